import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '@app/schema';
import { ERRORS } from '@app/schema/errors';
import { navigationAnswerSchema } from '../src/payments/router.ts';
import { restError, trpcData, trpcError, refusal } from './answers.ts';
import { describeEachDb, type TestServer } from './harness.ts';
import { startFakeCardForm, type FakeCardForm } from './fake-providers.ts';
import { liveTierOf, makePlayer, postFrom, startPaymentsServer } from './payments-server.ts';

const DAY = 86_400_000;
const CARD_CONFIG = {
  CCBILL_FLEX_ID: 'flex-abc',
  CCBILL_SALT: 'pepper-salt',
  CCBILL_CLIENT_SUBACC: '0001',
  CCBILL_CLIENT_ACCNUM: '951000',
};
const PROVIDER_IP = '64.38.212.17';

/** One card webhook as the provider sends it (JSON unless a form body is given). */
function webhook(
  ts: TestServer,
  eventType: string,
  fields: Record<string, string>,
  opts: { ip?: string; form?: boolean; headers?: Record<string, string> } = {},
) {
  return ts.server.inject({
    method: 'POST',
    url: `/api/ccbill/webhook?clientAccnum=951000&clientSubacc=0001&eventType=${eventType}&eventGroupType=Subscription`,
    remoteAddress: opts.ip ?? PROVIDER_IP,
    headers: { 'content-type': opts.form ? 'application/x-www-form-urlencoded' : 'application/json', ...opts.headers },
    payload: opts.form ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
  });
}

const cardUrlCall = (ts: TestServer, token: string, tier: number) =>
  ts.server.inject({
    method: 'POST',
    url: '/trpc/payments.cardPaymentUrl',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ tier }),
  });

const subscriptionOf = (ts: TestServer, subscriptionId: string) =>
  ts.db.prisma.subscription.findUniqueOrThrow({
    where: { provider_externalId: { provider: 'card', externalId: subscriptionId } },
  });

