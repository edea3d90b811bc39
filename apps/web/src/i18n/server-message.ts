import { ERRORS, errorText, type ErrorRef } from '@app/schema/errors';
import { i18n } from './i18n.ts';

/** A message to show: the server's English text and, when the server named it, its catalogue key and parameters. */
export interface ServerMessage {
  message: string;
  ref?: ErrorRef | null;
}

/**
 * A server's error message in the interface language. A keyed message is the catalogue's English template
 * translated with its parameters (the template is the translation map's key; `count` picks the plural
 * form), or the English text when the map lacks it; a message without a key (a network failure, an
 * error of no catalogue) is its translation when the map holds it, else the text as is.
 */
export function translateServerMessage({ message: serverText, ref }: ServerMessage): string {
  if (ref) return i18n.t(ERRORS[ref.key], { ...ref.params, defaultValue: errorText(ref.key, ref.params) });
  return i18n.exists(serverText) ? i18n.t(serverText) : serverText;
}
