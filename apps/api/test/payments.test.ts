import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, testConfig, type TestServer } from './harness.ts';
import { hmacMd5, liveTierOf, makePlayer, startPaymentsServer } from './fake-providers.ts';
import { parseProviderDate, priceText, tierForCents } from '../src/payments/tiers.ts';
import { TokenBox, signatureValid } from '../src/payments/secrets.ts';
import { allowList } from '../src/payments/request-auth.ts';
import { parseSubscriberState } from '../src/payments/subscribestar-query.ts';
import { cardEventId, cardFields } from '../src/payments/card.ts';
import { liveTier } from '../src/services/players.ts';

describe('tier model', () => {
  const config = testConfig();

  it('maps an amount to the highest tier its price covers', () => {
    expect([0, 499, 500, 799, 800, 1000, 1399, 1400, 5000].map((c) => tierForCents(config, c))).toEqual([0, 0, 1, 1, 2, 2, 2, 3, 3]);
    expect(tierForCents(config, null)).toBe(0);
    expect(tierForCents(testConfig({ PRICES_USD: '3,6,9.5' }), 950)).toBe(3);
    expect([1, 2, 3, 4].map((t) => priceText(config, t))).toEqual(['5.00', '8.00', '14.00', null]);
  });

  it('the live tier is the highest unexpired, unrevoked subscription', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const at = (d: number) => new Date(now + d * 86_400_000);
    expect(liveTier([{ tier: 1, expiresAt: at(5), status: 'active' }, { tier: 3, expiresAt: at(-1), status: 'active' }, { tier: 2, expiresAt: at(3), status: 'cancelled' }], now)).toBe(2);
    expect(liveTier([{ tier: 3, expiresAt: at(5), status: 'revoked' }], now)).toBe(0);
    expect(liveTier([{ tier: 2, expiresAt: new Date(now), status: 'active' }], now)).toBe(0);
  });

  it('reads provider dates in their usual shapes', () => {
    expect(parseProviderDate('2026-07-01')?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(parseProviderDate('2026-07-01 10:20:30')?.toISOString()).toBe('2026-07-01T10:20:30.000Z');
    expect(parseProviderDate('2026-07-01T00:00:00.000+02:00')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(parseProviderDate('soon')).toBeNull();
    expect(parseProviderDate(undefined)).toBeNull();
  });
});

describe('webhook authenticity and secrets', () => {
  it('accepts only the hex HMAC-MD5 of the exact raw body', () => {
    const body = Buffer.from('{"a":1}');
    expect(signatureValid('s3cret', body, hmacMd5('s3cret', '{"a":1}'))).toBe(true);
    expect(signatureValid('s3cret', body, hmacMd5('s3cret', '{"a": 1}'))).toBe(false);
    expect(signatureValid('s3cret', body, hmacMd5('other', '{"a":1}'))).toBe(false);
    expect(signatureValid(undefined, body, hmacMd5('s3cret', '{"a":1}'))).toBe(false);
    expect(signatureValid('s3cret', body, 'zz')).toBe(false);
  });

  it('matches CIDR ranges, single addresses and IPv4-mapped addresses', () => {
    const allowed = allowList(['64.38.212.0/24', '203.0.113.7', 'not-an-ip']);
    expect(['64.38.212.0', '64.38.212.255', '::ffff:64.38.212.9', '203.0.113.7'].every(allowed)).toBe(true);
    expect(['64.38.213.1', '203.0.113.8', '127.0.0.1', ''].some(allowed)).toBe(false);
  });

  it('seals provider tokens: readable with the key only, tampering detected', () => {
    const box = new TokenBox('a'.repeat(40));
    const sealed = box.seal('access-token-123');
    expect(sealed).not.toContain('access-token-123');
    expect(box.open(sealed)).toBe('access-token-123');
    expect(new TokenBox('b'.repeat(40)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('forged').toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
  });
});

describe('provider payloads', () => {
  it('reads the SubscribeStar answer tolerantly', () => {
    const full = { data: { user: { id: 42, email: 'a@b.c', name: 'A' }, subscriber: { subscription: { active: true, tier_id: 7, price: 800, paid_until: '2026-07-01' } } } };
    expect(parseSubscriberState(full)).toEqual({ subscribeStarId: '42', email: 'a@b.c', active: true, tierId: '7', priceCents: 800, paidUntil: '2026-07-01' });
    expect(parseSubscriberState({ data: { user: { id: '1' }, subscriber: null } })).toMatchObject({ active: false, priceCents: null });
    expect(parseSubscriberState({ data: { user: { id: '1' }, subscriber: { subscriptions: [{ active: false }, { active: true, price: '14.00' }] } } })).toMatchObject({ active: true, priceCents: 1400 });
    expect(parseSubscriberState({ errors: [{ message: 'no' }] })).toBeNull();
  });

  it('reads card webhook bodies and keys them for de-duplication', () => {
    expect(cardFields(Buffer.from('subscriptionId=1&X-userId=u'), 'application/x-www-form-urlencoded')).toEqual({ subscriptionId: '1', 'X-userId': 'u' });
    expect(cardFields(Buffer.from('{"subscriptionId":1,"nested":{"a":1}}'), 'application/json')).toEqual({ subscriptionId: '1' });
    expect(cardFields(Buffer.from('[1]'), 'application/json')).toBeNull();
    expect(cardEventId('Cancellation', { subscriptionId: 's', timestamp: 't' })).toBe('s:Cancellation:t');
    expect(cardEventId('RenewalSuccess', { transactionId: 'x', subscriptionId: 's' })).toBe('tx:x');
    expect(cardEventId('Cancellation', { subscriptionId: 's' })).toBeNull();
  });
});

describeEachDb('payments wiring', (kind) => {
  let bare: TestServer;
  let card: TestServer;
  beforeAll(async () => {
    bare = await startPaymentsServer(kind);
    card = await startPaymentsServer(kind, { CCBILL_FLEX_ID: 'f', CCBILL_SALT: 's', CCBILL_CLIENT_SUBACC: '0000' });
  });
  afterAll(async () => {
    await bare.close();
    await card.close();
  });

  it('answers 503 for platform sign-in that is not configured, and lists what is available', async () => {
    const ts = bare;
    for (const url of ['/api/patreon/login?state=null', '/api/subscribestar/login?state=null']) {
      const res = await ts.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().error).toMatch(/not configured/);
    }
    const links = await ts.server.inject({ method: 'GET', url: '/api/payments/links' });
    expect(links.json()).toEqual({
      cardAvailable: false, patreonAvailable: false, subscribeStarAvailable: false,
      cardUnsubscribeUrl: 'https://support.ccbill.com', subscribeStarUnsubscribeUrl: 'https://www.subscribestar.com/subscriptions',
    });
    // A callback without a code (the player declined) goes back to the profile.
    const declined = await ts.server.inject({ method: 'GET', url: '/api/subscribestar?error=access_denied&state=null' });
    expect(declined.statusCode).toBe(302);
    expect(declined.headers.location).toMatch(/^\/app\/profile\/me\?error=/);
  });

  it('two deliveries of one card event at the same moment apply once', async () => {
    const ts = card;
    const p = await makePlayer(ts, { email: 'race@example.com', verified: true });
    const send = (eventType: string, fields: Record<string, string>) =>
      ts.server.inject({ method: 'POST', url: `/api/ccbill/webhook?eventType=${eventType}`, remoteAddress: '64.38.241.1', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(fields) });
    await send('NewSaleSuccess', { subscriptionId: 'race', transactionId: 'race-0', billedInitialPrice: '8.00', userId: p.id });
    const before = await ts.db.prisma.subscription.findFirstOrThrow({ where: { externalId: 'race' } });
    const renewal = { subscriptionId: 'race', transactionId: 'race-1' };
    const answers = await Promise.all([send('RenewalSuccess', renewal), send('RenewalSuccess', renewal), send('RenewalSuccess', renewal)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().status).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    const after = await ts.db.prisma.subscription.findFirstOrThrow({ where: { externalId: 'race' } });
    expect(after.expiresAt.getTime() - before.expiresAt.getTime()).toBe(30 * 86_400_000);
    expect(await liveTierOf(ts, p.token)).toBe(2);
  });
});