describeEachDb('card billing', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startPaymentsServer(kind, CARD_CONFIG);
  });
  afterAll(() => ts.close());

  describe('payment form link', () => {
    it('the specification link sends a verified player with a bearer header to the form, with a digest an independent md5 reproduces', async () => {
      const p = await makePlayer(ts, { email: 'card@example.com', verified: true });
      const res = await ts.server.inject({
        method: 'GET',
        url: `/card-payment/2?userId=${p.id}`,
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(res.statusCode).toBe(302);
      const url = new URL(String(res.headers.location));
      expect(url.origin + url.pathname).toBe('https://api.ccbill.com/wap-frontflex/flexforms/flex-abc');
      const q = Object.fromEntries(url.searchParams);
      expect(q).toMatchObject({
        clientSubacc: '0001',
        initialPrice: '8.00',
        initialPeriod: '30',
        recurringPrice: '8.00',
        recurringPeriod: '30',
        numRebills: '99',
        currencyCode: '840',
        userId: p.id,
        tier: '2',
      });
      const expected = createHash('md5')
        .update('8.00' + '30' + '8.00' + '30' + '99' + '840' + 'pepper-salt')
        .digest('hex');
      expect(q.formDigest).toBe(expected);
    });

    it('never takes the session token from the address', async () => {
      const p = await makePlayer(ts, { email: 'nav@example.com', verified: true });
      const res = await ts.server.inject({
        method: 'GET',
        url: `/card-payment/3?userId=${p.id}&token=${encodeURIComponent(p.token)}`,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal('payments.cardLoginRequired', 'login'));
    });

    it('payments.cardPaymentUrl answers the signed form for the caller; others get the login-required answer', async () => {
      const p = await makePlayer(ts, { email: 'trpc-card@example.com', verified: true });
      const ok = await cardUrlCall(ts, p.token, 3);
      expect(ok.statusCode).toBe(200);
      const q = new URL(trpcData(ok, navigationAnswerSchema).url).searchParams;
      expect(q.get('userId')).toBe(p.id);
      expect(q.get('initialPrice')).toBe('14.00');
      expect(q.get('formDigest')).toBe(
        createHash('md5')
          .update('14.0030' + '14.0030' + '99840pepper-salt')
          .digest('hex'),
      );
      const unverified = await makePlayer(ts, { email: 'trpc-unverified@example.com', verified: false });
      for (const token of [unverified.token, (await makePlayer(ts)).token]) {
        const refused = await cardUrlCall(ts, token, 1);
        expect(refused.statusCode).toBe(403);
        expect(trpcError(refused)).toMatchObject({
          message: ERRORS['payments.cardLoginRequired'],
          data: { cause: 'login' },
        });
      }
      expect((await cardUrlCall(ts, p.token, 4)).statusCode).toBe(400);
    });

    it('refuses an unverified, anonymous, absent or different player with the login-required answer', async () => {
      const unverified = await makePlayer(ts, { email: 'unverified@example.com', verified: false });
      const anonymous = await makePlayer(ts);
      const other = await makePlayer(ts, { email: 'other@example.com', verified: true });
      const cases = [
        { url: `/card-payment/1?userId=${unverified.id}`, token: unverified.token },
        { url: `/card-payment/1?userId=${anonymous.id}`, token: anonymous.token },
        { url: `/card-payment/1?userId=${unverified.id}`, token: undefined },
        { url: `/card-payment/1?userId=${unverified.id}`, token: other.token },
        { url: `/card-payment/1?userId=${other.id}`, token: 'forged.token.value' },
      ];
      for (const c of cases) {
        const res = await ts.server.inject({
          method: 'GET',
          url: c.url,
          headers: c.token ? { authorization: `Bearer ${c.token}` } : {},
        });
        expect(res.statusCode, c.url).toBe(403);
        expect(res.json()).toEqual(refusal('payments.cardLoginRequired', 'login'));
      }
    });

    it('answers an unknown tier with a clear error', async () => {
      const p = await makePlayer(ts, { email: 'tier@example.com', verified: true });
      const res = await ts.server.inject({
        method: 'GET',
        url: `/card-payment/7?userId=${p.id}`,
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('webhooks', () => {
    it('new sale: the tier is live at once, in the profile and the next token', async () => {
      const p = await makePlayer(ts, { email: 'buyer@example.com', verified: true });
      expect(await liveTierOf(ts, p.token)).toBe(0);
      const res = await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-1',
        transactionId: 'tx-1',
        timestamp: '2026-06-01 12:00:00',
        email: 'buyer@example.com',
        billedInitialPrice: '8.00',
        billedRecurringPrice: '8.00',
        nextRenewalDate: '2026-07-01',
        'X-userId': p.id,
        'X-tier': '2',
      });
      expect(res.statusCode).toBe(200);
      expect(await liveTierOf(ts, p.token)).toBe(2);
      const me = trpcData(
        await ts.server.inject({
          method: 'GET',
          url: '/trpc/auth.me',
          headers: { authorization: `Bearer ${p.token}` },
        }),
        meSchema,
      );
      expect(me).toMatchObject({
        tier: 2,
        ccbillTier: 2,
        subscriptionId: 'sub-1',
        ccbillExp: '2026-07-01T00:00:00.000Z',
      });
      const claims = await ts.built.app.tokens.check(me.token);
      expect(claims.status === 'valid' && claims.claims.tier).toBe(2);
    });

    it('takes the tier from the billed price, not from an edited pass-through', async () => {
      const p = await makePlayer(ts, { email: 'cheat@example.com', verified: true });
      await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-cheat',
        transactionId: 'tx-cheat',
        billedInitialPrice: '5.00',
        userId: p.id,
        tier: '3',
        timestamp: 't',
      });
      expect(await liveTierOf(ts, p.token)).toBe(1);
    });

    it('accepts a form-encoded body', async () => {
      const p = await makePlayer(ts, { email: 'form@example.com', verified: true });
      const res = await webhook(
        ts,
        'NewSaleSuccess',
        { subscriptionId: 'sub-form', transactionId: 'tx-form', billedInitialPrice: '14.00', userId: p.id, tier: '3' },
        { form: true },
      );
      expect(res.statusCode).toBe(200);
      expect(await liveTierOf(ts, p.token)).toBe(3);
    });

    it('renewal extends once per transaction; a replayed renewal changes nothing', async () => {
      const p = await makePlayer(ts, { email: 'renew@example.com', verified: true });
      await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-renew',
        transactionId: 'tx-r0',
        billedInitialPrice: '5.00',
        userId: p.id,
        tier: '1',
      });
      const first = (await subscriptionOf(ts, 'sub-renew')).expiresAt.getTime();
      expect(first).toBe(ts.clock.now + 30 * DAY);
      const renewal = { subscriptionId: 'sub-renew', transactionId: 'tx-r1', timestamp: '2026-06-30 10:00:00' };
      expect((await webhook(ts, 'RenewalSuccess', renewal)).statusCode).toBe(200);
      const renewed = (await subscriptionOf(ts, 'sub-renew')).expiresAt.getTime();
      expect(renewed).toBe(first + 30 * DAY);
      const replay = await webhook(ts, 'RenewalSuccess', renewal);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ status: 'duplicate' });
      expect((await subscriptionOf(ts, 'sub-renew')).expiresAt.getTime()).toBe(renewed);
      expect(
        await ts.db.prisma.webhookEvent.count({ where: { provider: 'card', eventId: 'RenewalSuccess:tx:tx-r1' } }),
      ).toBe(1);
    });

    it('a replayed new sale creates nothing more', async () => {
      const p = await makePlayer(ts, { email: 'replay@example.com', verified: true });
      const sale = {
        subscriptionId: 'sub-replay',
        transactionId: 'tx-replay',
        billedInitialPrice: '8.00',
        userId: p.id,
        tier: '2',
      };
      await webhook(ts, 'NewSaleSuccess', sale);
      const before = await subscriptionOf(ts, 'sub-replay');
      ts.clock.advance(DAY);
      expect((await webhook(ts, 'NewSaleSuccess', sale)).json()).toMatchObject({ status: 'duplicate' });
      const after = await subscriptionOf(ts, 'sub-replay');
      expect(after.expiresAt).toEqual(before.expiresAt);
      expect(await ts.db.prisma.subscription.count({ where: { userId: p.id } })).toBe(1);
    });

    it('cancellation keeps the tier until expiry; past expiry the tier is 0 with no job', async () => {
      const p = await makePlayer(ts, { email: 'cancel@example.com', verified: true });
      await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-cancel',
        transactionId: 'tx-c0',
        billedInitialPrice: '8.00',
        userId: p.id,
        tier: '2',
      });
      await webhook(ts, 'Cancellation', {
        subscriptionId: 'sub-cancel',
        timestamp: '2026-06-05 10:00:00',
        reason: 'user',
      });
      expect((await subscriptionOf(ts, 'sub-cancel')).status).toBe('cancelled');
      expect(await liveTierOf(ts, p.token)).toBe(2);
      ts.clock.advance(31 * DAY);
      expect(await liveTierOf(ts, p.token)).toBe(0);
    });

    it('expiration ends the tier now', async () => {
      const p = await makePlayer(ts, { email: 'expire@example.com', verified: true });
      await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-exp',
        transactionId: 'tx-e0',
        billedInitialPrice: '5.00',
        userId: p.id,
        tier: '1',
      });
      expect(await liveTierOf(ts, p.token)).toBe(1);
      await webhook(ts, 'Expiration', { subscriptionId: 'sub-exp', timestamp: '2026-06-10 10:00:00' });
      expect(await liveTierOf(ts, p.token)).toBe(0);
    });

    it.each(['Chargeback', 'Refund', 'Void'])(
      "%s carrying the sale's own transaction id drops the tier at once and stays applied",
      async (eventType) => {
        const p = await makePlayer(ts, { email: `${eventType.toLowerCase()}@example.com`, verified: true });
        const sub = `sub-${eventType}`;
        const saleTx = `tx-${eventType}-0`;
        await webhook(ts, 'NewSaleSuccess', {
          subscriptionId: sub,
          transactionId: saleTx,
          billedInitialPrice: '14.00',
          userId: p.id,
          tier: '3',
        });
        expect(await liveTierOf(ts, p.token)).toBe(3);
        // The provider reverses the sale: same transaction id, another event type. Not a resend.
        const reversal = await webhook(ts, eventType, { subscriptionId: sub, transactionId: saleTx, amount: '14.00' });
        expect(reversal.json()).toMatchObject({ status: 'applied' });
        expect((await subscriptionOf(ts, sub)).status).toBe('revoked');
        expect(await liveTierOf(ts, p.token)).toBe(0);
        // Its own resend is one.
        expect((await webhook(ts, eventType, { subscriptionId: sub, transactionId: saleTx })).json()).toMatchObject({
          status: 'duplicate',
        });
      },
    );

    it('a revoked subscription comes back only through a new sale: renewal, reactivation and cancellation leave it revoked', async () => {
      const p = await makePlayer(ts, { email: 'revoked@example.com', verified: true });
      await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-rev',
        transactionId: 'tx-rev-0',
        billedInitialPrice: '8.00',
        userId: p.id,
      });
      await webhook(ts, 'Chargeback', { subscriptionId: 'sub-rev', transactionId: 'tx-rev-0' });
      for (const [type, fields] of [
        ['RenewalSuccess', { subscriptionId: 'sub-rev', transactionId: 'tx-rev-1', nextRenewalDate: '2026-08-01' }],
        [
          'UserReactivation',
          { subscriptionId: 'sub-rev', timestamp: '2026-06-03 10:00:00', nextRenewalDate: '2026-08-01' },
        ],
        ['Cancellation', { subscriptionId: 'sub-rev', timestamp: '2026-06-04 10:00:00' }],
      ] as const) {
        const res = await webhook(ts, type, fields);
        expect(res.json(), type).toMatchObject({ status: 'ignored' });
        expect((await subscriptionOf(ts, 'sub-rev')).status, type).toBe('revoked');
        expect(await liveTierOf(ts, p.token), type).toBe(0);
      }
      await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-rev-2',
        transactionId: 'tx-rev-2',
        billedInitialPrice: '5.00',
        userId: p.id,
      });
      expect(await liveTierOf(ts, p.token)).toBe(1);
    });

    it('an upgrade moves the player to the tier of its billed price and replaces the original subscription', async () => {
      const p = await makePlayer(ts, { email: 'upgrade@example.com', verified: true });
      await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-up-0',
        transactionId: 'tx-up-0',
        billedInitialPrice: '5.00',
        userId: p.id,
      });
      expect(await liveTierOf(ts, p.token)).toBe(1);
      // No pass-through on an upgrade made at the provider: the player comes from the original subscription.
      const upgrade = await webhook(ts, 'UpgradeSuccess', {
        subscriptionId: 'sub-up-1',
        originalSubscriptionId: 'sub-up-0',
        transactionId: 'tx-up-1',
        billedInitialPrice: '14.00',
        billedRecurringPrice: '14.00',
        nextRenewalDate: '2026-07-01',
      });
      expect(upgrade.json()).toMatchObject({ status: 'applied' });
      expect(await liveTierOf(ts, p.token)).toBe(3);
      expect(await subscriptionOf(ts, 'sub-up-1')).toMatchObject({ userId: p.id, tier: 3, status: 'active' });
      expect((await subscriptionOf(ts, 'sub-up-0')).status).toBe('expired');
      // An upgrade of a subscription that belongs to no one here changes nothing.
      const stray = await webhook(ts, 'UpgradeSuccess', {
        subscriptionId: 'sub-up-x',
        originalSubscriptionId: 'sub-nobody',
        transactionId: 'tx-up-x',
        billedInitialPrice: '14.00',
      });
      expect(stray.json()).toMatchObject({ status: 'ignored' });
    });

    it('an upsale adds the tier it pays for', async () => {
      const p = await makePlayer(ts, { email: 'upsale@example.com', verified: true });
      await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-us-0',
        transactionId: 'tx-us-0',
        billedInitialPrice: '5.00',
        userId: p.id,
      });
      const upsale = await webhook(ts, 'UpSaleSuccess', {
        subscriptionId: 'sub-us-1',
        originalSubscriptionId: 'sub-us-0',
        transactionId: 'tx-us-1',
        billedInitialPrice: '8.00',
        'X-userId': p.id,
      });
      expect(upsale.json()).toMatchObject({ status: 'applied' });
      expect(await liveTierOf(ts, p.token)).toBe(2);
      expect(
        (
          await webhook(ts, 'UpSaleSuccess', {
            subscriptionId: 'sub-us-1',
            originalSubscriptionId: 'sub-us-0',
            transactionId: 'tx-us-1',
            billedInitialPrice: '8.00',
          })
        ).json(),
      ).toMatchObject({ status: 'duplicate' });
    });

    it('refuses a foreign source address (403) and changes nothing', async () => {
      const p = await makePlayer(ts, { email: 'foreign@example.com', verified: true });
      const events = await ts.db.prisma.webhookEvent.count();
      for (const ip of ['203.0.113.9', '64.38.213.1', '127.0.0.1']) {
        const res = await webhook(
          ts,
          'NewSaleSuccess',
          { subscriptionId: `sub-f-${ip}`, transactionId: `tx-f-${ip}`, billedInitialPrice: '14.00', userId: p.id },
          { ip },
        );
        expect(res.statusCode, ip).toBe(403);
      }
      // Without TRUST_PROXY a forwarded-for header names no one.
      const spoofed = await webhook(
        ts,
        'NewSaleSuccess',
        { subscriptionId: 'sub-spoof', transactionId: 'tx-spoof', billedInitialPrice: '14.00', userId: p.id },
        { ip: '203.0.113.9', headers: { 'x-forwarded-for': PROVIDER_IP } },
      );
      expect(spoofed.statusCode).toBe(403);
      expect(await ts.db.prisma.webhookEvent.count()).toBe(events);
      expect(await liveTierOf(ts, p.token)).toBe(0);
    });

    it('records unknown, malformed and unmatched events with an error, answers 200 and changes nothing', async () => {
      const p = await makePlayer(ts, { email: 'odd@example.com', verified: true });
      const subs = await ts.db.prisma.subscription.count();
      const unknown = await webhook(ts, 'NewSaleFailure', {
        subscriptionId: 'sub-x',
        transactionId: 'tx-fail',
        userId: p.id,
      });
      const malformed = await ts.server.inject({
        method: 'POST',
        url: '/api/ccbill/webhook?eventType=NewSaleSuccess',
        remoteAddress: PROVIDER_IP,
        headers: { 'content-type': 'application/json' },
        payload: '{"subscriptionId": ',
      });
      const noUser = await webhook(ts, 'NewSaleSuccess', {
        subscriptionId: 'sub-nouser',
        transactionId: 'tx-nouser',
        billedInitialPrice: '5.00',
        userId: 'nobody',
      });
      const noSub = await webhook(ts, 'RenewalSuccess', { subscriptionId: 'sub-missing', transactionId: 'tx-missing' });
      for (const res of [unknown, malformed, noUser, noSub]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'ignored' });
      }
      expect(await ts.db.prisma.subscription.count()).toBe(subs);
      const recorded = await ts.db.prisma.webhookEvent.findUniqueOrThrow({
        where: { provider_eventId: { provider: 'card', eventId: 'NewSaleFailure:tx:tx-fail' } },
      });
      expect(recorded.error).toMatch(/unhandled/);
      expect(recorded.processedAt).toBeNull();
      expect(await liveTierOf(ts, p.token)).toBe(0);
    });
  });
});

