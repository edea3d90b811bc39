import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { anonymous } from './accounts-helpers.ts';

interface Shot {
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  contentType?: string;
}

const REST_POSTS = [
  '/api/auth/emailSignup', '/api/auth/emailLogin', '/api/auth/logout', '/api/auth/verify-email', '/api/auth/password-reset',
  '/api/auth/send-password-reset', '/api/user/setTosConsent', '/api/user/setTag', '/api/user/setTags',
];
const TRPC_MUTATIONS = [
  'auth.emailSignup', 'auth.emailLogin', 'auth.logout', 'auth.verifyEmail', 'auth.passwordReset', 'auth.sendPasswordReset',
  'auth.resendVerification', 'user.setTosConsent', 'user.setTag', 'user.setTags', 'user.restartCharacter',
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
  { payload: JSON.stringify({ email: 123, password: ['a'], passwordRepeat: { x: 1 }, tag: null, value: [], tags: [1, 2], userId: 5, secret: {} }) },
  { payload: JSON.stringify({ email: `${'a'.repeat(5000)}@x.com`, password: 'P'.repeat(5000), passwordRepeat: 'P', tags: { ['k'.repeat(500)]: 'v' } }) },
  { payload: JSON.stringify({ tags: { __proto__: { polluted: 'yes' }, constructor: 'x' } }) },
  { payload: JSON.stringify({ email: 'a@b.co', password: 'Secret123', passwordRepeat: 'Secret123', everywhere: 'yes', tag: 'language', value: true }) },
  { payload: 'email=a%40b.co&password=x', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain words', contentType: 'text/plain' },
  { payload: '\u0000\u0001garbage', contentType: 'application/json' },
];

describeEachDb('bad input', (kind) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '100000' } });
    token = (await anonymous(t)).token;
  });
  afterAll(() => t.close());

  async function shoot(shot: Shot, withToken: boolean) {
    return t.server.inject({
      method: shot.method,
      url: shot.url,
      headers: { ...(withToken ? { authorization: `Bearer ${token}` } : {}), ...(shot.payload !== undefined ? { 'content-type': shot.contentType ?? 'application/json' } : {}) },
      ...(shot.payload !== undefined ? { payload: shot.payload } : {}),
    });
  }

  describe('REST answers { error, cause? } and never 500', () => {
    it('for every odd body on every account path, with and without a token', async () => {
      for (const url of REST_POSTS) {
        for (const body of BODIES) {
          for (const withToken of [false, true]) {
            const res = await shoot({ method: 'POST', url, ...body }, withToken);
            expect(res.statusCode, `${url} ${body.payload.slice(0, 40)}`).toBeLessThan(500);
            const json = res.json<Record<string, unknown>>();
            if (res.statusCode >= 400) {
              expect(typeof json.error, `${url} ${body.payload.slice(0, 40)}`).toBe('string');
              expect(Object.keys(json).every((k) => k === 'error' || k === 'cause')).toBe(true);
            }
          }
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('answers 400 for malformed JSON, missing fields, wrong types and arrays for objects', async () => {
      const malformed = await shoot({ method: 'POST', url: '/api/auth/emailLogin', payload: '{"email":' }, false);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: 'Malformed JSON body', cause: 'validation' });
      for (const payload of ['{}', '[{"email":"a@b.co"}]', '{"email":5,"password":true}', '{"email":"a@b.co"}']) {
        const res = await shoot({ method: 'POST', url: '/api/auth/emailLogin', payload }, false);
        expect(res.statusCode, payload).toBe(400);
        expect(res.json<{ cause: string }>().cause).toBe('validation');
      }
      const tags = await shoot({ method: 'POST', url: '/api/user/setTags', payload: '{"tags":["a","b"]}' }, true);
      expect(tags.statusCode).toBe(400);
    });

    it('answers 413 for a body over 100 KB', async () => {
      const payload = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(101 * 1024), passwordRepeat: 'x' });
      for (const url of ['/api/auth/emailSignup', '/api/user/setTags']) {
        const res = await shoot({ method: 'POST', url, payload }, true);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ error: 'Request body is too large', cause: 'validation' });
      }
    });

    it('answers odd path parameters and tokens without crashing', async () => {
      for (const url of ['/api/auth/resend-verification/%00', `/api/auth/resend-verification/${'x'.repeat(190)}`, '/api/user/restartCharacter/%E2%80%AE', '/api/user/restartCharacter/a%2Fb']) {
        const res = await t.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(typeof res.json<{ error: unknown }>().error).toBe('string');
      }
      for (const authorization of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(5000)}`, 'Bearer a.b.c.d.e', 'Bearer null']) {
        const res = await t.server.inject({ method: 'GET', url: '/api/character/get/me', headers: { authorization } });
        expect(res.statusCode, authorization.slice(0, 20)).toBe(200);
      }
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
      const wrong = await shoot({ method: 'POST', url: '/trpc/auth.emailSignup', payload: '{"email":"nope","password":"Secret123","passwordRepeat":"Secret123"}' }, false);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: { message: 'Please enter a valid email address', data: { cause: 'validation' } } });
      const array = await shoot({ method: 'POST', url: '/trpc/user.setTags', payload: '[{"tags":{}}]' }, true);
      expect(array.statusCode).toBe(400);
      const big = await shoot({ method: 'POST', url: '/trpc/auth.emailLogin', payload: JSON.stringify({ email: 'a', password: 'x'.repeat(101 * 1024) }) }, false);
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
