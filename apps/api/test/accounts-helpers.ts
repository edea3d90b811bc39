import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { errorRefOf, type TokenClaims } from '@app/schema';
import type { Prisma } from '../src/generated/prisma/client.ts';
import type { TestServer } from './harness.ts';

/** Both surfaces: the documented REST paths and tRPC. */
export type Via = 'rest' | 'trpc';
export const SURFACES: Via[] = ['rest', 'trpc'];

export interface Body {
  error?: string;
  cause?: unknown;
  token?: string;
  success?: boolean;
  tags?: Record<string, string>;
  [key: string]: unknown;
}
export interface Answer {
  status: number;
  body: Body;
  headers: Record<string, unknown>;
}

type Input = Record<string, unknown> | undefined;
interface Route {
  rest: (input: Input) => { method: 'GET' | 'POST'; url: string; payload?: unknown };
  trpc: 'query' | 'mutation';
}

const routes = {
  'auth.me': { rest: () => ({ method: 'GET', url: '/api/character/get/me' }), trpc: 'query' },
  'auth.emailSignup': { rest: (i) => ({ method: 'POST', url: '/api/auth/emailSignup', payload: i }), trpc: 'mutation' },
  'auth.confirmSignup': {
    rest: (i) => ({ method: 'POST', url: '/api/auth/confirm-signup', payload: i }),
    trpc: 'mutation',
  },
  'auth.emailLogin': { rest: (i) => ({ method: 'POST', url: '/api/auth/emailLogin', payload: i }), trpc: 'mutation' },
  'auth.logout': { rest: (i) => ({ method: 'POST', url: '/api/auth/logout', payload: i ?? {} }), trpc: 'mutation' },
  'auth.verifyEmail': {
    rest: (i) => ({ method: 'POST', url: '/api/auth/verify-email', payload: i }),
    trpc: 'mutation',
  },
  'auth.resendVerification': {
    rest: (i) => ({ method: 'GET', url: `/api/auth/resend-verification/${encodeURIComponent(String(i?.user))}` }),
    trpc: 'mutation',
  },
  'auth.sendPasswordReset': {
    rest: (i) => ({ method: 'POST', url: '/api/auth/send-password-reset', payload: i }),
    trpc: 'mutation',
  },
  'auth.passwordReset': {
    rest: (i) => ({ method: 'POST', url: '/api/auth/password-reset', payload: i }),
    trpc: 'mutation',
  },
  'user.setTosConsent': {
    rest: () => ({ method: 'POST', url: '/api/user/setTosConsent', payload: {} }),
    trpc: 'mutation',
  },
  'user.setTag': { rest: (i) => ({ method: 'POST', url: '/api/user/setTag', payload: i }), trpc: 'mutation' },
  'user.setTags': { rest: (i) => ({ method: 'POST', url: '/api/user/setTags', payload: i }), trpc: 'mutation' },
  'user.restart': { rest: () => ({ method: 'GET', url: '/api/user/restart' }), trpc: 'mutation' },
  'user.restartCharacter': {
    rest: (i) => ({ method: 'GET', url: `/api/user/restartCharacter/${encodeURIComponent(String(i?.id))}` }),
    trpc: 'mutation',
  },
} satisfies Record<string, Route>;
export type Procedure = keyof typeof routes;

