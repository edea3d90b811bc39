import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ERRORS } from '@app/schema/errors';
import { describeEachDb, testConfig, type TestServer } from './harness.ts';
import { cookiesOf } from './oauth-browser.ts';
import { makePlayer, startPaymentsServer } from './payments-server.ts';
import { isRestricted, locatesBySocket, looksProxied, regionOf } from '../src/services/geo.ts';
import { appRouter } from '../src/trpc/root.ts';
import { mediaGatePlugin } from '../src/http/media-gate.ts';
import type { AppServices } from '../src/app-services.ts';
import type { RequestInfo } from '../src/request.ts';
import { refusal } from './answers.ts';

const DAY = 86_400_000;
const feedInput = encodeURIComponent(JSON.stringify({ page: 1, pageSize: 5, mode: 'all' }));

type Call = (
  ts: TestServer,
  token: string,
  headers: Record<string, string>,
  remoteAddress?: string,
) => Promise<LightMyRequestResponse>;

/** Content calls on both surfaces: reading, chatting, voting, following, tagging. */
const CALLS: Record<string, Call> = {
  'trpc character.all': (ts, token, headers, remoteAddress) =>
    ts.server.inject({
      method: 'GET',
      url: '/trpc/character.all',
      headers: { authorization: `Bearer ${token}`, ...headers },
      remoteAddress,
    }),
  'trpc feed.page': (ts, token, headers, remoteAddress) =>
    ts.server.inject({
      method: 'GET',
      url: `/trpc/feed.page?input=${feedInput}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      remoteAddress,
    }),
  'trpc message.send': (ts, token, headers, remoteAddress) =>
    ts.server.inject({
      method: 'POST',
      url: '/trpc/message.send',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ id: 'mila', message: '' }),
      remoteAddress,
    }),
  'REST /api/character/all': (ts, token, headers, remoteAddress) =>
    ts.server.inject({
      method: 'GET',
      url: '/api/character/all',
      headers: { authorization: `Bearer ${token}`, ...headers },
      remoteAddress,
    }),
  'REST /api/feed': (ts, token, headers, remoteAddress) =>
    ts.server.inject({
      method: 'GET',
      url: '/api/feed?page=1&pageSize=5',
      headers: { authorization: `Bearer ${token}`, ...headers },
      remoteAddress,
    }),
  'trpc hub.vote': (ts, token, headers, remoteAddress) =>
    ts.server.inject({
      method: 'POST',
      url: '/trpc/hub.vote',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      payload: '{"id":"no-such-post","option":0}',
      remoteAddress,
    }),
  'REST /api/character/follow/:id': (ts, token, headers, remoteAddress) =>
    ts.server.inject({
      method: 'GET',
      url: '/api/character/follow/mila',
      headers: { authorization: `Bearer ${token}`, ...headers },
      remoteAddress,
    }),
  'trpc character.setTag': (ts, token, headers, remoteAddress) =>
    ts.server.inject({
      method: 'POST',
      url: '/trpc/character.setTag',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      payload: '{"characterId":"mila","tag":"feet","value":true}',
      remoteAddress,
    }),
  'REST /api/message/game/:id': (ts, token, headers, remoteAddress) =>
    ts.server.inject({
      method: 'POST',
      url: '/api/message/game/mila',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      payload: '{"message":""}',
      remoteAddress,
    }),
};

/** The location-law refusal, read from either surface's error shape. */
function refusedForLocation(res: LightMyRequestResponse): boolean {
  // a subscription answers 200 and sends its refusal as the stream's error event
  if (res.headers['content-type'] === 'text/event-stream') {
    const error = /event: serialized-error\ndata: (.*)\n/.exec(res.body)?.[1];
    const shape = error
      ? (JSON.parse(error) as { message: string; data?: { cause?: string; httpStatus?: number } })
      : null;
    return (
      shape?.message === ERRORS['location.law'] && shape.data?.cause === 'location' && shape.data.httpStatus === 403
    );
  }
  if (res.statusCode !== 403) return false;
  const body = res.json() as { error: string | { message: string; data?: { cause?: string } }; cause?: string };
  if (typeof body.error === 'string') return body.error === ERRORS['location.law'] && body.cause === 'location';
  return body.error.message === ERRORS['location.law'] && body.error.data?.cause === 'location';
}

async function grantTier(ts: TestServer, userId: string, tier: number, days = 30) {
  await ts.db.prisma.subscription.create({
    data: {
      id: `manual-${userId}`,
      userId,
      provider: 'manual',
      externalId: userId,
      tier,
      expiresAt: new Date(ts.clock.now + days * DAY),
    },
  });
}

describeEachDb('location law', (kind) => {
  let ts: TestServer;
  let anonymous: { id: string; token: string };
  let free: { id: string; token: string };
  let paid: { id: string; token: string };
  let paidAnonymous: { id: string; token: string };
  beforeAll(async () => {
    ts = await startPaymentsServer(kind, { CCBILL_FLEX_ID: 'f', CCBILL_SALT: 's', CCBILL_CLIENT_SUBACC: '0000' });
    anonymous = await makePlayer(ts);
    free = await makePlayer(ts, { email: 'free@example.com', verified: true });
    paid = await makePlayer(ts, { email: 'paid@example.com', verified: true });
    await grantTier(ts, paid.id, 1);
    // A tier without a login (no card-checked adult behind it) does not open the gate.
    paidAnonymous = await makePlayer(ts);
    await grantTier(ts, paidAnonymous.id, 3);
  });
  afterAll(() => ts.close());

  for (const region of ['US-TX', 'GB', 'FR', 'GB-ENG']) {
    it(`in ${region}: anonymous and free players are refused with the spec's message; a logged-in tier-1 player gets in`, async () => {
      const headers = { 'x-test-region': region };
      for (const [name, call] of Object.entries(CALLS)) {
        for (const who of [anonymous, free, paidAnonymous])
          expect(refusedForLocation(await call(ts, who.token, headers)), `${name} ${who.id}`).toBe(true);
        const res = await call(ts, paid.token, headers);
        expect(refusedForLocation(res), `${name} paid`).toBe(false);
        expect(res.statusCode, `${name} paid`).not.toBe(401);
      }
      expect((await CALLS['trpc character.all']!(ts, paid.token, headers)).statusCode).toBe(200);
      expect((await CALLS['trpc feed.page']!(ts, paid.token, headers)).statusCode).toBe(200);
    });
  }

  for (const region of ['US-CA', 'DE', 'CA']) {
    it(`in ${region}: everyone gets in`, async () => {
      for (const [name, call] of Object.entries(CALLS)) {
        for (const who of [anonymous, free, paid])
          expect(refusedForLocation(await call(ts, who.token, { 'x-test-region': region })), `${name}`).toBe(false);
      }
      expect((await CALLS['trpc character.all']!(ts, anonymous.token, { 'x-test-region': region })).statusCode).toBe(
        200,
      );
    });
  }

  it('the profile tells the page a login is required in a restricted region', async () => {
    const me = await ts.server.inject({
      method: 'GET',
      url: '/api/character/get/me',
      headers: { authorization: `Bearer ${free.token}`, 'x-test-region': 'US-TX' },
    });
    expect(me.json()).toMatchObject({ requireLogin: true });
  });

  it('the gate follows the tier at once: a card sale opens it, a chargeback closes it, expiry closes it', async () => {
    const buyer = await makePlayer(ts, { email: 'tx-buyer@example.com', verified: true });
    const headers = { 'x-test-region': 'US-TX' };
    const hook = (eventType: string, fields: Record<string, string>) =>
      ts.server.inject({
        method: 'POST',
        url: `/api/ccbill/webhook?eventType=${eventType}`,
        remoteAddress: '64.38.240.3',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(fields),
      });
    const call = CALLS['trpc character.all']!;
    expect(refusedForLocation(await call(ts, buyer.token, headers))).toBe(true);
    await hook('NewSaleSuccess', {
      subscriptionId: 'loc-1',
      transactionId: 'loc-tx-1',
      billedInitialPrice: '5.00',
      userId: buyer.id,
    });
    expect(refusedForLocation(await call(ts, buyer.token, headers))).toBe(false);
    await hook('Chargeback', { subscriptionId: 'loc-1', transactionId: 'loc-tx-2' });
    expect(refusedForLocation(await call(ts, buyer.token, headers))).toBe(true);

    const later = await makePlayer(ts, { email: 'tx-later@example.com', verified: true });
    await grantTier(ts, later.id, 2, 5);
    expect(refusedForLocation(await call(ts, later.token, headers))).toBe(false);
    ts.clock.advance(6 * DAY);
    expect(refusedForLocation(await call(ts, later.token, headers))).toBe(true);
  });
});

