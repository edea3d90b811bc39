import { expect, it } from 'vitest';
import { meSchema, subscribeStarSyncAnswerSchema } from '@app/schema';
import { restAnswer, restError, trpcData } from './answers.ts';
import { describeEachDb, type TestServer } from './harness.ts';
import { startFakeSubscribeStar, type FakeSubscribeStar, type StarUser } from './fake-providers.ts';
import {
  finishOAuth,
  finishSignIn,
  followOAuth,
  followSignIn,
  platformSignInPath,
  startOAuth,
} from './oauth-browser.ts';
import { hmacMd5, liveTierOf, makePlayer, paymentsServerAgainst } from './payments-server.ts';

const SECRET = 'star-webhook-secret';

/** The session token a finished sign-in handed off (through the /signin page's exchange, never the address). */
function tokenOf(outcome: { location: string; token: string | null }): string {
  if (!outcome.token) throw new Error(`no sign-in hand-off in ${outcome.location}`);
  expect(outcome.location).not.toMatch(/[?&]token=/);
  return outcome.token;
}

function subscriber(id: string, price: number, paidUntil = '2026-06-28T00:00:00Z', active = true): StarUser {
  return {
    id,
    email: `${id}@fans.example.com`,
    name: 'Fan',
    subscription: { active, tier_id: `t${price}`, price, paid_until: paidUntil },
  };
}

function starWebhook(ts: TestServer, body: Record<string, unknown>, secret = SECRET) {
  const text = JSON.stringify(body);
  return ts.server.inject({
    method: 'POST',
    url: '/api/subscribestar/webhook',
    headers: { 'content-type': 'application/json', 'x-subscribestar-signature': hmacMd5(secret, text) },
    payload: text,
  });
}

