import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@app/schema';
import { describeEachDb, testConfig, type TestServer } from './harness.ts';
import { makePlayer, startPaymentsServer } from './fake-providers.ts';
import { isRestricted, regionOf } from '../src/services/geo.ts';
import type { RequestInfo } from '../src/trpc/context.ts';

const DAY = 86_400_000;
const feedInput = encodeURIComponent(JSON.stringify({ page: 1, pageSize: 5, mode: 'all' }));

type Call = (ts: TestServer, token: string, headers: Record<string, string>, remoteAddress?: string) => Promise<LightMyRequestResponse>;

/** The three content calls of the brief, on both surfaces. */
const CALLS: Record<string, Call> = {
  'trpc character.all': (ts, token, headers, remoteAddress) => ts.server.inject({ method: 'GET', url: '/trpc/character.all', headers: { authorization: `Bearer ${token}`, ...headers }, remoteAddress }),
  'trpc feed.page': (ts, token, headers, remoteAddress) => ts.server.inject({ method: 'GET', url: `/trpc/feed.page?input=${feedInput}`, headers: { authorization: `Bearer ${token}`, ...headers }, remoteAddress }),
  'trpc message.send': (ts, token, headers, remoteAddress) =>
    ts.server.inject({ method: 'POST', url: '/trpc/message.send', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ id: 'mila', message: '' }), remoteAddress }),
  'REST /api/character/all': (ts, token, headers, remoteAddress) => ts.server.inject({ method: 'GET', url: '/api/character/all', headers: { authorization: `Bearer ${token}`, ...headers }, remoteAddress }),
  'REST /api/feed': (ts, token, headers, remoteAddress) => ts.server.inject({ method: 'GET', url: '/api/feed?page=1&pageSize=5', headers: { authorization: `Bearer ${token}`, ...headers }, remoteAddress }),
  'REST /api/message/game/:id': (ts, token, headers, remoteAddress) =>
    ts.server.inject({ method: 'POST', url: '/api/message/game/mila', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers }, payload: '{"message":""}', remoteAddress }),
};

/** The location-law refusal, read from either surface's error shape. */
function refusedForLocation(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 403) return false;
  const body = res.json() as { error: string | { message: string; data?: { cause?: string } }; cause?: string };
  if (typeof body.error === 'string') return body.error === MESSAGES.locationLaw && body.cause === 'location';
  return body.error.message === MESSAGES.locationLaw && body.error.data?.cause === 'location';
}

