import { z } from 'zod';
import { validationMessage } from './validation-messages.ts';

/**
 * Builders for input fields whose errors name the field: a missing field answers "<field> is
 * required", a wrong type "<field> must be text" (or a number, true or false...), never zod's
 * generic "expected string, received undefined".
 */
type Kind = 'text' | 'boolean' | 'number' | 'object' | 'list';
const KIND_KEYS = {
  text: 'field.text',
  boolean: 'field.boolean',
  number: 'field.number',
  object: 'field.object',
  list: 'field.list',
} as const satisfies Record<Kind, string>;

interface IssueLike {
  input?: unknown;
}

/** An `error` option: `missing` when the field is absent, `wrong` for any other type problem. */
export const fieldError = (field: string, kind: Kind = 'text', messages: { missing?: string; wrong?: string } = {}) => {
  const missing = messages.missing ?? validationMessage('field.required', { field });
  const wrong = messages.wrong ?? validationMessage(KIND_KEYS[kind], { field });
  return (issue: IssueLike): string => (issue.input === undefined ? missing : wrong);
};

/** A text field of at most `max` characters; `message` (a specification message) replaces every error of the field. */
export function textField(field: string, max: number, message?: string) {
  return z
    .string({ error: fieldError(field, 'text', { missing: message, wrong: message }) })
    .max(max, message ?? validationMessage('field.tooLong', { field, max }));
}

/** A required, non-empty text field. */
export function requiredText(field: string, max: number, message?: string) {
  return textField(field, max, message).min(1, message ?? validationMessage('field.required', { field }));
}

/** An id (content ids like "mila", database ids): letters, digits, _ and -. */
export function idField(field: string, message?: string) {
  return z
    .string({ error: fieldError(field, 'text', { missing: message, wrong: message }) })
    .trim()
    .min(1, message ?? validationMessage('field.required', { field }))
    .max(64, message ?? validationMessage('field.tooLong', { field, max: 64 }))
    .regex(/^[A-Za-z0-9_-]+$/, message ?? validationMessage('field.idCharacters', { field }));
}

/** The request body (or tRPC input) as an object of the given fields. */
export function inputObject<T extends z.ZodRawShape>(shape: T) {
  const names = Object.keys(shape);
  const message = validationMessage(names.length > 1 ? 'request.objectWithFields' : 'request.objectWithField', {
    names: names.join(', '),
  });
  return z.object(shape, { error: message });
}