describeEachDb('location sources', (kind) => {
  let cf: TestServer;
  let plain: TestServer;
  // Servers start in the hook (longer timeout): PGlite start-up is slow on a busy machine.
  beforeAll(async () => {
    cf = await startPaymentsServer(kind, {
      GEO_HEADERS: 'cloudflare',
      GEO_TEST_HEADER: 'false',
      TRUST_PROXY: '127.0.0.1',
    });
    plain = await startPaymentsServer(kind, { GEO_TEST_HEADER: 'false' });
  });
  afterAll(async () => {
    await cf.close();
    await plain.close();
  });

  it('trusts CDN headers only when configured and passed on by a trusted proxy; ignores the test header outside test configuration', async () => {
    const onCf = await makePlayer(cf);
    const onPlain = await makePlayer(plain);
    const call = CALLS['trpc character.all']!;
    // The CDN (a trusted peer, here loopback) forwards the visitor's address and its location headers.
    const viaCdn = (headers: Record<string, string>) => ({ 'x-forwarded-for': '198.51.100.7', ...headers });
    expect(refusedForLocation(await call(cf, onCf.token, viaCdn({ 'cf-ipcountry': 'GB' })))).toBe(true);
    expect(
      refusedForLocation(await call(cf, onCf.token, viaCdn({ 'cf-ipcountry': 'US', 'cf-region-code': 'TX' }))),
    ).toBe(true);
    expect(
      refusedForLocation(await call(cf, onCf.token, viaCdn({ 'cf-ipcountry': 'US', 'cf-region-code': 'CA' }))),
    ).toBe(false);
    expect(refusedForLocation(await call(cf, onCf.token, viaCdn({ 'x-test-region': 'GB' })))).toBe(false);
    // Not configured: a visitor's own CF headers and test header name nothing (loopback is unrestricted).
    expect(refusedForLocation(await call(plain, onPlain.token, { 'cf-ipcountry': 'GB' }))).toBe(false);
    expect(refusedForLocation(await call(plain, onPlain.token, { 'x-vercel-ip-country': 'FR' }))).toBe(false);
    expect(refusedForLocation(await call(plain, onPlain.token, { 'x-test-region': 'GB' }))).toBe(false);
    // The bundled GeoIP data decides from the source address.
    expect(refusedForLocation(await call(plain, onPlain.token, {}, '81.2.69.160'))).toBe(true); // GB
    expect(refusedForLocation(await call(plain, onPlain.token, {}, '70.112.0.1'))).toBe(true); // US-TX
    // A US address whose state the data cannot tell: the gate fails closed (some US states are restricted).
    expect(refusedForLocation(await call(plain, onPlain.token, {}, '8.8.8.8'))).toBe(true);
    expect(refusedForLocation(await call(plain, onPlain.token, {}, '10.1.2.3'))).toBe(false); // private
  });
});