async function grantTier(ts: TestServer, userId: string, tier: number, days = 30) {
  await ts.db.prisma.subscription.create({ data: { id: `manual-${userId}`, userId, provider: 'manual', externalId: userId, tier, expiresAt: new Date(ts.clock.now + days * DAY) } });
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
        for (const who of [anonymous, free, paidAnonymous]) expect(refusedForLocation(await call(ts, who.token, headers)), `${name} ${who.id}`).toBe(true);
        const res = await call(ts, paid.token, headers);
        expect(refusedForLocation(res), `${name} paid`).toBe(false);
        expect(res.statusCode, `${name} paid`).not.toBe(401);
      }
      expect((await CALLS['trpc character.all']!(ts, paid.token, headers)).statusCode).toBe(200);
      expect((await CALLS['trpc feed.page']!(ts, paid.token, headers)).statusCode).toBe(200);
    });
  }

  for (const region of ['US-CA', 'DE', 'US']) {
    it(`in ${region}: everyone gets in`, async () => {
      for (const [name, call] of Object.entries(CALLS)) {
        for (const who of [anonymous, free, paid]) expect(refusedForLocation(await call(ts, who.token, { 'x-test-region': region })), `${name}`).toBe(false);
      }
      expect((await CALLS['trpc character.all']!(ts, anonymous.token, { 'x-test-region': region })).statusCode).toBe(200);
    });
  }

  it('the profile tells the page a login is required in a restricted region', async () => {
    const me = await ts.server.inject({ method: 'GET', url: '/api/character/get/me', headers: { authorization: `Bearer ${free.token}`, 'x-test-region': 'US-TX' } });
    expect(me.json()).toMatchObject({ requireLogin: true });
  });

  it('the gate follows the tier at once: a card sale opens it, a chargeback closes it, expiry closes it', async () => {
    const buyer = await makePlayer(ts, { email: 'tx-buyer@example.com', verified: true });
    const headers = { 'x-test-region': 'US-TX' };
    const hook = (eventType: string, fields: Record<string, string>) =>
      ts.server.inject({ method: 'POST', url: `/api/ccbill/webhook?eventType=${eventType}`, remoteAddress: '64.38.240.3', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(fields) });
    const call = CALLS['trpc character.all']!;
    expect(refusedForLocation(await call(ts, buyer.token, headers))).toBe(true);
    await hook('NewSaleSuccess', { subscriptionId: 'loc-1', transactionId: 'loc-tx-1', billedInitialPrice: '5.00', userId: buyer.id });
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
    cf = await startPaymentsServer(kind, { GEO_HEADERS: 'cloudflare', GEO_TEST_HEADER: 'false' });
    plain = await startPaymentsServer(kind, { GEO_TEST_HEADER: 'false' });
  });
  afterAll(async () => {
    await cf.close();
    await plain.close();
  });

  it('trusts CDN headers only when configured; ignores the test header outside test configuration', async () => {
    const onCf = await makePlayer(cf);
    const onPlain = await makePlayer(plain);
    const call = CALLS['trpc character.all']!;
    expect(refusedForLocation(await call(cf, onCf.token, { 'cf-ipcountry': 'GB' }))).toBe(true);
    expect(refusedForLocation(await call(cf, onCf.token, { 'cf-ipcountry': 'US', 'cf-region-code': 'TX' }))).toBe(true);
    expect(refusedForLocation(await call(cf, onCf.token, { 'cf-ipcountry': 'US', 'cf-region-code': 'CA' }))).toBe(false);
    expect(refusedForLocation(await call(cf, onCf.token, { 'x-test-region': 'GB' }))).toBe(false);
    // Not configured: a visitor's own CF headers and test header name nothing (loopback is unrestricted).
    expect(refusedForLocation(await call(plain, onPlain.token, { 'cf-ipcountry': 'GB' }))).toBe(false);
    expect(refusedForLocation(await call(plain, onPlain.token, { 'x-vercel-ip-country': 'FR' }))).toBe(false);
    expect(refusedForLocation(await call(plain, onPlain.token, { 'x-test-region': 'GB' }))).toBe(false);
    // The bundled GeoIP data decides from the source address.
    expect(refusedForLocation(await call(plain, onPlain.token, {}, '81.2.69.160'))).toBe(true); // GB
    expect(refusedForLocation(await call(plain, onPlain.token, {}, '70.112.0.1'))).toBe(true); // US-TX
    expect(refusedForLocation(await call(plain, onPlain.token, {}, '8.8.8.8'))).toBe(false); // US, no region
    expect(refusedForLocation(await call(plain, onPlain.token, {}, '10.1.2.3'))).toBe(false); // private
  });
});

describe('regionOf and isRestricted', () => {
  const req = (headers: Record<string, string>, ip = '127.0.0.1'): RequestInfo => ({ ip, language: 'en', headers, token: null });

  it('reads Vercel headers when configured and combines country and region', () => {
    const config = testConfig({ GEO_HEADERS: 'vercel', GEO_TEST_HEADER: 'false' });
    expect(regionOf(config, req({ 'x-vercel-ip-country': 'us', 'x-vercel-ip-country-region': 'tx' }))).toBe('US-TX');
    expect(regionOf(config, req({ 'cf-ipcountry': 'GB' }))).toBeNull();
  });

  it('treats loopback, private and IPv4-mapped private addresses as unrestricted', () => {
    const config = testConfig({ GEO_TEST_HEADER: 'false' });
    for (const ip of ['127.0.0.1', '::1', '10.0.0.1', '192.168.1.1', '172.16.5.4', '::ffff:10.0.0.1', 'fd00::1']) expect(regionOf(config, req({}, ip))).toBeNull();
    expect(regionOf(config, req({}, '::ffff:81.2.69.160'))).toMatch(/^GB/);
  });

  it('restricts a listed region or country and follows the configured list', () => {
    const config = testConfig();
    expect(isRestricted(config, 'US-TX')).toBe(true);
    expect(isRestricted(config, 'GB-SCT')).toBe(true);
    expect(isRestricted(config, 'US-CA')).toBe(false);
    expect(isRestricted(config, 'US')).toBe(false);
    expect(isRestricted(config, null)).toBe(false);
    const custom = testConfig({ RESTRICTED_REGIONS: 'DE,US-CA' });
    expect(isRestricted(custom, 'US-CA')).toBe(true);
    expect(isRestricted(custom, 'US-TX')).toBe(false);
    expect(isRestricted(custom, 'DE-BY')).toBe(true);
  });
});