export interface CallOptions {
  token?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * Calls a procedure through one surface; tRPC answers are brought to the REST shape ({ error, cause } or the data).
 * Mails go out through the job runner a moment after the answer: the call waits for their first attempt, so the
 * test reads the inbox a player would see right after.
 */
export async function call(
  t: TestServer,
  via: Via,
  name: Procedure,
  input?: Input,
  opts: CallOptions = {},
): Promise<Answer> {
  const answer = await callOnce(t, via, name, input, opts);
  await t.built.app.jobs?.idle();
  return answer;
}

async function callOnce(
  t: TestServer,
  via: Via,
  name: Procedure,
  input?: Input,
  opts: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const route: Route = routes[name];
  const remoteAddress = opts.ip ?? '127.0.0.1';
  if (via === 'rest') {
    const r = route.rest(input);
    const res = await t.server.inject({
      method: r.method,
      url: r.url,
      headers,
      remoteAddress,
      ...(r.payload !== undefined ? { payload: r.payload as object } : {}),
    });
    return { status: res.statusCode, body: res.json<Body>(), headers: res.headers };
  }
  const res =
    route.trpc === 'query'
      ? await t.server.inject({
          method: 'GET',
          url: `/trpc/${name}${input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ''}`,
          headers,
          remoteAddress,
        })
      : await t.server.inject({
          method: 'POST',
          url: `/trpc/${name}`,
          headers,
          remoteAddress,
          payload: (input ?? {}) as object,
        });
  const json = res.json<{
    result?: { data: Body };
    error?: { message: string; data?: { key?: unknown; params?: unknown; cause?: unknown; issues?: unknown } };
  }>();
  if (json.error) {
    const body: Body = { error: json.error.message };
    if (json.error.data?.key !== undefined) body.key = json.error.data.key;
    if (json.error.data?.params !== undefined) body.params = json.error.data.params;
    if (json.error.data?.cause !== undefined) body.cause = json.error.data.cause;
    if (json.error.data?.issues !== undefined) body.issues = json.error.data.issues;
    return { status: res.statusCode, body, headers: res.headers };
  }
  return { status: res.statusCode, body: json.result!.data, headers: res.headers };
}

/** The claims of a token, read without checking it (what the browser does). */
export function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Every claim of a token, `claims` over plain defaults (player "x", tier 0, English, valid until 2030). */
export const claimsFor = (claims: Partial<TokenClaims>) => ({
  expires: Date.parse('2030-01-01'),
  tier: 0,
  user: 'x',
  tags: {},
  language: 'en',
  role: 0,
  loggedIn: false,
  tosConsent: true,
  v: 0,
  ...claims,
});

/** An HS256 token over `claims` with the given secret (the server's own one signs a genuine token). */
export function signWith(secret: string, claims: Partial<TokenClaims>, alg = 'HS256'): Promise<string> {
  return new SignJWT(claimsFor(claims)).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/** A token signed with a key the server does not have. */
export function forge(
  claims: Partial<TokenClaims>,
  key = 'another-key-that-the-server-does-not-know-000',
): Promise<string> {
  return signWith(key, { tosConsent: false, ...claims });
}

/** An unsigned token (alg: none) with the given claims. */
export function unsigned(claims: Partial<TokenClaims>): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claimsFor({ tier: 3, role: 100, loggedIn: true, ...claims }))}.`;
}

/** A new anonymous player through GET me. */
export async function anonymous(
  t: TestServer,
  via: Via = 'rest',
  opts: CallOptions = {},
): Promise<{ token: string; id: string }> {
  const res = await call(t, via, 'auth.me', undefined, opts);
  expect(res.status).toBe(200);
  return { token: res.body.token!, id: res.body._id as string };
}

export const PASSWORD = 'Secret123';

/**
 * A refused input's answer on either surface: the first problem as `error` with its catalogue key and
 * parameters, every problem in `issues`.
 */
export const invalid = (message: string, path: string, more: { path: string; message: string }[] = []) => ({
  error: message,
  ...errorRefOf(message),
  cause: 'validation',
  issues: [{ path, message }, ...more],
});

let counter = 0;
export const uniqueEmail = (prefix = 'player') => `${prefix}${++counter}-${Date.now().toString(36)}@example.com`;

/**
 * Signs up and opens the link of the confirmation mail, as a player does (upgrading `token`'s anonymous or
 * platform-only player when given); answers the account's token and id. The confirmation is sent from the
 * same address (`ip`) and with the same token.
 */
export async function signup(
  t: TestServer,
  via: Via,
  email: string,
  opts: CallOptions & { password?: string } = {},
): Promise<{ token: string; id: string }> {
  const password = opts.password ?? PASSWORD;
  const res = await call(t, via, 'auth.emailSignup', { email, password, passwordRepeat: password }, opts);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ sent: true });
  const confirmed = await call(
    t,
    via,
    'auth.confirmSignup',
    confirmInput(confirmLinkIn(t, email.trim().toLowerCase())),
    opts,
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const token = confirmed.body.token!;
  return { token, id: decode(token).user as string };
}

/** The link of the last sign-up confirmation mail sent to `to` (`/confirm-signup#id=…&secret=…`). */
export function confirmLinkIn(t: TestServer, to: string): URL {
  return linkIn(t, to, /\/confirm-signup#/);
}

/** The confirmation call's input: the id and secret in the link's fragment. */
export function confirmInput(link: URL, password = PASSWORD): { id: string; secret: string; password: string } {
  const fragment = new URLSearchParams(link.hash.slice(1));
  return { id: fragment.get('id')!, secret: fragment.get('secret')!, password };
}

/** A mail link's parameters: in its fragment (never sent to a server), or in the query of links sent before. */
export function linkParams(link: URL): URLSearchParams {
  return new URLSearchParams(link.hash.length > 1 ? link.hash.slice(1) : link.search);
}

/** The address verification mails pointed to before the /verify-email page (still answered): GET with the query. */
export function legacyVerifyPath(link: URL): string {
  const params = linkParams(link);
  return `/api/auth/verify-email?userId=${encodeURIComponent(params.get('userId') ?? '')}&secret=${encodeURIComponent(params.get('secret') ?? '')}`;
}

/** The link of the last mail sent to `to` whose link matches `pattern`. */
export function linkIn(t: TestServer, to: string, pattern: RegExp): URL {
  const mail = [...t.mailer.sent].reverse().find((m) => m.to === to && pattern.test(m.text));
  expect(mail, `a mail to ${to}`).toBeDefined();
  const match = /https?:\/\/\S+/.exec(mail!.text.split('\n').find((l) => pattern.test(l)) ?? '');
  return new URL(match![0]);
}

/** A 400 whose error is exactly `message`, with `cause: validation` and the first issue naming `path`. */
export function expectInvalid(res: Answer, message: string, path: string, label = '') {
  expect(res.status, `${label} ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body.error, label).toBe(message);
  expect(res.body.cause, label).toBe('validation');
  expect((res.body.issues as { path: string; message: string }[] | undefined)?.[0], label).toEqual({ path, message });
}

/** A character row with plain test values; `more` overrides any column. */
export const characterRow = (
  id: string,
  more: Partial<Prisma.CharacterCreateInput> = {},
): Prisma.CharacterCreateInput => ({
  id,
  name: `Char ${id}`,
  age: 25,
  gender: 'girl',
  description: 'd',
  images: 'a.jpg|b.jpg',
  backgroundImage: 'bg.jpg',
  data: {},
  ...more,
});

export const seedCharacter = (t: TestServer, id: string) => t.db.prisma.character.create({ data: characterRow(id) });
