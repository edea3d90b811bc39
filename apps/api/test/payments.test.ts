import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, testConfig, type TestServer } from './harness.ts';
import { hmacMd5, liveTierOf, makePlayer, postFrom, startPaymentsServer } from './fake-providers.ts';
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
    expect(cardEventId('Cancellation', { subscriptionId: 's', timestamp: 't' })).toBe('Cancellation:sub:s:t');
    expect(cardEventId('RenewalSuccess', { transactionId: 'x', subscriptionId: 's' })).toBe('RenewalSuccess:tx:x');
    // A reversal names the transaction it reverses: another key than the sale's.
    expect(cardEventId('Chargeback', { transactionId: 'x', subscriptionId: 's' })).not.toBe(cardEventId('NewSaleSuccess', { transactionId: 'x', subscriptionId: 's' }));
    expect(cardEventId('Expiration', { subscriptionId: 's' })).toBe('Expiration:sub:s');
    expect(cardEventId('Cancellation', { timestamp: 't' })).toBeNull();
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

  it('sends a navigation to an unconfigured platform back to the profile with a message, and says what is available', async () => {
    const ts = bare;
    for (const [url, error] of [['/api/patreon/login?state=null', 'patreon-unavailable'], ['/api/subscribestar/login?state=null', 'subscribestar-unavailable']] as const) {
      const res = await ts.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`/app/profile/me?error=${error}`);
    }
    const site = await ts.server.inject({ method: 'GET', url: '/api/site' });
    expect(site.json()).toMatchObject({
      payments: { card: false, patreon: false, subscribeStar: false },
      links: { cardUnsubscribe: 'https://support.ccbill.com', subscribeStarManage: 'https://www.subscribestar.com/subscriptions' },
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

describeEachDb('site configuration and availability (one source of truth)', (kind) => {
  let partial: TestServer;
  let full: TestServer;
  const FULL = {
    CCBILL_FLEX_ID: 'f', CCBILL_SALT: 's', CCBILL_CLIENT_SUBACC: '0000', SUBSCRIBESTAR_CLIENT_ID: 'c', SUBSCRIBESTAR_CLIENT_SECRET: 'x', PATREON_CLIENT_ID: 'p', PATREON_CLIENT_SECRET: 'q',
    SITE_NAME: 'Moonlit Dates', OPERATOR_NAME: 'Moonlit Games OÜ', OPERATOR_ADDRESS: 'Narva mnt 5, Tallinn', OPERATOR_REGISTRY_CODE: '14999999',
    SUPPORT_EMAIL: 'help@moonlit.example', COMMUNITY_URL: 'https://chat.moonlit.example', PRICES_USD: '6,9.5,15',
    CCBILL_SUPPORT_URL: 'https://cards.example/support', SUBSCRIBESTAR_MANAGE_URL: 'https://star.example/manage', SUBSCRIBESTAR_PAGE_URL: 'https://star.example/moonlit',
  };
  beforeAll(async () => {
    // Half-configured: card without its sub-account, SubscribeStar without its secret.
    partial = await startPaymentsServer(kind, { CCBILL_FLEX_ID: 'f', CCBILL_SALT: 's', SUBSCRIBESTAR_CLIENT_ID: 'c' });
    full = await startPaymentsServer(kind, FULL);
  });
  afterAll(async () => {
    await partial.close();
    await full.close();
  });

  it('a half-configured method is off everywhere: profile, site configuration and the calls agree', async () => {
    const p = await makePlayer(partial, { email: 'half@example.com', verified: true });
    const me = (await partial.server.inject({ method: 'GET', url: '/api/character/get/me', headers: { authorization: `Bearer ${p.token}` } })).json();
    expect(me).toMatchObject({ ccbillAvailable: false, subscribeStarAvailable: false });
    expect((await partial.server.inject({ method: 'GET', url: '/api/site' })).json().payments).toEqual({ card: false, patreon: false, subscribeStar: false });
    const card = await partial.server.inject({ method: 'GET', url: `/card-payment/1?userId=${p.id}`, headers: { authorization: `Bearer ${p.token}` } });
    expect(card.statusCode).toBe(503);
  });

  it('serves the operator details, prices, methods and links of the configuration', async () => {
    const site = (await full.server.inject({ method: 'GET', url: '/trpc/site.config' })).json().result.data;
    expect(site).toEqual({
      siteName: 'Moonlit Dates',
      operator: { name: 'Moonlit Games OÜ', address: 'Narva mnt 5, Tallinn', registryCode: '14999999' },
      supportEmail: 'help@moonlit.example',
      communityUrl: 'https://chat.moonlit.example',
      prices: [{ tier: 1, usd: 6 }, { tier: 2, usd: 9.5 }, { tier: 3, usd: 15 }],
      payments: { card: true, patreon: true, subscribeStar: true },
      links: { cardUnsubscribe: 'https://cards.example/support', subscribeStarPage: 'https://star.example/moonlit', subscribeStarManage: 'https://star.example/manage' },
    });
    const p = await makePlayer(full, { email: 'full@example.com', verified: true });
    const me = (await full.server.inject({ method: 'GET', url: '/api/character/get/me', headers: { authorization: `Bearer ${p.token}` } })).json();
    expect(me).toMatchObject({ ccbillAvailable: true, subscribeStarAvailable: true });
    // The card form charges the configured price.
    const form = new URL(String((await full.server.inject({ method: 'GET', url: `/card-payment/2?userId=${p.id}`, headers: { authorization: `Bearer ${p.token}` } })).headers.location));
    expect(form.searchParams.get('initialPrice')).toBe('9.50');
  });

  it('refuses prices that are not three amounts at start', () => {
    for (const bad of ['5,8', '5,8,abc', '5,-8,14', '5,8,14,20']) expect(() => testConfig({ PRICES_USD: bad }), bad).toThrow();
  });
});

describeEachDb('platform webhooks over loopback sockets', (kind) => {
  let ts: TestServer;
  let base: string;
  beforeAll(async () => {
    ts = await startPaymentsServer(kind, { PATREON_CLIENT_ID: 'p', PATREON_CLIENT_SECRET: 'q', PATREON_WEBHOOK_SECRET: 'pat-hook', SUBSCRIBESTAR_WEBHOOK_SECRET: 'star-hook' });
    base = await ts.server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ts.close());

  it('applies a signed Patreon member update sent from another host, refuses a forged or unsigned one', async () => {
    const p = await makePlayer(ts, { patreonId: 'pat-sock' });
    await ts.db.prisma.subscription.create({ data: { id: 'sock-pat', userId: p.id, provider: 'patreon', externalId: 'pat-sock', tier: 3, expiresAt: new Date(ts.clock.now + 20 * 86_400_000) } });
    const body = JSON.stringify({ data: { id: 'm-sock', type: 'member', attributes: { patron_status: 'active_patron', currently_entitled_amount_cents: 500, next_charge_date: '2026-06-25T00:00:00Z' }, relationships: { user: { data: { id: 'pat-sock' } } } } });
    const headers = { 'content-type': 'application/json', 'x-patreon-event': 'members:update' };
    const events = await ts.db.prisma.webhookEvent.count();
    for (const signature of [hmacMd5('wrong', body), hmacMd5('pat-hook', body + ' '), undefined]) {
      const res = await postFrom(`${base}/api/patreon/webhook`, body, signature ? { ...headers, 'x-patreon-signature': signature } : headers, '127.0.0.3');
      expect(res.status).toBe(403);
    }
    expect(await ts.db.prisma.webhookEvent.count()).toBe(events);
    expect(await liveTierOf(ts, p.token)).toBe(3);
    const ok = await postFrom(`${base}/api/patreon/webhook`, body, { ...headers, 'x-patreon-signature': hmacMd5('pat-hook', body) }, '127.0.0.3');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ status: 'applied' });
    expect(await liveTierOf(ts, p.token)).toBe(1);
  });

  it('records a signed SubscribeStar event and refuses a forged one', async () => {
    const body = JSON.stringify({ event: 'new_subscription', id: 'sock-evt', subscriber_id: 'nobody-here' });
    const forged = await postFrom(`${base}/api/subscribestar/webhook`, body, { 'content-type': 'application/json', 'x-subscribestar-signature': hmacMd5('guess', body) }, '127.0.0.4');
    expect(forged.status).toBe(403);
    expect(await ts.db.prisma.webhookEvent.count({ where: { provider: 'subscribestar' } })).toBe(0);
    const signed = await postFrom(`${base}/api/subscribestar/webhook`, body, { 'content-type': 'application/json', 'x-subscribestar-signature': hmacMd5('star-hook', body) }, '127.0.0.4');
    expect(signed.status).toBe(200);
    expect(JSON.parse(signed.body)).toMatchObject({ status: 'ignored' });
    expect(await ts.db.prisma.webhookEvent.count({ where: { provider: 'subscribestar' } })).toBe(1);
  });
});
