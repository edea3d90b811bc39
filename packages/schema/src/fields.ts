import { z } from 'zod';

/**
 * Builders for input fields whose errors name the field: a missing field answers "<field> is
 * required", a wrong type "<field> must be text" (or a number, true or false...), never zod's
 * generic "expected string, received undefined".
 */
type Kind = 'text' | 'boolean' | 'number' | 'object' | 'list';
const KIND_WORDS: Record<Kind, string> = {
  text: 'text',
  boolean: 'true or false',
  number: 'a number',
  object: 'an object',
  list: 'a list',
};

interface IssueLike {
  input?: unknown;
}

/** An `error` option: `missing` when the field is absent, `wrong` for any other type problem. */
export const fieldError =
  (field: string, kind: Kind = 'text', messages: { missing?: string; wrong?: string } = {}) =>
  (issue: IssueLike): string =>
    issue.input === undefined
      ? (messages.missing ?? `${field} is required`)
      : (messages.wrong ?? `${field} must be ${KIND_WORDS[kind]}`);

/** A text field of at most `max` characters; `message` (a specification message) replaces every error of the field. */
export function textField(field: string, max: number, message?: string) {
  return z
    .string({ error: fieldError(field, 'text', { missing: message, wrong: message }) })
    .max(max, message ?? `${field} is too long (at most ${max} characters)`);
}

/** A required, non-empty text field. */
export function requiredText(field: string, max: number, message?: string) {
  return textField(field, max, message).min(1, message ?? `${field} is required`);
}

/** An id (content ids like "mila", database ids): letters, digits, _ and -. */
export function idField(field: string, message?: string) {
  return z
    .string({ error: fieldError(field, 'text', { missing: message, wrong: message }) })
    .trim()
    .min(1, message ?? `${field} is required`)
    .max(64, message ?? `${field} is too long (at most 64 characters)`)
    .regex(/^[A-Za-z0-9_-]+$/, message ?? `${field} may only hold letters, digits, - and _`);
}

/** The request body (or tRPC input) as an object of the given fields. */
export function inputObject<T extends z.ZodRawShape>(shape: T) {
  const names = Object.keys(shape);
  const message = `The request must be a JSON object with the field${names.length > 1 ? 's' : ''} ${names.join(', ')}`;
  return z.object(shape, { error: message });
}
