import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { ERRORS, errorText, type ErrorKey } from '@app/schema/errors';
import {
  SURFACES,
  anonymous,
  call,
  expectInvalid,
  invalid,
  signup,
  uniqueEmail,
  type Procedure,
} from './accounts-helpers.ts';
import { refusal } from './answers.ts';

interface Shot {
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  contentType?: string;
}

const REST_POSTS = [
  '/api/auth/emailSignup',
  '/api/auth/confirm-signup',
  '/api/auth/emailLogin',
  '/api/auth/logout',
  '/api/auth/verify-email',
  '/api/auth/password-reset',
  '/api/auth/send-password-reset',
  '/api/user/setTosConsent',
  '/api/user/setTag',
  '/api/user/setTags',
];
const TRPC_MUTATIONS = [
  'auth.emailSignup',
  'auth.confirmSignup',
  'auth.emailLogin',
  'auth.logout',
  'auth.verifyEmail',
  'auth.passwordReset',
  'auth.sendPasswordReset',
  'auth.resendVerification',
  'user.setTosConsent',
  'user.setTag',
  'user.setTags',
  'user.restartCharacter',
];

/** Bodies an attacker or a broken client may send. */
const BODIES: { payload: string; contentType?: string }[] = [
  { payload: '{"email":' },
  { payload: '[1,2,3]' },
  { payload: '[]' },
  { payload: 'null' },
  { payload: '"just a string"' },
  { payload: '42' },
  { payload: '{}' },
  {
    payload: JSON.stringify({
      email: 123,
      password: ['a'],
      passwordRepeat: { x: 1 },
      tag: null,
      value: [],
      tags: [1, 2],
      userId: 5,
      secret: {},
    }),
  },
  {
    payload: JSON.stringify({
      email: `${'a'.repeat(5000)}@x.com`,
      password: 'P'.repeat(5000),
      passwordRepeat: 'P',
      tags: { ['k'.repeat(500)]: 'v' },
    }),
  },
  { payload: JSON.stringify({ tags: { __proto__: { polluted: 'yes' }, constructor: 'x' } }) },
  {
    payload: JSON.stringify({
      email: 'a@b.co',
      password: 'Secret123',
      passwordRepeat: 'Secret123',
      everywhere: 'yes',
      tag: 'language',
      value: true,
    }),
  },
  { payload: 'email=a%40b.co&password=x', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain words', contentType: 'text/plain' },
  { payload: '\u0000\u0001garbage', contentType: 'application/json' },
];

describeEachDb('bad input', (kind) => {
  let t: TestServer;
  let token: string;
  let signedIn: string;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '100000' } });
    token = (await anonymous(t)).token;
    signedIn = (await signup(t, 'rest', uniqueEmail('bad-input'))).token;
  });
  afterAll(() => t.close());

  async function shoot(shot: Shot, withToken: boolean) {
    return t.server.inject({
      method: shot.method,
      url: shot.url,
      headers: {
        ...(withToken ? { authorization: `Bearer ${token}` } : {}),
        ...(shot.payload !== undefined ? { 'content-type': shot.contentType ?? 'application/json' } : {}),
      },
      ...(shot.payload !== undefined ? { payload: shot.payload } : {}),
    });
  }

  describe('REST answers { error, key?, params?, cause? } and never 500', () => {
    it('for every odd body on every account path, with and without a token', async () => {
      for (const url of REST_POSTS) {
        for (const body of BODIES) {
          for (const withToken of [false, true]) {
            const res = await shoot({ method: 'POST', url, ...body }, withToken);
            expect(res.statusCode, `${url} ${body.payload.slice(0, 40)}`).toBeLessThan(500);
            const json = res.json<Record<string, unknown>>();
            if (res.statusCode >= 400) {
              expect(typeof json.error, `${url} ${body.payload.slice(0, 40)}`).toBe('string');
              expect(Object.keys(json).every((k) => ['error', 'key', 'params', 'cause', 'issues'].includes(k))).toBe(
                true,
              );
              if (json.key !== undefined)
                expect(errorText(json.key as ErrorKey, json.params as Record<string, string>)).toBe(json.error);
            }
          }
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('answers 400 for malformed JSON, missing fields, wrong types and arrays for objects', async () => {
      const malformed = await shoot({ method: 'POST', url: '/api/auth/emailLogin', payload: '{"email":' }, false);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual(refusal('request.malformedJson', 'validation'));
      const cases: [string, string, string][] = [
        ['{}', 'email is required', 'email'],
        ['[{"email":"a@b.co"}]', 'email is required', 'email'],
        ['{"email":5,"password":true}', 'email must be text', 'email'],
        ['{"email":"a@b.co"}', 'password is required', 'password'],
      ];
      for (const [payload, error, path] of cases) {
        const res = await shoot({ method: 'POST', url: '/api/auth/emailLogin', payload }, false);
        expect(res.statusCode, payload).toBe(400);
        const json = res.json<{ error: string; cause: string; issues: { path: string; message: string }[] }>();
        expect(json).toMatchObject({ error, cause: 'validation' });
        expect(json.issues[0]).toEqual({ path, message: error });
      }
      const tags = await shoot({ method: 'POST', url: '/api/user/setTags', payload: '{"tags":["a","b"]}' }, true);
      expect(tags.statusCode).toBe(400);
      expect(tags.json()).toEqual({
        ...refusal('tags.notObject', 'validation'),
        issues: [{ path: 'tags', message: 'tags must be an object of tag names and values' }],
      });
    });

    it('answers 413 for a body over 100 KB', async () => {
      const payload = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(101 * 1024), passwordRepeat: 'x' });
      for (const url of ['/api/auth/emailSignup', '/api/user/setTags']) {
        const res = await shoot({ method: 'POST', url, payload }, true);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual(refusal('request.tooLarge', 'validation'));
      }
    });

    it('answers odd path parameters and tokens without crashing', async () => {
      for (const url of [
        '/api/auth/resend-verification/%00',
        `/api/auth/resend-verification/${'x'.repeat(190)}`,
        '/api/user/restartCharacter/%E2%80%AE',
        '/api/user/restartCharacter/a%2Fb',
      ]) {
        const res = await t.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(typeof res.json<{ error: unknown }>().error).toBe('string');
      }
      for (const authorization of [
        'Bearer',
        'Basic abc',
        `Bearer ${'x'.repeat(5000)}`,
        'Bearer a.b.c.d.e',
        'Bearer null',
      ]) {
        const res = await t.server.inject({ method: 'GET', url: '/api/character/get/me', headers: { authorization } });
        expect(res.statusCode, authorization.slice(0, 20)).toBe(200);
      }
    });
  });

  describe("every missing or mistyped field is named, in the specification's words where it has them (both surfaces)", () => {
    const CASES: [Procedure, Record<string, unknown> | undefined, string, string][] = [
      ['auth.emailSignup', { password: 'Secret123', passwordRepeat: 'Secret123' }, ERRORS['auth.email'], 'email'],
      [
        'auth.emailSignup',
        { email: null, password: 'Secret123', passwordRepeat: 'Secret123' },
        ERRORS['auth.email'],
        'email',
      ],
      ['auth.emailSignup', { email: 'a@b.co', passwordRepeat: 'Secret123' }, ERRORS['auth.password'], 'password'],
      ['auth.emailSignup', { email: 'a@b.co', password: 'Secret123' }, ERRORS['auth.passwordRepeat'], 'passwordRepeat'],
      ['auth.confirmSignup', { secret: 's' }, ERRORS['auth.signupLink'], 'id'],
      ['auth.confirmSignup', { id: 'p1' }, ERRORS['auth.signupLink'], 'secret'],
      ['auth.confirmSignup', { id: ['p1'], secret: 's' }, ERRORS['auth.signupLink'], 'id'],
      ['auth.emailLogin', { password: 'x' }, 'email is required', 'email'],
      ['auth.emailLogin', { email: 'a@b.co', password: 12345678 }, 'password must be text', 'password'],
      [
        'auth.emailLogin',
        { email: 'a'.repeat(300), password: 'x' },
        'email is too long (at most 254 characters)',
        'email',
      ],
      ['auth.sendPasswordReset', {}, ERRORS['auth.email'], 'email'],
      ['auth.sendPasswordReset', { email: ['a@b.co'] }, ERRORS['auth.email'], 'email'],
      [
        'auth.passwordReset',
        { password: 'Secret123', passwordRepeat: 'Secret123' },
        ERRORS['auth.resetLink'],
        'userId',
      ],
      [
        'auth.passwordReset',
        { userId: 'u1', password: 'Secret123', passwordRepeat: 'Secret123' },
        ERRORS['auth.resetLink'],
        'secret',
      ],
      [
        'auth.passwordReset',
        { userId: 7, secret: 's', password: 'Secret123', passwordRepeat: 'Secret123' },
        ERRORS['auth.resetLink'],
        'userId',
      ],
      [
        'auth.passwordReset',
        { userId: 'u1', secret: 's', passwordRepeat: 'Secret123' },
        ERRORS['auth.password'],
        'password',
      ],
      ['auth.verifyEmail', { secret: 's' }, ERRORS['auth.verifyLink'], 'userId'],
      ['auth.verifyEmail', { userId: 'u1' }, ERRORS['auth.verifyLink'], 'secret'],
      ['user.setTag', { value: true }, 'tag is required', 'tag'],
      ['user.setTag', { tag: 5, value: true }, 'tag must be text', 'tag'],
      ['user.setTag', { tag: 'girls' }, 'value is required', 'value'],
      ['user.setTag', { tag: 'girls', value: 5 }, 'value must be text or true/false', 'value'],
      ['user.setTag', { tag: 'girls', value: 'x'.repeat(41) }, 'value is too long (at most 40 characters)', 'value'],
      ['user.setTags', {}, 'tags is required', 'tags'],
      ['user.setTags', { tags: 'girls' }, 'tags must be an object of tag names and values', 'tags'],
      ['user.setTags', { tags: { girls: 5 } }, 'A tag value must be text or true/false', 'tags.girls'],
      [
        'user.setTags',
        { tags: { girls: 'y'.repeat(41) } },
        'A tag value is too long (at most 40 characters)',
        'tags.girls',
      ],
    ];
    for (const via of SURFACES) {
      it(`answers each with its exact message (${via})`, async () => {
        for (const [name, input, message, path] of CASES)
          expectInvalid(await call(t, via, name, input, { token }), message, path, `${name} ${JSON.stringify(input)}`);
      });
    }

    it('answers a tRPC call without any input by naming the fields it needs', async () => {
      const res = await t.server.inject({
        method: 'POST',
        url: '/trpc/auth.emailLogin',
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          message: 'The request must be a JSON object with the fields email, password',
          data: { cause: 'validation' },
        },
      });
      // an empty or broken JSON body says so, as on REST
      const empty = await t.server.inject({
        method: 'POST',
        url: '/trpc/auth.emailLogin',
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error: { message: 'Malformed JSON body', data: { cause: 'validation' } } });
      const resend = await call(t, 'trpc', 'auth.resendVerification', {}, { token: signedIn });
      expect(resend.body).toEqual(invalid('user is required', 'user'));
      const logout = await call(t, 'trpc', 'auth.logout', { everywhere: 'yes' }, { token });
      expect(logout.body).toEqual(invalid('everywhere must be true or false', 'everywhere'));
    });

    it('takes true/false tag values the same way in setTag and setTags', async () => {
      const one = await call(t, 'rest', 'user.setTag', { tag: 'futas', value: true }, { token });
      expect(one.status).toBe(200);
      const many = await call(
        t,
        'rest',
        'user.setTags',
        { tags: { girls: true, futas: false, language: 'de' } },
        { token: one.body.token },
      );
      expect(many.status, JSON.stringify(many.body)).toBe(200);
      expect(many.body.tags).toMatchObject({ girls: 'true', futas: 'false', language: 'de' });
      token = many.body.token!;
    });
  });

  describe('tRPC answers its error envelope and never 500', () => {
    it('for every odd body on every account mutation', async () => {
      for (const name of TRPC_MUTATIONS) {
        for (const body of BODIES) {
          const res = await shoot({ method: 'POST', url: `/trpc/${name}`, ...body }, true);
          expect(res.statusCode, `${name} ${body.payload.slice(0, 40)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const json = res.json<{ error: { message?: unknown } | string }>();
            const message = typeof json.error === 'string' ? json.error : json.error.message;
            expect(typeof message, `${name} ${body.payload.slice(0, 40)}`).toBe('string');
          }
        }
      }
    });

    it('names the first problem of a wrong input and refuses arrays, oversize bodies and bad query input', async () => {
      const wrong = await shoot(
        {
          method: 'POST',
          url: '/trpc/auth.emailSignup',
          payload: '{"email":"nope","password":"Secret123","passwordRepeat":"Secret123"}',
        },
        false,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        error: { message: 'Please enter a valid email address', data: { cause: 'validation' } },
      });
      const array = await shoot({ method: 'POST', url: '/trpc/user.setTags', payload: '[{"tags":{}}]' }, true);
      expect(array.statusCode).toBe(400);
      const big = await shoot(
        {
          method: 'POST',
          url: '/trpc/auth.emailLogin',
          payload: JSON.stringify({ email: 'a', password: 'x'.repeat(101 * 1024) }),
        },
        false,
      );
      expect(big.statusCode).toBe(413);
      const query = await t.server.inject({ method: 'GET', url: '/trpc/auth.me?input=%7Bnot-json' });
      expect(query.statusCode).toBeLessThan(500);
      const getMutation = await t.server.inject({ method: 'GET', url: '/trpc/auth.emailLogin' });
      expect(getMutation.statusCode).toBeGreaterThanOrEqual(400);
      expect(getMutation.statusCode).toBeLessThan(500);
      const unknown = await t.server.inject({ method: 'POST', url: '/trpc/auth.nothing', payload: {} });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
