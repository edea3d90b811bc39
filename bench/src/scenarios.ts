import { signUpAndConfirm } from './signup.ts';

/** A measured call: how to prepare players for it and what each request sends. */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: (ctx: BenchContext, i: number) => string;
  body?: (ctx: BenchContext, i: number) => unknown;
  /** Requests use the players' tokens in turn (many players, not one). */
  auth: boolean;
  /** Seconds the API plays the call before the measured rounds (BENCH_FILL overrides): games grow to a long game's size. */
  fillSeconds?: number;
}

export interface BenchContext {
  tokens: string[];
  characterId: string;
  emails: string[];
}

export const PASSWORD = 'BenchPass123';

/** What the `n`th request of a scenario sends: the next player's token, the scenario's path and body. */
export function requestOf(s: Scenario, ctx: BenchContext, n: number) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (s.auth) headers.authorization = `Bearer ${ctx.tokens[n % ctx.tokens.length]}`;
  return { method: s.method, path: s.path(ctx, n), headers, body: s.body ? JSON.stringify(s.body(ctx, n)) : undefined };
}

/** The API's answer to a scenario's first request, keyed `METHOD /path` so the bare server can answer the same bytes. */
export async function recordAnswer(
  url: string,
  s: Scenario,
  ctx: BenchContext,
): Promise<{ key: string; status: number; body: Buffer }> {
  const { path, ...init } = requestOf(s, ctx, 0);
  const res = await fetch(url + path, init);
  return {
    key: `${s.method} ${path.split('?')[0]}`,
    status: res.status,
    body: Buffer.from(await res.arrayBuffer()),
  };
}

const ALL: Scenario[] = [
  { name: 'character list', method: 'GET', path: () => '/api/character/all', auth: true },
  { name: 'feed page', method: 'GET', path: () => '/api/feed?page=1&pageSize=20', auth: true },
  { name: 'hub list', method: 'GET', path: () => '/api/hubPost/all', auth: true },
  {
    name: 'chat turn',
    method: 'POST',
    path: (ctx) => `/api/message/game/${ctx.characterId}`,
    body: () => ({ message: 'You look lovely tonight, how was your day?', gameType: 'chat' }),
    auth: true,
    fillSeconds: 40,
  },
  {
    name: 'login',
    method: 'POST',
    path: () => '/api/auth/emailLogin',
    body: (ctx, i) => ({ email: ctx.emails[i % ctx.emails.length], password: PASSWORD }),
    auth: false,
  },
];

/** BENCH_ONLY=name,name limits a run to some calls. */
export const scenarios: Scenario[] = process.env.BENCH_ONLY
  ? ALL.filter((s) => process.env.BENCH_ONLY!.split(',').includes(s.name))
  : ALL;

/** Not compared with the bare server: what Fastify with the API's hooks (helmet, metrics, request id) costs with no work at all. */
export const floorScenario: Scenario = { name: 'healthz', method: 'GET', path: () => '/healthz', auth: false };

/** Creates `count` players with e-mail accounts and returns their tokens. */
export async function preparePlayers(url: string, count: number): Promise<BenchContext> {
  const tokens: string[] = [];
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const me = (await (await fetch(`${url}/api/character/get/me`)).json()) as { token: string };
    const email = `bench${i}-${Date.now()}@example.com`;
    tokens.push(await signUpAndConfirm(url, email, PASSWORD, me.token));
    emails.push(email);
  }
  const characters = (await (
    await fetch(`${url}/api/character/all`, { headers: { authorization: `Bearer ${tokens[0]}` } })
  ).json()) as { _id: string; locked: boolean }[];
  const open = Array.isArray(characters) ? characters.find((c) => !c.locked) : undefined;
  return { tokens, emails, characterId: open?._id ?? 'unknown' };
}