describe('regionOf and isRestricted', () => {
  const req = (headers: Record<string, string>, ip = '127.0.0.1', viaTrustedProxy = false): RequestInfo => ({
    ip,
    viaTrustedProxy,
    language: 'en',
    headers,
    token: null,
  });

  it('reads Vercel headers when configured and passed on by a trusted proxy, and combines country and region', () => {
    const config = testConfig({ GEO_HEADERS: 'vercel', GEO_TEST_HEADER: 'false', TRUST_PROXY: '1' });
    expect(
      regionOf(config, req({ 'x-vercel-ip-country': 'us', 'x-vercel-ip-country-region': 'tx' }, '127.0.0.1', true)),
    ).toBe('US-TX');
    expect(regionOf(config, req({ 'x-vercel-ip-country': 'us', 'x-vercel-ip-country-region': 'tx' }))).toBeNull();
    expect(regionOf(config, req({ 'cf-ipcountry': 'GB' }, '127.0.0.1', true))).toBeNull();
  });

  it('treats loopback, private and IPv4-mapped private addresses as unrestricted', () => {
    const config = testConfig({ GEO_TEST_HEADER: 'false' });
    for (const ip of ['127.0.0.1', '::1', '10.0.0.1', '192.168.1.1', '172.16.5.4', '::ffff:10.0.0.1', 'fd00::1'])
      expect(regionOf(config, req({}, ip))).toBeNull();
    expect(regionOf(config, req({}, '::ffff:81.2.69.160'))).toMatch(/^GB/);
  });

  it('restricts a listed region or country and follows the configured list', () => {
    const config = testConfig();
    expect(isRestricted(config, 'US-TX')).toBe(true);
    expect(isRestricted(config, 'GB-SCT')).toBe(true);
    expect(isRestricted(config, 'US-CA')).toBe(false);
    // A country without its region is restricted when any of its regions is (the visitor's state is unknown).
    expect(isRestricted(config, 'US')).toBe(true);
    expect(isRestricted(config, 'CA')).toBe(false);
    expect(isRestricted(config, null)).toBe(false);
    const custom = testConfig({ RESTRICTED_REGIONS: 'DE,US-CA' });
    expect(isRestricted(custom, 'US-CA')).toBe(true);
    expect(isRestricted(custom, 'US-TX')).toBe(false);
    expect(isRestricted(custom, 'DE-BY')).toBe(true);
    expect(isRestricted(custom, 'US')).toBe(true);
    expect(isRestricted(testConfig({ RESTRICTED_REGIONS: 'GB' }), 'US')).toBe(false);
  });

  it('tells a request that came through an untrusted proxy, and a configuration that locates by socket only', () => {
    expect(looksProxied(req({ 'x-forwarded-for': '81.2.69.160' }, '10.0.0.5'))).toBe(true);
    expect(looksProxied(req({}, '10.0.0.5'))).toBe(false);
    expect(looksProxied(req({ 'x-forwarded-for': '81.2.69.160' }, '81.2.69.161'))).toBe(false);
    expect(locatesBySocket(testConfig())).toBe(true);
    expect(locatesBySocket(testConfig({ TRUST_PROXY: '1' }))).toBe(false);
    expect(locatesBySocket(testConfig({ GEO_HEADERS: 'cloudflare', TRUST_PROXY: 'loopback' }))).toBe(false);
  });

  it('warns at start-up when location comes from the socket only, and once when a proxy shows up', async () => {
    const warnings: string[] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))) };
    const app = {
      config: testConfig({ NODE_ENV: 'production', GEO_TEST_HEADER: 'false' }),
      log,
      now: () => Date.now(),
    } as unknown as AppServices;
    const plugin = mediaGatePlugin(app);
    expect(warnings.join('\n')).toMatch(/TRUST_PROXY/);
    type Hook = (req: unknown, reply: unknown, done: (error?: unknown) => void) => void;
    const hooks: Hook[] = [];
    await plugin({
      addHook: (name: string, fn: Hook) => void (name === 'onRequest' && hooks.push(fn)),
    } as never);
    const proxied = {
      url: '/trpc/feed.page',
      ip: '10.0.0.9',
      headers: { 'x-forwarded-for': '81.2.69.160' },
      query: {},
    };
    for (let i = 0; i < 3; i += 1) await new Promise((done) => hooks[0]!(proxied, {}, done));
    expect(warnings.filter((w) => /X-Forwarded-For/.test(w))).toHaveLength(1);
    const quiet: string[] = [];
    mediaGatePlugin({
      ...app,
      config: testConfig({ NODE_ENV: 'production', GEO_TEST_HEADER: 'false', TRUST_PROXY: '10.0.0.0/8' }),
      log: { warn: (m: string) => quiet.push(m) },
    } as unknown as AppServices);
    expect(quiet).toEqual([]);
  });
});

