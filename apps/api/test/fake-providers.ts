import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { freshDatabase, memoryMailer, testConfig, type DbKind, type TestServer } from './harness.ts';
import type { Config } from '../src/config.ts';
import { buildApp } from '../src/build-app.ts';
import { buildServer } from '../src/server.ts';
import { issueToken } from '../src/services/accounts/issue-token.ts';
import { paymentsPlugin } from '../src/payments/plugin.ts';
import { mediaGatePlugin } from '../src/http/media-gate.ts';

/** startTestServer with the payments and media-gate plugins registered as main.ts does (the plugins need the built app). */
export async function startPaymentsServer(
  kind: DbKind,
  config: Partial<Record<keyof Config, string>> = {},
  opts: { mediaDirs?: string[] } = {},
): Promise<TestServer> {
  const db = await freshDatabase(kind);
  const mailer = memoryMailer();
  const clock = {
    now: Date.parse('2026-06-01T12:00:00Z'),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const built = await buildApp({
    config: testConfig(config),
    db,
    mailer,
    now: () => clock.now,
    log: pino({ level: 'silent' }),
  });
  const server = await buildServer({
    app: built.app,
    plugins: [paymentsPlugin(built.app), mediaGatePlugin(built.app)],
    ...(opts.mediaDirs ? { mediaDirs: opts.mediaDirs } : {}),
  });
  await server.ready();
  return {
    server,
    built,
    db,
    mailer,
    clock,
    async close() {
      await server.close();
      await built.close();
      await db.close();
    },
  };
}

/** One request a fake provider received, for assertions. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  json: unknown;
  authorization: string | undefined;
}

type Handler = (req: SeenRequest, res: ServerResponse) => void;

async function listen(handle: Handler): Promise<{ server: Server; url: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const r: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(text),
        json,
        authorization: req.headers.authorization,
      };
      seen.push(r);
      handle(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location });
  res.end();
};

/** The OAuth part both platforms share: authorize issues a code for `authorizeAs`, token swaps it. */
class FakeOAuth<U extends { id: string }> {
  authorizeAs: U | null = null;
  readonly users = new Map<string, U>();
  private readonly codes = new Map<string, { userId: string; redirectUri: string }>();
  private readonly access = new Map<string, string>();
  private readonly refresh = new Map<string, string>();
  refreshGrants = 0;

  readonly clientId: string;
  readonly clientSecret: string;

  constructor(clientId: string, clientSecret: string) {
    this.clientId = clientId;
    this.clientSecret = clientSecret;
  }

  authorize(req: SeenRequest, res: ServerResponse) {
    const user = this.authorizeAs;
    const redirectUri = req.query.get('redirect_uri') ?? '';
    if (!user || req.query.get('client_id') !== this.clientId || req.query.get('response_type') !== 'code')
      return send(res, 400, { error: 'invalid_request' });
    this.users.set(user.id, user);
    const code = randomBytes(8).toString('hex');
    this.codes.set(code, { userId: user.id, redirectUri });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', req.query.get('state') ?? '');
    return redirect(res, back.toString());
  }

  token(req: SeenRequest, res: ServerResponse) {
    const f = req.form;
    if (f.get('client_id') !== this.clientId || f.get('client_secret') !== this.clientSecret)
      return send(res, 401, { error: 'invalid_client' });
    let userId: string | undefined;
    if (f.get('grant_type') === 'authorization_code') {
      const grant = this.codes.get(f.get('code') ?? '');
      if (!grant || grant.redirectUri !== f.get('redirect_uri')) return send(res, 400, { error: 'invalid_grant' });
      this.codes.delete(f.get('code') ?? '');
      userId = grant.userId;
    } else if (f.get('grant_type') === 'refresh_token') {
      userId = this.refresh.get(f.get('refresh_token') ?? '');
      if (!userId) return send(res, 400, { error: 'invalid_grant' });
      this.refreshGrants += 1;
    } else return send(res, 400, { error: 'unsupported_grant_type' });
    const accessToken = `at-${randomBytes(8).toString('hex')}`;
    const refreshToken = `rt-${randomBytes(8).toString('hex')}`;
    this.access.set(accessToken, userId);
    this.refresh.set(refreshToken, userId);
    return send(res, 200, {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: 3600,
      scope: 'x',
      token_type: 'Bearer',
    });
  }

  /** The user behind a bearer token, or null (the caller answers 401). */
  bearer(req: SeenRequest): U | null {
    const token = /^Bearer (.+)$/.exec(req.authorization ?? '')?.[1];
    const id = token ? this.access.get(token) : undefined;
    return id ? (this.users.get(id) ?? null) : null;
  }

  /** Every access token stops working (as after their lifetime); refresh tokens still work. */
  revokeAccessTokens() {
    this.access.clear();
  }

  /** Every access token was ever issued, to check none is stored in clear. */
  issuedAccessTokens(): string[] {
    return [...this.access.keys()];
  }
}

export interface PatreonMember {
  patron_status: 'active_patron' | 'declined_patron' | 'former_patron' | null;
  currently_entitled_amount_cents: number;
  next_charge_date: string | null;
  pledge_relationship_start?: string | null;
}
export interface PatreonUser {
  id: string;
  email: string;
  member: PatreonMember | null;
}

export interface FakePatreon {
  url: string;
  oauth: FakeOAuth<PatreonUser>;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Patreon on loopback: authorize, token and the v2 identity endpoint (JSON:API). */
export async function startFakePatreon(
  clientId = 'patreon-client',
  clientSecret = 'patreon-secret',
): Promise<FakePatreon> {
  const oauth = new FakeOAuth<PatreonUser>(clientId, clientSecret);
  const { server, url, seen } = await listen((req, res) => {
    if (req.path === '/oauth2/authorize') return oauth.authorize(req, res);
    if (req.path === '/api/oauth2/token' && req.method === 'POST') return oauth.token(req, res);
    if (req.path === '/api/oauth2/v2/identity') {
      const user = oauth.bearer(req);
      if (!user) return send(res, 401, { errors: [{ status: '401' }] });
      if (req.query.get('include') !== 'memberships' || !req.query.get('fields[member]')?.includes('patron_status'))
        return send(res, 400, { errors: [{ status: '400' }] });
      return send(res, 200, {
        data: {
          id: user.id,
          type: 'user',
          attributes: { email: user.email, full_name: 'Fan' },
          relationships: { memberships: { data: user.member ? [{ id: `m-${user.id}`, type: 'member' }] : [] } },
        },
        included: user.member ? [{ id: `m-${user.id}`, type: 'member', attributes: user.member }] : [],
      });
    }
    return send(res, 404, { error: 'not found' });
  });
  return { url, oauth, seen, close: () => new Promise((r) => server.close(() => r())) };
}

export interface StarSubscription {
  active: boolean;
  tier_id: string;
  price: number;
  paid_until: string | null;
}
export interface StarUser {
  id: string;
  email: string;
  name: string;
  subscription: StarSubscription | null;
}

export interface FakeSubscribeStar {
  url: string;
  oauth: FakeOAuth<StarUser>;
  seen: SeenRequest[];
  /** The next GraphQL calls answer this status (provider trouble). */
  failGraphql: number | null;
  close(): Promise<void>;
}

/** SubscribeStar on loopback: authorize, token (code and refresh grants) and the GraphQL API. */
export async function startFakeSubscribeStar(
  clientId = 'star-client',
  clientSecret = 'star-secret',
): Promise<FakeSubscribeStar> {
  const oauth = new FakeOAuth<StarUser>(clientId, clientSecret);
  const fake: FakeSubscribeStar = { url: '', oauth, seen: [], failGraphql: null, close: async () => {} };
  const { server, url, seen } = await listen((req, res) => {
    if (req.path === '/oauth2/authorize') return oauth.authorize(req, res);
    if (req.path === '/oauth2/token' && req.method === 'POST') return oauth.token(req, res);
    if (req.path === '/api/graphql/v1' && req.method === 'POST') {
      if (fake.failGraphql) return send(res, fake.failGraphql, { errors: [{ message: 'down' }] });
      const user = oauth.bearer(req);
      if (!user) return send(res, 401, { errors: [{ message: 'unauthorized' }] });
      const query = (req.json as { query?: string } | null)?.query ?? '';
      if (!query.includes('subscriber') || !query.includes('user'))
        return send(res, 200, { errors: [{ message: 'bad query' }] });
      return send(res, 200, {
        data: {
          user: { id: user.id, email: user.email, name: user.name },
          subscriber: { subscription: user.subscription },
        },
      });
    }
    return send(res, 404, { error: 'not found' });
  });
  Object.assign(fake, { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) });
  return fake;
}

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
  const done = await server.inject({ method: 'GET', url: trip.callback, headers: cookie ? { cookie } : {} });
  if (done.statusCode !== 302) throw new Error(`callback answered ${done.statusCode}: ${done.body}`);
  return String(done.headers.location);
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
  const done = await server.inject({ method: 'GET', url: trip.callback, headers: cookie ? { cookie } : {} });
  if (done.statusCode !== 302) throw new Error(`callback answered ${done.statusCode}: ${done.body}`);
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

export interface FakeCardForm {
  /** The FlexForms base URL to configure as CCBILL_FORM_URL. */
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** The card provider's payment form on loopback: 200 when the recurring digest matches the salt, 400 otherwise. */
export async function startFakeCardForm(flexId: string, salt: string): Promise<FakeCardForm> {
  const { server, url, seen } = await listen((req, res) => {
    if (req.path !== `/flexforms/${flexId}`) return send(res, 404, { error: 'unknown form' });
    const q = req.query;
    const fields = [
      'initialPrice',
      'initialPeriod',
      'recurringPrice',
      'recurringPeriod',
      'numRebills',
      'currencyCode',
    ].map((k) => q.get(k) ?? '');
    const digest = createHash('md5')
      .update(fields.join('') + salt)
      .digest('hex');
    if (q.get('formDigest') !== digest) return send(res, 400, { error: 'digest mismatch' });
    return send(res, 200, { form: 'payment', userId: q.get('userId'), price: q.get('initialPrice') });
  });
  return { url: `${url}/flexforms`, seen, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * A POST over a real loopback socket, sent from `localAddress` (another 127.x address stands for
 * another host: the server sees it as the source address, as it would a provider's).
 */
export function postFrom(
  url: string,
  body: string,
  headers: Record<string, string>,
  localAddress = '127.0.0.1',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-length': String(Buffer.byteLength(body)), ...headers }, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const hmacMd5 = (secret: string, body: string) => createHmac('md5', secret).update(body).digest('hex');

export interface PlayerSeed {
  email?: string | null;
  verified?: boolean;
  loggedIn?: boolean;
  patreonId?: string;
  subscribeStarId?: string;
}

/** A player row written directly, with a token signed from the database like every answer's. */
export async function makePlayer(ts: TestServer, seed: PlayerSeed = {}): Promise<{ id: string; token: string }> {
  const id = `p${randomBytes(6).toString('hex')}`;
  await ts.db.prisma.user.create({
    data: {
      id,
      email: seed.email ?? null,
      emailVerified: seed.verified ?? false,
      passwordHash: seed.loggedIn || seed.email ? 'not-a-real-hash' : null,
      patreonId: seed.patreonId ?? null,
      subscribeStarId: seed.subscribeStarId ?? null,
      tosConsent: true,
    },
  });
  return { id, token: await issueToken(ts.built.app, id) };
}

/** The player's live tier as every permission check reads it (from the database, never the token). */
export async function liveTierOf(ts: TestServer, token: string): Promise<number> {
  const res = await ts.server.inject({
    method: 'GET',
    url: '/api/character/get/me',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`me answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { tier: number }).tier;
}
