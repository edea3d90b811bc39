import { describe, expect, expectTypeOf, it } from 'vitest';
import { setTagInputSchema, MAX_TAG_VALUE_LENGTH, MAX_USER_TAGS } from './user.ts';
import { ERRORS, ERRORS_ONE, errorText, placeholdersOf, type ErrorKey, type ErrorParams } from './errors.ts';
import { errorRefOf } from './validation-messages.ts';

const KEYS = Object.keys(ERRORS) as ErrorKey[];

describe('the catalogue of errors', () => {
  it('declares the parameters of each key from the placeholders of its text', () => {
    expectTypeOf<ErrorParams<'chat.tooLong'>>().toEqualTypeOf<{ limit: string | number }>();
    expectTypeOf<ErrorParams<'field.tooLong'>>().toEqualTypeOf<{ field: string | number; max: string | number }>();
    expectTypeOf<keyof ErrorParams<'auth.loginRequired'>>().toEqualTypeOf<never>();
    for (const key of KEYS) {
      const params = Object.fromEntries(placeholdersOf(ERRORS[key]).map((name) => [name, 7]));
      expect(errorText(key, params), key).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('names every key by its area and gives every text once, so a text leads back to one key', () => {
    for (const key of KEYS) expect(key).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
    expect(new Set(Object.values(ERRORS)).size).toBe(KEYS.length);
  });

  it('writes an English singular with the same placeholders as the plural key it belongs to', () => {
    for (const [key, one] of Object.entries(ERRORS_ONE) as [ErrorKey, string][]) {
      expect(placeholdersOf(one)).toEqual(placeholdersOf(ERRORS[key]));
      expect(placeholdersOf(ERRORS[key])).toContain('count');
    }
    expect(errorText('rate.loginAccount', { count: 1 })).toBe(
      'Too many failed login attempts for this account. Please wait 1 second and try again.',
    );
    expect(errorText('rate.loginAccount', { count: 12 })).toBe(
      'Too many failed login attempts for this account. Please wait 12 seconds and try again.',
    );
  });

  it('writes the tag limits the schema holds', () => {
    expect(ERRORS['tags.valueTooLong']).toContain(`at most ${MAX_TAG_VALUE_LENGTH} characters`);
    expect(ERRORS['tags.tooMany']).toContain(`at most ${MAX_USER_TAGS})`);
  });

  it('reads a validation message back to its key and parameters', () => {
    const result = setTagInputSchema.safeParse({ tag: 'x'.repeat(41), value: 'v' });
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toBe('tag is too long (at most 40 characters)');
    expect(errorRefOf(message)).toEqual({ key: 'field.tooLong', params: { field: 'tag', max: 40 } });
    expect(errorRefOf(ERRORS['auth.email'])).toEqual({ key: 'auth.email', params: {} });
    expect(errorRefOf('Something zod said')).toBeUndefined();
  });
});
