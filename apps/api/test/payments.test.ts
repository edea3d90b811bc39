import { afterAll, beforeAll, expect, it } from 'vitest';
import { meSchema } from '@app/schema';
import { siteConfigSchema } from '../src/trpc/routers/site.ts';
import type { WebhookOutcome } from '../src/payments/webhook-events.ts';
import { restAnswer, trpcData } from './answers.ts';
import { describeEachDb, testConfig, type TestServer } from './harness.ts';
import { hmacMd5, liveTierOf, makePlayer, postFrom, startPaymentsServer } from './payments-server.ts';

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
    for (const [url, error] of [
      ['/api/patreon/login?state=null', 'patreon-unavailable'],
      ['/api/subscribestar/login?state=null', 'subscribestar-unavailable'],
    ] as const) {
      const res = await ts.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`/app/profile/me?error=${error}`);
    }
    const site = await ts.server.inject({ method: 'GET', url: '/api/site' });
    expect(site.json()).toMatchObject({
      payments: { card: false, patreon: false, subscribeStar: false },
      links: {
        cardUnsubscribe: 'https://support.ccbill.com',
        subscribeStarManage: 'https://www.subscribestar.com/subscriptions',
      },
    });
    // A callback without a code (the player declined) goes back to the profile.
    const declined = await ts.server.inject({
      method: 'GET',
      url: '/api/subscribestar?error=access_denied&state=null',
    });
    expect(declined.statusCode).toBe(302);
    expect(declined.headers.location).toMatch(/^\/app\/profile\/me\?error=/);
  });

  it('two deliveries of one card event at the same moment apply once', async () => {
    const ts = card;
    const p = await makePlayer(ts, { email: 'race@example.com', verified: true });
    const send = (eventType: string, fields: Record<string, string>) =>
      ts.server.inject({
        method: 'POST',
        url: `/api/ccbill/webhook?eventType=${eventType}`,
        remoteAddress: '64.38.241.1',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(fields),
      });
    await send('NewSaleSuccess', {
      subscriptionId: 'race',
      transactionId: 'race-0',
      billedInitialPrice: '8.00',
      userId: p.id,
    });
    const before = await ts.db.prisma.subscription.findFirstOrThrow({ where: { externalId: 'race' } });
    const renewal = { subscriptionId: 'race', transactionId: 'race-1' };
    const answers = await Promise.all([
      send('RenewalSuccess', renewal),
      send('RenewalSuccess', renewal),
      send('RenewalSuccess', renewal),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json<{ status: WebhookOutcome['status'] }>().status).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    const after = await ts.db.prisma.subscription.findFirstOrThrow({ where: { externalId: 'race' } });
    expect(after.expiresAt.getTime() - before.expiresAt.getTime()).toBe(30 * 86_400_000);
    expect(await liveTierOf(ts, p.token)).toBe(2);
  });
});