/**
 * Calls that stay open in a restricted region, each with its reason. Every other procedure must be
 * refused there: a new procedure fails the test below until it is gated (contentProcedure) or listed here.
 */
/** Every procedure of the operator's console (admin.*): staff at work (role 50+), not a player reading content. */
const CONSOLE_PROCEDURES = Object.keys(
  (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures,
).filter((path) => path.startsWith('admin.'));

const EXEMPT: Record<string, string> = {
  ...Object.fromEntries(CONSOLE_PROCEDURES.map((path) => [path, "the operator's console: staff, no player content"])),
  'user.ackWarning': "acknowledges the moderators' warning, answers no content",
  'auth.me': 'the profile: it tells the page that a login is required',
  'auth.emailSignup': 'signing up is how a visitor gets in',
  'auth.confirmSignup': 'the link of the sign-up mail: signing up is how a visitor gets in',
  'auth.emailLogin': 'logging in is how a visitor gets in',
  'auth.logout': 'account',
  'auth.verifyEmail': 'account (card payment needs a verified e-mail)',
  'auth.verifyEmailLink': 'account (card payment needs a verified e-mail)',
  'auth.resendVerification': 'account',
  'auth.sendPasswordReset': 'account',
  'auth.passwordReset': 'account',
  'user.setTosConsent': 'consent only, answers a token',
  'user.setTag': 'preferences only, answers tags and a token',
  'user.setTags': 'preferences only, answers tags and a token',
  'user.restart': "deletes the player's own progress, answers no content",
  'user.restartCharacter': "deletes the player's own progress with one character, answers no content",
  'user.deleteAccount': 'erasing the account is a right everywhere, answers no content',
  'report.create': 'reporting is open to everyone, answers an id',
  'report.mine': "the player's own reports and their status, no content",
  'character.stats': 'three counts for the landing page, no content',
  'translation.all': "interface strings, needed to show the location notice in the player's language",
  'translation.add': 'translator tooling (role 10+), answers a count',
  'payments.cardPaymentUrl': 'paying is how a player gets in',
  'payments.platformSignIn': 'signing in through a platform is how a player gets in',
  'payments.connectPatreon': 'signing in through a platform is how a player gets in',
  'payments.syncSubscribeStar': 'synchronising the tier is how a subscriber gets in',
  'site.config': 'operator details, prices and payment methods',
};

describeEachDb('location law covers every procedure', (kind) => {
  let ts: TestServer;
  let free: { id: string; token: string };
  beforeAll(async () => {
    ts = await startPaymentsServer(kind);
    free = await makePlayer(ts, { email: 'every@example.com', verified: true });
  });
  afterAll(() => ts.close());

  const procedures = Object.entries(
    (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures,
  );

  it('lists only procedures that exist', () => {
    const paths = new Set(procedures.map(([path]) => path));
    expect(Object.keys(EXEMPT).filter((p) => !paths.has(p))).toEqual([]);
  });

  it('refuses every procedure that is not exempt to a free player in a restricted region, before reading its input', async () => {
    const open: string[] = [];
    for (const [path, procedure] of procedures) {
      if (EXEMPT[path]) continue;
      const headers = {
        authorization: `Bearer ${free.token}`,
        'x-test-region': 'US-TX',
        'content-type': 'application/json',
      };
      const res =
        procedure._def.type !== 'mutation'
          ? await ts.server.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent('{}')}`, headers })
          : await ts.server.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: '{}' });
      if (!refusedForLocation(res)) open.push(`${path} (${res.statusCode})`);
    }
    expect(open).toEqual([]);
    expect(procedures.length - Object.keys(EXEMPT).length).toBeGreaterThanOrEqual(14);
  });
});

describeEachDb('location law for media (/public/)', (kind) => {
  let ts: TestServer;
  const TX = { 'x-test-region': 'US-TX' };
  beforeAll(async () => {
    const media = mkdtempSync(join(tmpdir(), 'media-'));
    writeFileSync(join(media, 'mila.jpg'), 'not really a jpeg');
    ts = await startPaymentsServer(kind, {}, { mediaDirs: [media] });
  });
  afterAll(() => ts.close());

  const image = (headers: Record<string, string>) =>
    ts.server.inject({ method: 'GET', url: '/public/mila.jpg', headers });
  const apiCall = (token: string) =>
    ts.server.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${token}`, ...TX } });

  it('serves media to anyone outside restricted regions', async () => {
    const res = await image({ 'x-test-region': 'DE' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('not really a jpeg');
  });

  it('in a restricted region, media need the pass a paid, signed-in player gets on an API call; others get the notice', async () => {
    const refused = await image(TX);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('location.law', 'location'));
    expect(refused.headers['cache-control']).toBe('no-store');

    const free = await makePlayer(ts, { email: 'media-free@example.com', verified: true });
    expect(cookiesOf(await apiCall(free.token))).not.toMatch(/media_pass/);

    const paid = await makePlayer(ts, { email: 'media-paid@example.com', verified: true });
    await grantTier(ts, paid.id, 1);
    const me = await apiCall(paid.token);
    expect(String(me.headers['set-cookie'])).toMatch(/media_pass=[^;]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax/);
    const pass = cookiesOf(me);
    const ok = await image({ ...TX, cookie: pass });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, max-age=1800');
    // A forged pass (its expiry pushed a day further) or an expired one opens nothing.
    const forged = pass.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 86_400_000}.`);
    expect(forged).not.toBe(pass);
    expect((await image({ ...TX, cookie: forged })).statusCode).toBe(403);
    ts.clock.advance(31 * 60_000);
    expect((await image({ ...TX, cookie: pass })).statusCode).toBe(403);
  });

  it('a player who loses the tier (a chargeback) loses the pass when it is next renewed, within 30 minutes', async () => {
    const p = await makePlayer(ts, { email: 'media-lapse@example.com', verified: true });
    await grantTier(ts, p.id, 2);
    const pass = cookiesOf(await apiCall(p.token));
    expect((await image({ ...TX, cookie: pass })).statusCode).toBe(200);
    await ts.db.prisma.subscription.updateMany({ where: { userId: p.id }, data: { status: 'revoked' } });
    ts.clock.advance(16 * 60_000);
    const after = await ts.server.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { authorization: `Bearer ${p.token}`, cookie: pass, ...TX },
    });
    expect(String(after.headers['set-cookie'])).toMatch(/media_pass=; Path=\/; Max-Age=0/);
  });
});