describeEachDb('subscribestar (connect, synchronise, webhooks)', (kind) => {
  let ts: TestServer;
  let fake: FakeSubscribeStar;
  paymentsServerAgainst(
    kind,
    startFakeSubscribeStar,
    (url) => ({
      SUBSCRIBESTAR_CLIENT_ID: 'star-client',
      SUBSCRIBESTAR_CLIENT_SECRET: 'star-secret',
      SUBSCRIBESTAR_WEBHOOK_SECRET: SECRET,
      SUBSCRIBESTAR_BASE_URL: url,
    }),
    (started) => ({ ts, fake } = started),
  );

  it('asks for the documented scopes and carries redirect=profile through the state', async () => {
    const res = await ts.server.inject({ method: 'GET', url: '/api/subscribestar/login?state=null&redirect=profile' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth2/authorize`);
    expect(url.searchParams.get('scope')).toBe('subscriber.read subscriber.payments.read user.read user.email.read');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/subscribestar');
    expect(url.searchParams.get('state')).toMatch(/^s1\./);
    // The landing rides in the signed state: the callback sends this browser back to the profile.
    fake.oauth.authorizeAs = subscriber('star-landing', 500);
    const trip = await startOAuth(ts.server, '/api/subscribestar/login?state=null&redirect=profile');
    expect((await finishSignIn(ts.server, trip)).landing).toBe('/app/profile/me');
  });

  it('connect through a one-use ticket links the player who asked; a callback in another browser is refused', async () => {
    const p = await makePlayer(ts);
    fake.oauth.authorizeAs = subscriber('star-ticket', 1400);
    const trip = await startOAuth(ts.server, await platformSignInPath(ts.server, p.token, 'subscribestar', 'profile'));
    expect(await finishOAuth(ts.server, trip, '')).toBe('/app/profile/me?error=oauth-state');
    expect(await ts.db.prisma.user.count({ where: { subscribeStarId: 'star-ticket' } })).toBe(0);
    expect((await finishSignIn(ts.server, trip)).landing).toBe('/app/profile/me');
    expect((await ts.db.prisma.user.findUniqueOrThrow({ where: { id: p.id } })).subscribeStarId).toBe('star-ticket');
    expect(await liveTierOf(ts, p.token)).toBe(3);
  });

  it('connect: links the current player, stores the e-mail, the tier by price and the tokens sealed', async () => {
    const anon = await makePlayer(ts);
    fake.oauth.authorizeAs = subscriber('star-1', 800);
    const done = await followSignIn(ts.server, `/api/subscribestar/login?state=${encodeURIComponent(anon.token)}`);
    expect(done.landing).toBe('/subscribestar-welcome');
    const claims = await ts.built.app.tokens.check(tokenOf(done));
    expect(claims.status === 'valid' && claims.claims).toMatchObject({ user: anon.id, tier: 2, loggedIn: true });
    const user = await ts.db.prisma.user.findUniqueOrThrow({
      where: { id: anon.id },
      include: { subscriptions: true, providerTokens: true },
    });
    expect(user).toMatchObject({ subscribeStarId: 'star-1', subscribeStarEmail: 'star-1@fans.example.com' });
    expect(user.subscriptions).toMatchObject([
      {
        provider: 'subscribestar',
        externalId: 'star-1',
        tier: 2,
        status: 'active',
        expiresAt: new Date('2026-06-28T00:00:00Z'),
      },
    ]);
    const stored = JSON.stringify(user.providerTokens);
    expect(user.providerTokens).toHaveLength(1);
    for (const issued of fake.oauth.issuedAccessTokens()) expect(stored).not.toContain(issued);
    const me = restAnswer(
      await ts.server.inject({
        method: 'GET',
        url: '/api/character/get/me',
        headers: { authorization: `Bearer ${anon.token}` },
      }),
      meSchema,
    );
    expect(me).toMatchObject({ tier: 2, subscribeStarTier: 2, subscribeStarEmail: 'star-1@fans.example.com' });
  });

  it('connect from the profile lands back on the profile; an existing link signs in', async () => {
    fake.oauth.authorizeAs = subscriber('star-1', 800);
    const done = await followSignIn(ts.server, '/api/subscribestar/login?state=null&redirect=profile');
    expect(done.landing).toBe('/app/profile/me');
    const claims = await ts.built.app.tokens.check(tokenOf(done));
    const linked = await ts.db.prisma.user.findUniqueOrThrow({ where: { subscribeStarId: 'star-1' } });
    expect(claims.status === 'valid' && claims.claims.user).toBe(linked.id);
  });

  it('synchronise re-reads the subscription (REST and tRPC), refreshing an expired access token', async () => {
    const p = await makePlayer(ts);
    const star = subscriber('star-2', 500);
    fake.oauth.authorizeAs = star;
    await followOAuth(ts.server, `/api/subscribestar/login?state=${encodeURIComponent(p.token)}`);
    expect(await liveTierOf(ts, p.token)).toBe(1);

    star.subscription = { active: true, tier_id: 'god', price: 1400, paid_until: '2026-07-01T00:00:00Z' };
    const rest = await ts.server.inject({
      method: 'POST',
      url: '/api/subscribestar/sync',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      tier: 3,
      subscribeStarTier: 3,
      subscribeStarExp: '2026-07-01T00:00:00.000Z',
      active: true,
    });
    expect(await liveTierOf(ts, p.token)).toBe(3);

    fake.oauth.revokeAccessTokens();
    const refreshes = fake.oauth.refreshGrants;
    star.subscription = { active: true, tier_id: 'vip', price: 800, paid_until: '2026-07-01T00:00:00Z' };
    const trpc = await ts.server.inject({
      method: 'POST',
      url: '/trpc/payments.syncSubscribeStar',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpcData(trpc, subscribeStarSyncAnswerSchema)).toMatchObject({ tier: 2, subscribeStarTier: 2 });
    expect(fake.oauth.refreshGrants).toBe(refreshes + 1);
  });

  it('synchronise needs a connected account and says so', async () => {
    const p = await makePlayer(ts, { email: 'plain@example.com', verified: true });
    const res = await ts.server.inject({
      method: 'POST',
      url: '/api/subscribestar/sync',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(restError(res).error).toMatch(/connect SubscribeStar/i);
    const anonymous = await makePlayer(ts);
    expect(
      (
        await ts.server.inject({
          method: 'POST',
          url: '/api/subscribestar/sync',
          headers: { authorization: `Bearer ${anonymous.token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('webhooks re-read the state: a cancellation keeps paid time, a resend changes nothing, a failed billing ends the tier', async () => {
    const p = await makePlayer(ts);
    const star = subscriber('star-3', 800, '2026-06-15T00:00:00Z');
    fake.oauth.authorizeAs = star;
    await followOAuth(ts.server, `/api/subscribestar/login?state=${encodeURIComponent(p.token)}`);
    expect(await liveTierOf(ts, p.token)).toBe(2);

    star.subscription = { active: false, tier_id: 't800', price: 800, paid_until: '2026-06-15T00:00:00Z' };
    const cancelled = { event: 'subscription_cancelled', id: 'evt-1', subscriber_id: 'star-3' };
    expect((await starWebhook(ts, cancelled)).json()).toMatchObject({ status: 'applied' });
    const sub = await ts.db.prisma.subscription.findUniqueOrThrow({
      where: { provider_externalId: { provider: 'subscribestar', externalId: 'star-3' } },
    });
    expect(sub).toMatchObject({ status: 'cancelled', tier: 2 });
    expect(await liveTierOf(ts, p.token)).toBe(2);

    // A resend (same event) is not applied again, even though the provider's state has moved on.
    star.subscription = { active: true, tier_id: 't1400', price: 1400, paid_until: '2026-07-15T00:00:00Z' };
    expect((await starWebhook(ts, cancelled)).json()).toMatchObject({ status: 'duplicate' });
    expect(await liveTierOf(ts, p.token)).toBe(2);

    // Events out of order: whatever arrives, the state read from the API is what counts.
    expect(
      (await starWebhook(ts, { event: 'recurring_pledge_increased', id: 'evt-2', subscriber_id: 'star-3' })).json(),
    ).toMatchObject({ status: 'applied' });
    expect(await liveTierOf(ts, p.token)).toBe(3);

    star.subscription = { active: false, tier_id: 't1400', price: 1400, paid_until: '2026-06-01T00:00:00Z' };
    await starWebhook(ts, { event: 'subscription_billing_failed', id: 'evt-3', subscriber_id: 'star-3' });
    expect(await liveTierOf(ts, p.token)).toBe(0);
  });

  it('refuses a forged or missing signature (403) and changes nothing', async () => {
    const p = await makePlayer(ts);
    const star = subscriber('star-4', 1400);
    fake.oauth.authorizeAs = star;
    await followOAuth(ts.server, `/api/subscribestar/login?state=${encodeURIComponent(p.token)}`);
    star.subscription = null;
    const events = await ts.db.prisma.webhookEvent.count();
    const forged = await starWebhook(
      ts,
      { event: 'subscription_cancelled', id: 'evt-f', subscriber_id: 'star-4' },
      'guess',
    );
    expect(forged.statusCode).toBe(403);
    const missing = await ts.server.inject({
      method: 'POST',
      url: '/api/subscribestar/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":"subscription_cancelled"}',
    });
    expect(missing.statusCode).toBe(403);
    expect(await ts.db.prisma.webhookEvent.count()).toBe(events);
    expect(await liveTierOf(ts, p.token)).toBe(3);
  });

  it('records unknown events, unknown subscribers and malformed bodies without changing data', async () => {
    const subs = await ts.db.prisma.subscription.count();
    const unknownEvent = await starWebhook(ts, { event: 'payout_sent', id: 'evt-u' });
    const stranger = await starWebhook(ts, { event: 'new_subscription', id: 'evt-s', subscriber_id: 'nobody' });
    const body = 'not json';
    const malformed = await ts.server.inject({
      method: 'POST',
      url: '/api/subscribestar/webhook',
      headers: { 'content-type': 'application/json', 'x-subscribestar-signature': hmacMd5(SECRET, body) },
      payload: body,
    });
    for (const res of [unknownEvent, stranger, malformed]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ignored' });
    }
    expect(await ts.db.prisma.subscription.count()).toBe(subs);
    const recorded = await ts.db.prisma.webhookEvent.findFirstOrThrow({
      where: { provider: 'subscribestar', type: 'new_subscription', eventId: { contains: 'evt-s' } },
    });
    expect(recorded.error).toMatch(/no player linked/);
  });

  it('answers 503 without recording when the provider is down, so the resend is applied later', async () => {
    const p = await makePlayer(ts);
    const star = subscriber('star-5', 500);
    fake.oauth.authorizeAs = star;
    await followOAuth(ts.server, `/api/subscribestar/login?state=${encodeURIComponent(p.token)}`);
    star.subscription = { active: true, tier_id: 't800', price: 800, paid_until: '2026-06-30T00:00:00Z' };
    const event = { event: 'recurring_pledge_increased', id: 'evt-down', subscriber_id: 'star-5' };
    fake.failGraphql = 502;
    try {
      expect((await starWebhook(ts, event)).statusCode).toBe(503);
    } finally {
      fake.failGraphql = null;
    }
    expect(await liveTierOf(ts, p.token)).toBe(1);
    expect((await starWebhook(ts, event)).json()).toMatchObject({ status: 'applied' });
    expect(await liveTierOf(ts, p.token)).toBe(2);
  });
});