describeEachDb('site configuration and availability (one source of truth)', (kind) => {
  let partial: TestServer;
  let full: TestServer;
  const FULL = {
    CCBILL_FLEX_ID: 'f',
    CCBILL_SALT: 's',
    CCBILL_CLIENT_SUBACC: '0000',
    SUBSCRIBESTAR_CLIENT_ID: 'c',
    SUBSCRIBESTAR_CLIENT_SECRET: 'x',
    PATREON_CLIENT_ID: 'p',
    PATREON_CLIENT_SECRET: 'q',
    SITE_NAME: 'Moonlit Dates',
    OPERATOR_NAME: 'Moonlit Games OÜ',
    OPERATOR_ADDRESS: 'Narva mnt 5, Tallinn',
    OPERATOR_REGISTRY_CODE: '14999999',
    SUPPORT_EMAIL: 'help@moonlit.example',
    COMMUNITY_URL: 'https://chat.moonlit.example',
    PRICES_USD: '6,9.5,15',
    CCBILL_SUPPORT_URL: 'https://cards.example/support',
    SUBSCRIBESTAR_MANAGE_URL: 'https://star.example/manage',
    SUBSCRIBESTAR_PAGE_URL: 'https://star.example/moonlit',
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
    const me = restAnswer(
      await partial.server.inject({
        method: 'GET',
        url: '/api/character/get/me',
        headers: { authorization: `Bearer ${p.token}` },
      }),
      meSchema,
    );
    expect(me).toMatchObject({ ccbillAvailable: false, subscribeStarAvailable: false });
    expect(
      restAnswer(await partial.server.inject({ method: 'GET', url: '/api/site' }), siteConfigSchema).payments,
    ).toEqual({ card: false, patreon: false, subscribeStar: false });
    const card = await partial.server.inject({
      method: 'GET',
      url: `/card-payment/1?userId=${p.id}`,
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(card.statusCode).toBe(503);
  });

  it('serves the operator details, prices, methods and links of the configuration', async () => {
    const site = trpcData(await full.server.inject({ method: 'GET', url: '/trpc/site.config' }), siteConfigSchema);
    expect(site).toEqual({
      siteName: 'Moonlit Dates',
      operator: {
        name: 'Moonlit Games OÜ',
        address: 'Narva mnt 5, Tallinn',
        registryCode: '14999999',
        jurisdiction: null,
        contact: 'help@moonlit.example',
      },
      supportEmail: 'help@moonlit.example',
      communityUrl: 'https://chat.moonlit.example',
      minimumAge: 18,
      recordsStatement: null,
      copyrightAgent: { name: 'Moonlit Games OÜ', address: 'Narva mnt 5, Tallinn', email: 'help@moonlit.example' },
      retention: {
        anonymousPlayerDays: 30,
        customMessageCountDays: 7,
        paymentNoticeDays: 90,
        signupLinkHours: 24,
        verifyLinkHours: 168,
        resetLinkHours: 1,
      },
      prices: [
        { tier: 1, usd: 6 },
        { tier: 2, usd: 9.5 },
        { tier: 3, usd: 15 },
      ],
      payments: { card: true, patreon: true, subscribeStar: true },
      links: {
        cardUnsubscribe: 'https://cards.example/support',
        subscribeStarPage: 'https://star.example/moonlit',
        subscribeStarManage: 'https://star.example/manage',
      },
    });
    const p = await makePlayer(full, { email: 'full@example.com', verified: true });
    const me = restAnswer(
      await full.server.inject({
        method: 'GET',
        url: '/api/character/get/me',
        headers: { authorization: `Bearer ${p.token}` },
      }),
      meSchema,
    );
    expect(me).toMatchObject({ ccbillAvailable: true, subscribeStarAvailable: true });
    // The card form charges the configured price.
    const form = new URL(
      String(
        (
          await full.server.inject({
            method: 'GET',
            url: `/card-payment/2?userId=${p.id}`,
            headers: { authorization: `Bearer ${p.token}` },
          })
        ).headers.location,
      ),
    );
    expect(form.searchParams.get('initialPrice')).toBe('9.50');
  });

  it('refuses prices that are not three amounts at start', () => {
    for (const bad of ['5,8', '5,8,abc', '5,-8,14', '5,8,14,20'])
      expect(() => testConfig({ PRICES_USD: bad }), bad).toThrow();
  });
});

describeEachDb('platform webhooks over loopback sockets', (kind) => {
  let ts: TestServer;
  let base: string;
  beforeAll(async () => {
    ts = await startPaymentsServer(kind, {
      PATREON_CLIENT_ID: 'p',
      PATREON_CLIENT_SECRET: 'q',
      PATREON_WEBHOOK_SECRET: 'pat-hook',
      SUBSCRIBESTAR_WEBHOOK_SECRET: 'star-hook',
    });
    base = await ts.server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ts.close());

  it('applies a signed Patreon member update sent from another host, refuses a forged or unsigned one', async () => {
    const p = await makePlayer(ts, { patreonId: 'pat-sock' });
    await ts.db.prisma.subscription.create({
      data: {
        id: 'sock-pat',
        userId: p.id,
        provider: 'patreon',
        externalId: 'pat-sock',
        tier: 3,
        expiresAt: new Date(ts.clock.now + 20 * 86_400_000),
      },
    });
    const body = JSON.stringify({
      data: {
        id: 'm-sock',
        type: 'member',
        attributes: {
          patron_status: 'active_patron',
          currently_entitled_amount_cents: 500,
          next_charge_date: '2026-06-25T00:00:00Z',
        },
        relationships: { user: { data: { id: 'pat-sock' } } },
      },
    });
    const headers = { 'content-type': 'application/json', 'x-patreon-event': 'members:update' };
    const events = await ts.db.prisma.webhookEvent.count();
    for (const signature of [hmacMd5('wrong', body), hmacMd5('pat-hook', body + ' '), undefined]) {
      const res = await postFrom(
        `${base}/api/patreon/webhook`,
        body,
        signature ? { ...headers, 'x-patreon-signature': signature } : headers,
        '127.0.0.3',
      );
      expect(res.status).toBe(403);
    }
    expect(await ts.db.prisma.webhookEvent.count()).toBe(events);
    expect(await liveTierOf(ts, p.token)).toBe(3);
    const ok = await postFrom(
      `${base}/api/patreon/webhook`,
      body,
      { ...headers, 'x-patreon-signature': hmacMd5('pat-hook', body) },
      '127.0.0.3',
    );
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ status: 'applied' });
    expect(await liveTierOf(ts, p.token)).toBe(1);
  });

  it('records a signed SubscribeStar event and refuses a forged one', async () => {
    const body = JSON.stringify({ event: 'new_subscription', id: 'sock-evt', subscriber_id: 'nobody-here' });
    const forged = await postFrom(
      `${base}/api/subscribestar/webhook`,
      body,
      { 'content-type': 'application/json', 'x-subscribestar-signature': hmacMd5('guess', body) },
      '127.0.0.4',
    );
    expect(forged.status).toBe(403);
    expect(await ts.db.prisma.webhookEvent.count({ where: { provider: 'subscribestar' } })).toBe(0);
    const signed = await postFrom(
      `${base}/api/subscribestar/webhook`,
      body,
      { 'content-type': 'application/json', 'x-subscribestar-signature': hmacMd5('star-hook', body) },
      '127.0.0.4',
    );
    expect(signed.status).toBe(200);
    expect(JSON.parse(signed.body)).toMatchObject({ status: 'ignored' });
    expect(await ts.db.prisma.webhookEvent.count({ where: { provider: 'subscribestar' } })).toBe(1);
  });
});
