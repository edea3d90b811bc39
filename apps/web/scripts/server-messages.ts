/*
 * The error messages the server can answer a player with: the English texts of the catalogue
 * (`@app/schema/errors`). The web shows them through t() (src/i18n/server-message.ts), so they need
 * translations; a text with `{{count}}` is plural. Server faults are left out: the page shows its own
 * default message for them.
 */
import { ERRORS, isServerFault, placeholdersOf, type ErrorKey } from '@app/schema/errors';

export interface ServerMessages {
  /** Sorted unique texts and templates. */
  keys: string[];
  /** Templates with a {{count}} placeholder: a language may give plural variants. */
  plurals: string[];
}

export function serverMessages(): ServerMessages {
  const texts = (Object.keys(ERRORS) as ErrorKey[]).filter((key) => !isServerFault(key)).map((key) => ERRORS[key]);
  const keys = [...new Set(texts)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { keys, plurals: keys.filter((text) => placeholdersOf(text).includes('count')) };
}
