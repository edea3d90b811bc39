import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';
import { navigationAnswerSchema } from '../src/payments/router.ts';
import { usePaymentsSandbox } from '../src/payments/sandbox/settings.ts';
import { productionProblems } from '../src/production-settings.ts';
import { trpcData } from './answers.ts';
import { describeEachDb, type TestServer } from './harness.ts';
import { cookiesOf, exchangeHandoff, handoffOf, platformSignInPath } from './oauth-browser.ts';
import { hmacMd5, liveTierOf, makePlayer, postFrom, startPaymentsServer } from './payments-server.ts';

const DAY = 86_400_000;

/** The hidden and filled fields of the first form on a sandbox page, as a browser would post them. */
function formFields(html: string): { action: string; fields: URLSearchParams } {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form in ${html.slice(0, 300)}`);
  const fields = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields.set(input[1]!, input[2]!.replaceAll('&amp;', '&'));
  return { action: form[1]!, fields };
}

const postForm = (ts: TestServer, url: string, fields: URLSearchParams | Record<string, string>, cookie = '') =>
  ts.server.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });

const cardSubscription = (ts: TestServer, userId: string) =>
  ts.db.prisma.subscription.findFirstOrThrow({ where: { userId, provider: 'card' } });

describeEachDb('payments sandbox (PAYMENTS_SANDBOX)', (kind) => {
  let ts: TestServer;
  let origin: string;
  beforeAll(async () => {
    ts = await startPaymentsServer(kind, { PAYMENTS_SANDBOX: 'true' });
    // The platforms' token and API calls go over HTTP to the sandbox, as they would to the platform.
    await ts.server.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(ts.server.server.address() as AddressInfo).port}`;
    ts.built.app.config.PUBLIC_URL = origin;
  });
  afterAll(() => ts.close());

  /** A verified player buys `tier` through the sandbox's card form; answers the subscription page path. */
  async function buyByCard(player: { token: string }, tier: number): Promise<string> {
    const answer = await ts.server.inject({
      method: 'POST',
      url: '/trpc/payments.cardPaymentUrl',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ tier }),
    });
    const url = new URL(trpcData(answer, navigationAnswerSchema).url);
    expect(url.origin).toBe(origin);
    const formPage = await ts.server.inject({ method: 'GET', url: url.pathname + url.search });
    expect(formPage.statusCode).toBe(200);
    expect(formPage.body).toContain('Sandbox — no real money');
    const { action, fields } = formFields(formPage.body);
    const bought = await postForm(ts, action, fields);
    expect(bought.statusCode).toBe(303);
    return String(bought.headers.location);
  }

  const cardEvent = (subscriptionPage: string, event: string) => postForm(ts, `${subscriptionPage}/${event}`, {});

  it('offers card billing and both platforms where a default install offers none', async () => {
    const site = await ts.server.inject({ method: 'GET', url: '/api/site' });
    expect(site.json()).toMatchObject({ payments: { card: true, patreon: true, subscribeStar: true } });
  });

  it('a card checkout sends the sale webhook, and the player has the tier they paid for', async () => {
    const p = await makePlayer(ts, { email: 'buyer@example.com', verified: true });
    expect(await liveTierOf(ts, p.token)).toBe(0);
    const page = await buyByCard(p, 2);
    expect(await liveTierOf(ts, p.token)).toBe(2);
    const shown = await ts.server.inject({ method: 'GET', url: page });
    expect(shown.body).toMatch(/NewSaleSuccess<\/td><td>applied/);
    const recorded = await ts.db.prisma.webhookEvent.findFirstOrThrow({
      where: { provider: 'card', type: 'NewSaleSuccess', payload: { path: ['X-userId'], equals: p.id } },
    });
    expect(recorded.processedAt).not.toBeNull();
  });

  it('a renewal extends the paid time by a period', async () => {
    const p = await makePlayer(ts, { email: 'renew@example.com', verified: true });
    const page = await buyByCard(p, 1);
    const before = (await cardSubscription(ts, p.id)).expiresAt.getTime();
    expect((await cardEvent(page, 'renewal')).statusCode).toBe(303);
    const after = (await cardSubscription(ts, p.id)).expiresAt.getTime();
    expect(after - before).toBe(30 * DAY);
    expect(await liveTierOf(ts, p.token)).toBe(1);
  });

  it('a chargeback takes the tier away at once', async () => {
    const p = await makePlayer(ts, { email: 'chargeback@example.com', verified: true });
    const page = await buyByCard(p, 3);
    expect(await liveTierOf(ts, p.token)).toBe(3);
    await cardEvent(page, 'chargeback');
    expect(await liveTierOf(ts, p.token)).toBe(0);
    expect((await cardSubscription(ts, p.id)).status).toBe('revoked');
    expect((await ts.server.inject({ method: 'GET', url: page })).body).toMatch(/Chargeback<\/td><td>applied/);
  });

  it('a form whose price was changed is refused like the provider refuses it, and sells nothing', async () => {
    const p = await makePlayer(ts, { email: 'tamper@example.com', verified: true });
    const answer = await ts.server.inject({
      method: 'POST',
      url: '/trpc/payments.cardPaymentUrl',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ tier: 1 }),
    });
    const url = new URL(trpcData(answer, navigationAnswerSchema).url);
    const { action, fields } = formFields(
      (await ts.server.inject({ method: 'GET', url: url.pathname + url.search })).body,
    );
    url.searchParams.set('initialPrice', '14.00');
    url.searchParams.set('recurringPrice', '14.00');
    expect((await ts.server.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(400);
    fields.set('initialPrice', '14.00');
    fields.set('recurringPrice', '14.00');
    expect((await postForm(ts, action, fields)).statusCode).toBe(400);
    expect(await liveTierOf(ts, p.token)).toBe(0);
  });

  it('forged webhooks are still refused: a card event from another address, platform events with a wrong signature', async () => {
    const p = await makePlayer(ts, { email: 'forger@example.com', verified: true });
    const sale = JSON.stringify({
      subscriptionId: '1',
      transactionId: '1',
      billedInitialPrice: '14.00',
      'X-userId': p.id,
    });
    const card = await postFrom(`${origin}/api/ccbill/webhook?eventType=NewSaleSuccess`, sale, {
      'content-type': 'application/json',
    });
    expect(card.status).toBe(403);
    for (const platform of ['subscribestar', 'patreon'] as const) {
      const body = JSON.stringify({ event: 'new_subscription', data: { subscriber_id: 'x' } });
      const res = await postFrom(`${origin}/api/${platform}/webhook`, body, {
        'content-type': 'application/json',
        [`x-${platform}-signature`]: hmacMd5('a guessed secret', body),
        'x-patreon-event': 'members:pledge:create',
      });
      expect(res.status, platform).toBe(403);
    }
    expect(await liveTierOf(ts, p.token)).toBe(0);
  });

  it('SubscribeStar: connect through the sandbox sign-in, then a cancellation keeps the paid time and a failed payment ends it', async () => {
    const p = await makePlayer(ts, { email: 'star@example.com', verified: true });
    const login = await ts.server.inject({
      method: 'GET',
      url: await platformSignInPath(ts.server, p.token, 'subscribestar', 'profile'),
    });
    expect(login.statusCode).toBe(302);
    const authorize = new URL(String(login.headers.location));
    const page = await ts.server.inject({ method: 'GET', url: authorize.pathname + authorize.search });
    expect(page.statusCode).toBe(200);
    const { action, fields } = formFields(page.body);
    fields.set('member', 'new');
    fields.set('email', 'star@example.com');
    fields.set('cents', '800');
    const allowed = await postForm(ts, action, fields);
    expect(allowed.statusCode).toBe(303);
    const back = new URL(String(allowed.headers.location));
    const done = await ts.server.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: cookiesOf(login) },
    });
    const handoff = handoffOf(String(done.headers.location));
    expect(handoff?.to).toBe('/app/profile/me');
    expect((await exchangeHandoff(ts.server, handoff!.code, cookiesOf(done))).statusCode).toBe(200);
    expect(await liveTierOf(ts, p.token)).toBe(2);

    const { subscribeStarId } = await ts.db.prisma.user.findUniqueOrThrow({ where: { id: p.id } });
    const members = `/api/sandbox/subscribestar/members/${subscribeStarId}`;
    const sub = () =>
      ts.db.prisma.subscription.findFirstOrThrow({ where: { userId: p.id, provider: 'subscribestar' } });
    const paidUntil = (await sub()).expiresAt.getTime();
    await postForm(ts, `${members}/renew`, {});
    expect((await sub()).expiresAt.getTime()).toBe(paidUntil + 30 * DAY);
    await postForm(ts, `${members}/cancel`, {});
    expect(await sub()).toMatchObject({ status: 'cancelled', expiresAt: new Date(paidUntil + 30 * DAY) });
    expect(await liveTierOf(ts, p.token)).toBe(2);
    await postForm(ts, `${members}/fail`, {});
    expect(await liveTierOf(ts, p.token)).toBe(0);
    const hooks = await ts.db.prisma.webhookEvent.findMany({
      where: { provider: 'subscribestar' },
      orderBy: { receivedAt: 'asc' },
    });
    expect(hooks.map((h) => [h.type, h.error])).toEqual([
      ['subscription_restored', null],
      ['subscription_cancelled', null],
      ['subscription_billing_failed', null],
    ]);
  });

  it('Patreon: a linked patron signs in through the sandbox; pledge webhooks renew, cancel and end the tier', async () => {
    await postForm(ts, '/api/sandbox/patreon/members', {
      email: 'patron@example.com',
      cents: '500',
      pledgeStart: '2024-01-01',
    });
    const list = (await ts.server.inject({ method: 'GET', url: '/api/sandbox/patreon' })).body;
    const patreonId = /<td>([0-9a-f]+)<br>patron@example\.com/.exec(list)?.[1];
    expect(patreonId).toBeTruthy();
    const p = await makePlayer(ts, { patreonId });
    const login = await ts.server.inject({ method: 'GET', url: '/api/patreon/login?state=null' });
    const authorize = new URL(String(login.headers.location));
    const { action, fields } = formFields(
      (await ts.server.inject({ method: 'GET', url: authorize.pathname + authorize.search })).body,
    );
    fields.set('member', patreonId!);
    const back = new URL(String((await postForm(ts, action, fields)).headers.location));
    const done = await ts.server.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: cookiesOf(login) },
    });
    expect(handoffOf(String(done.headers.location))?.to).toBe('/');
    expect(await liveTierOf(ts, p.token)).toBe(1);

    const members = `/api/sandbox/patreon/members/${patreonId}`;
    const sub = () => ts.db.prisma.subscription.findFirstOrThrow({ where: { userId: p.id, provider: 'patreon' } });
    await postForm(ts, `${members}/subscribe`, { cents: '1400' });
    expect(await liveTierOf(ts, p.token)).toBe(3);
    const paidUntil = (await sub()).expiresAt.getTime();
    await postForm(ts, `${members}/renew`, {});
    expect((await sub()).expiresAt.getTime()).toBeGreaterThan(paidUntil);
    await postForm(ts, `${members}/cancel`, {});
    expect((await sub()).status).toBe('cancelled');
    expect(await liveTierOf(ts, p.token)).toBe(3);
    await postForm(ts, `${members}/fail`, {});
    expect(await liveTierOf(ts, p.token)).toBe(0);
  });

  // Last: it moves the test clock past the paid period.
  it('a card cancellation keeps the tier to the end of the paid period, as the provider keeps billing it', async () => {
    const p = await makePlayer(ts, { email: 'cancel@example.com', verified: true });
    const page = await buyByCard(p, 2);
    await cardEvent(page, 'cancellation');
    expect(await cardSubscription(ts, p.id)).toMatchObject({ status: 'cancelled' });
    expect(await liveTierOf(ts, p.token)).toBe(2);
    ts.clock.advance(29 * DAY);
    expect(await liveTierOf(ts, p.token)).toBe(2);
    ts.clock.advance(2 * DAY);
    expect(await liveTierOf(ts, p.token)).toBe(0);
    await cardEvent(page, 'expiration');
    expect((await cardSubscription(ts, p.id)).status).toBe('expired');
  });
});

describe('the payments sandbox in production', () => {
  it('is a production problem named in one line, and is never switched on there', () => {
    const config = parseConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' });
    expect(productionProblems(config, { PAYMENTS_SANDBOX: 'true' })).toContainEqual(
      expect.stringMatching(/^PAYMENTS_SANDBOX: the payments sandbox grants tiers without any payment; /),
    );
    expect(() => usePaymentsSandbox(config)).toThrow(/PAYMENTS_SANDBOX/);
  });
});
