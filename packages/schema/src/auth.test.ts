import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import {
  confirmSignupInputSchema,
  loginInputSchema,
  logoutInputSchema,
  passwordResetInputSchema,
  resendVerificationInputSchema,
  signupAnswerSchema,
  signupInputSchema,
  verifyEmailInputSchema,
} from './auth.ts';
import { restartCharacterInputSchema, setTagInputSchema, setTagsInputSchema } from './user.ts';
import { tokenClaimsSchema } from './token.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-up validation (spec §5)', () => {
  it('accepts a valid e-mail and a strong, repeated password', () => {
    expect(
      signupInputSchema.safeParse({ email: 'ana@example.com', password: 'Secret123', passwordRepeat: 'Secret123' })
        .success,
    ).toBe(true);
  });

  it.each(['ana', 'ana@example', '@example.com', 'ana @example.com', 'ana@@example.com'])(
    'refuses the e-mail %s with the spec message',
    (email) => {
      expect(
        firstMessage(signupInputSchema.safeParse({ email, password: 'Secret123', passwordRepeat: 'Secret123' })),
      ).toBe(ERRORS['auth.email']);
    },
  );

  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])(
    'refuses the password %s with the spec message',
    (password) => {
      expect(
        firstMessage(signupInputSchema.safeParse({ email: 'ana@example.com', password, passwordRepeat: password })),
      ).toBe(ERRORS['auth.password']);
    },
  );

  it('refuses a repeat that differs', () => {
    const result = signupInputSchema.safeParse({
      email: 'ana@example.com',
      password: 'Secret123',
      passwordRepeat: 'Secret124',
    });
    expect(firstMessage(result)).toBe(ERRORS['auth.passwordRepeat']);
  });

  it('needs both secret and userId for a reset', () => {
    const result = passwordResetInputSchema.safeParse({
      userId: '',
      secret: 'abc',
      password: 'Secret123',
      passwordRepeat: 'Secret123',
    });
    expect(firstMessage(result)).toBe(ERRORS['auth.resetLink']);
    for (const input of [
      { secret: 'abc' },
      { userId: 'u1' },
      { userId: 5, secret: 'abc' },
      { userId: 'u1', secret: null },
    ]) {
      expect(
        firstMessage(
          passwordResetInputSchema.safeParse({ ...input, password: 'Secret123', passwordRepeat: 'Secret123' }),
        ),
        JSON.stringify(input),
      ).toBe(ERRORS['auth.resetLink']);
    }
  });

  it("answers a missing or mistyped sign-up field with that field's own message", () => {
    expect(firstMessage(signupInputSchema.safeParse({ password: 'Secret123', passwordRepeat: 'Secret123' }))).toBe(
      ERRORS['auth.email'],
    );
    expect(
      firstMessage(signupInputSchema.safeParse({ email: 7, password: 'Secret123', passwordRepeat: 'Secret123' })),
    ).toBe(ERRORS['auth.email']);
    expect(firstMessage(signupInputSchema.safeParse({ email: 'ana@example.com', passwordRepeat: 'Secret123' }))).toBe(
      ERRORS['auth.password'],
    );
    expect(firstMessage(signupInputSchema.safeParse({ email: 'ana@example.com', password: 'Secret123' }))).toBe(
      ERRORS['auth.passwordRepeat'],
    );
    expect(firstMessage(signupInputSchema.safeParse(undefined))).toBe(
      'The request must be a JSON object with the fields email, password, passwordRepeat',
    );
  });
});

describe('field messages name the field', () => {
  it('login, verification and resend', () => {
    expect(firstMessage(loginInputSchema.safeParse({ password: 'x' }))).toBe('email is required');
    expect(firstMessage(loginInputSchema.safeParse({ email: [], password: 'x' }))).toBe('email must be text');
    expect(firstMessage(verifyEmailInputSchema.safeParse({ userId: 'u1' }))).toBe(ERRORS['auth.verifyLink']);
    for (const input of [{}, { id: 'p1' }, { secret: 's' }, { id: '../x', secret: 's' }, { id: 'p1', secret: '' }]) {
      expect(firstMessage(confirmSignupInputSchema.safeParse(input)), JSON.stringify(input)).toBe(
        ERRORS['auth.signupLink'],
      );
    }
    expect(confirmSignupInputSchema.parse({ id: 'p-1', secret: 's3cret', password: 'Passw0rd1' })).toEqual({
      id: 'p-1',
      secret: 's3cret',
      password: 'Passw0rd1',
    });
    expect(firstMessage(confirmSignupInputSchema.safeParse({ id: 'p-1', secret: 's3cret' }))).toBe(
      'password is required',
    );
    expect(signupAnswerSchema.parse({ sent: true })).toEqual({ sent: true });
    expect(firstMessage(resendVerificationInputSchema.safeParse({}))).toBe('user is required');
    expect(firstMessage(logoutInputSchema.safeParse({ everywhere: 'yes' }))).toBe('everywhere must be true or false');
    expect(logoutInputSchema.parse(undefined)).toEqual({ everywhere: false });
  });

  it('tags: setTag and setTags take the same values (text or true/false)', () => {
    expect(setTagInputSchema.parse({ tag: 'futas', value: true })).toEqual({ tag: 'futas', value: true });
    expect(setTagsInputSchema.parse({ tags: { futas: true, girls: 'false' } })).toEqual({
      tags: { futas: true, girls: 'false' },
    });
    expect(firstMessage(setTagInputSchema.safeParse({ tag: 'futas' }))).toBe('value is required');
    expect(firstMessage(setTagsInputSchema.safeParse({ tags: { futas: 1 } }))).toBe(
      'A tag value must be text or true/false',
    );
    expect(firstMessage(setTagsInputSchema.safeParse({ tags: [] }))).toBe(
      'tags must be an object of tag names and values',
    );
    expect(firstMessage(restartCharacterInputSchema.safeParse({}))).toBe('id is required');
    expect(firstMessage(restartCharacterInputSchema.safeParse({ id: '../x' }))).toBe(
      'id may only hold letters, digits, - and _',
    );
  });
});

describe('token claims', () => {
  it('fills the specification defaults: tier 0, role 0, English, not logged in', () => {
    expect(tokenClaimsSchema.parse({ expires: 1, user: 'u' })).toMatchObject({
      tier: 0,
      role: 0,
      language: 'en',
      loggedIn: false,
      tags: {},
      v: 0,
    });
  });

  it('refuses a tier outside 0..3', () => {
    expect(tokenClaimsSchema.safeParse({ expires: 1, user: 'u', tier: 9 }).success).toBe(false);
  });
});

describe('hub vote input', () => {
  it('takes an option index as a number or its digits', async () => {
    const { hubVoteInputSchema } = await import('./hub.ts');
    expect(hubVoteInputSchema.parse({ id: 'h1', option: 2 }).option).toBe(2);
    expect(hubVoteInputSchema.parse({ id: 'h1', option: '1' }).option).toBe(1);
  });

  it.each([null, '', false, true, [], [1], -1, 1.5, 'one'])(
    'refuses %j instead of counting it as an option',
    async (option) => {
      const { hubVoteInputSchema } = await import('./hub.ts');
      expect(hubVoteInputSchema.safeParse({ id: 'h1', option }).success).toBe(false);
    },
  );
});
