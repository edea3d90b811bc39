import type { FastifyInstance } from 'fastify';

/** The `name=value` pairs a response sets, as a Cookie header would send them back (Max-Age=0 ones dropped). */
export function cookiesOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return list
    .filter((c) => !/Max-Age=0\b/.test(c))
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

export interface OAuthTrip {
  /** Where the provider sends the browser back (our callback with code and state). */
  callback: string;
  /** The cookies our login path set in this browser. */
  cookie: string;
}

/** The first half of an OAuth round trip as a browser plays it: our login path, then the fake's authorize page. */
export async function startOAuth(server: FastifyInstance, loginPath: string): Promise<OAuthTrip> {
  const login = await server.inject({ method: 'GET', url: loginPath });
  if (login.statusCode !== 302) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const authorize = await fetch(String(login.headers.location), { redirect: 'manual' });
  const back = authorize.headers.get('location');
  if (authorize.status !== 302 || !back)
    throw new Error(`authorize answered ${authorize.status}: ${await authorize.text()}`);
  const callback = new URL(back);
  return { callback: callback.pathname + callback.search, cookie: cookiesOf(login) };
}

/** Our callback, opened by a browser holding `cookie` (none: another browser). Answers the final Location. */
export async function finishOAuth(server: FastifyInstance, trip: OAuthTrip, cookie = trip.cookie): Promise<string> {
  return String((await openCallback(server, trip, cookie)).headers.location);
}

async function openCallback(server: FastifyInstance, trip: OAuthTrip, cookie: string) {
  const done = await server.inject({ method: 'GET', url: trip.callback, headers: cookie ? { cookie } : {} });
  if (done.statusCode !== 302) throw new Error(`callback answered ${done.statusCode}: ${done.body}`);
  return done;
}

/** Plays the browser through a whole OAuth round trip: our login path, the fake's authorize page, our callback. Answers the final Location. */
export async function followOAuth(server: FastifyInstance, loginPath: string): Promise<string> {
  return finishOAuth(server, await startOAuth(server, loginPath));
}

/** The code, landing path and error of a hand-off address (`/signin#code=...&to=...`); null for any other address. */
export function handoffOf(location: string): { code: string; to: string; error: string | null } | null {
  const url = new URL(location, 'http://x');
  if (url.pathname !== '/signin' || url.search !== '') return null;
  const fragment = new URLSearchParams(url.hash.slice(1));
  const code = fragment.get('code');
  return code ? { code, to: fragment.get('to') ?? '', error: fragment.get('error') } : null;
}

/** The web's /signin page swapping a hand-off code, from a browser holding `cookie` (none: another browser). */
export function exchangeHandoff(server: FastifyInstance, code: string, cookie = '') {
  return server.inject({
    method: 'POST',
    url: '/api/auth/signin-handoff',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ code }),
  });
}

export interface SignInOutcome {
  /** The callback's Location. */
  location: string;
  /** Where the page goes after the hand-off (`to`, with `?error=` when one rode along); the Location itself when it is no hand-off. */
  landing: string;
  /** The session token the hand-off code was swapped for; null when the callback signed nobody in. */
  token: string | null;
}

/** Our callback, then the web's /signin page exchanging the hand-off code, in the browser holding `cookie`. */
export async function finishSignIn(
  server: FastifyInstance,
  trip: OAuthTrip,
  cookie = trip.cookie,
): Promise<SignInOutcome> {
  const done = await openCallback(server, trip, cookie);
  const location = String(done.headers.location);
  const handoff = handoffOf(location);
  if (!handoff) return { location, landing: location, token: null };
  const res = await exchangeHandoff(server, handoff.code, cookiesOf(done));
  if (res.statusCode !== 200) throw new Error(`hand-off answered ${res.statusCode}: ${res.body}`);
  return {
    location,
    landing: handoff.error ? `${handoff.to}?error=${handoff.error}` : handoff.to,
    token: (res.json() as { token: string }).token,
  };
}

/** A whole sign-in as a browser plays it: our login path, the fake's authorize page, our callback, the hand-off exchange. */
export async function followSignIn(server: FastifyInstance, loginPath: string): Promise<SignInOutcome> {
  return finishSignIn(server, await startOAuth(server, loginPath));
}

/** The start path the web app gets from payments.platformSignIn (a one-use ticket instead of the token). */
export async function platformSignInPath(
  server: FastifyInstance,
  token: string,
  platform: 'patreon' | 'subscribestar',
  redirect?: 'profile',
): Promise<string> {
  const res = await server.inject({
    method: 'POST',
    url: '/trpc/payments.platformSignIn',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(redirect ? { platform, redirect } : { platform }),
  });
  if (res.statusCode !== 200) throw new Error(`platformSignIn answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { result: { data: { url: string } } }).result.data.url;
}
