import { ERRORS, errorText, placeholdersOf, type ErrorKey, type ErrorRef, type KeyArgs } from './errors.ts';

/*
 * Zod issues carry only a message: the schemas write catalogue texts through validationMessage, which
 * remembers each text's key and parameters, so the server can answer a validation failure with its key
 * (errorRefOf). The texts without placeholders are known from the catalogue itself.
 */
const known = new Map<string, ErrorRef>(
  (Object.keys(ERRORS) as ErrorKey[])
    .filter((key) => placeholdersOf(ERRORS[key]).length === 0)
    .map((key) => [ERRORS[key], { key, params: {} } as ErrorRef]),
);

/** A catalogue text for a zod message, remembered with its key and parameters. */
export function validationMessage<K extends ErrorKey>(key: K, ...[params]: KeyArgs<K>): string {
  const text = errorText(key, params);
  if (!known.has(text)) known.set(text, { key, params: params ?? {} } as ErrorRef);
  return text;
}

/** The key and parameters of a catalogue text (a zod issue's message), if it is one. */
export const errorRefOf = (message: string): ErrorRef | undefined => known.get(message);