describeEachDb('card billing configuration', (kind) => {
  let bare: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    bare = await startPaymentsServer(kind);
    proxied = await startPaymentsServer(kind, { ...CARD_CONFIG, TRUST_PROXY: '10.0.0.2' });
  });
  afterAll(async () => {
    await bare.close();
    await proxied.close();
  });

  it('answers 503 with a clear error when card billing is not configured', async () => {
    const ts = bare;
    const p = await makePlayer(ts, { email: 'nocard@example.com', verified: true });
    const res = await ts.server.inject({
      method: 'GET',
      url: `/card-payment/1?userId=${p.id}`,
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(res.statusCode).toBe(503);
    expect(restError(res).error).toMatch(/not configured/);
  });

  it('takes the source address from X-Forwarded-For only behind a trusted proxy', async () => {
    const ts = proxied;
    const p = await makePlayer(ts, { email: 'proxy@example.com', verified: true });
    const fields = { subscriptionId: 'sub-proxy', transactionId: 'tx-proxy', billedInitialPrice: '5.00', userId: p.id };
    const foreign = await webhook(ts, 'NewSaleSuccess', fields, {
      ip: '10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(foreign.statusCode).toBe(403);
    const viaProxy = await webhook(ts, 'NewSaleSuccess', fields, {
      ip: '10.0.0.2',
      headers: { 'x-forwarded-for': PROVIDER_IP },
    });
    expect(viaProxy.statusCode).toBe(200);
    expect(await liveTierOf(ts, p.token)).toBe(1);
  });
});

describeEachDb('card billing over loopback HTTP (what a browser and the provider do)', (kind) => {
  let ts: TestServer;
  let form: FakeCardForm;
  let base: string;
  beforeAll(async () => {
    form = await startFakeCardForm('flex-abc', 'pepper-salt');
    // A custom allow-list: the provider "is" 127.0.0.1 here; 127.0.0.2 stands for anyone else.
    ts = await startPaymentsServer(kind, {
      ...CARD_CONFIG,
      CCBILL_FORM_URL: form.url,
      CCBILL_ALLOWED_IPS: '127.0.0.1/32',
    });
    base = await ts.server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await ts.close();
    await form.close();
  });

  it('a verified player opens the payment form: the page asks for the signed address, then the browser goes there', async () => {
    const p = await makePlayer(ts, { email: 'browser@example.com', verified: true });
    // A plain navigation to the specification's link carries no token: refused, as the page knows.
    const bare = await fetch(`${base}/card-payment/2?userId=${p.id}`, { redirect: 'manual' });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual(refusal('payments.cardLoginRequired', 'login'));
    // The page's tRPC call (bearer header, as every call), then the navigation to the answer.
    const asked = await fetch(`${base}/trpc/payments.cardPaymentUrl`, {
      method: 'POST',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tier: 2 }),
    });
    expect(asked.status).toBe(200);
    const { url } = ((await asked.json()) as { result: { data: { url: string } } }).result.data;
    expect(url.startsWith(form.url)).toBe(true);
    expect(url).not.toContain(p.token);
    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ form: 'payment', userId: p.id, price: '8.00' });
  });

  it('applies webhooks from an allow-listed socket address and refuses another one, changing nothing', async () => {
    const p = await makePlayer(ts, { email: 'socket@example.com', verified: true });
    const url = `${base}/api/ccbill/webhook?clientAccnum=951000&clientSubacc=0001&eventType=NewSaleSuccess&eventGroupType=Subscription`;
    const body = new URLSearchParams({
      subscriptionId: 'sock-1',
      transactionId: 'sock-tx-1',
      billedInitialPrice: '8.00',
      'X-userId': p.id,
    }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const foreign = await postFrom(url, body, headers, '127.0.0.2');
    expect(foreign.status).toBe(403);
    expect(await ts.db.prisma.webhookEvent.count({ where: { eventId: 'NewSaleSuccess:tx:sock-tx-1' } })).toBe(0);
    expect(await liveTierOf(ts, p.token)).toBe(0);
    // The default ranges are replaced, not extended: a provider address is refused here too.
    const spoof = await postFrom(url, body, { ...headers, 'x-forwarded-for': '64.38.212.1' }, '127.0.0.2');
    expect(spoof.status).toBe(403);
    const ok = await postFrom(url, body, headers, '127.0.0.1');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ status: 'applied' });
    expect(await liveTierOf(ts, p.token)).toBe(2);
    const again = await postFrom(url, body, headers, '127.0.0.1');
    expect(JSON.parse(again.body)).toMatchObject({ status: 'duplicate' });
  });
});
