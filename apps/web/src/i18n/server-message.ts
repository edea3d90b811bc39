import { ERRORS, errorText, type ErrorRef } from '@app/schema/errors';
import { formatDateTime, isIsoDateTime } from '../lib/date-time.ts';
import { i18n } from './i18n.ts';

/** A message to show: the server's English text and, when the server named it, its catalogue key and parameters. */
export interface ServerMessage {
  message: string;
  ref?: ErrorRef | null;
}

/** Parameters as the player reads them: a time (a suspension's end) in the interface language's date and time. */
function localParams(params: ErrorRef['params']): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  for (const [name, value] of Object.entries(out))
    if (isIsoDateTime(value)) out[name] = formatDateTime(value, i18n.language);
  return out;
}

/**
 * A server's error message in the interface language. A keyed message is the catalogue's English template
 * translated with its parameters (the template is the translation map's key; `count` picks the plural
 * form), or the English text when the map lacks it; a message without a key (a network failure, an
 * error of no catalogue) is its translation when the map holds it, else the text as is.
 */
export function translateServerMessage({ message: serverText, ref }: ServerMessage): string {
  if (ref) {
    const params = localParams(ref.params);
    return i18n.t(ERRORS[ref.key], { ...params, defaultValue: errorText(ref.key, params) });
  }
  return i18n.exists(serverText) ? i18n.t(serverText) : serverText;
}
