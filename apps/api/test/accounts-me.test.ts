import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { SURFACES, anonymous, call, decode, signup, uniqueEmail } from './accounts-helpers.ts';

const DAY = 86_400_000;

describeEachDb('me: the current profile', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const subscribe = (
    userId: string,
    provider: string,
    tier: number,
    expiresInMs: number,
    externalId = `${provider}-${userId}`,
  ) =>
    t.db.prisma.subscription.create({
      data: {
        id: `${externalId}-${tier}`,
        userId,
        provider,
        externalId,
        tier,
        expiresAt: new Date(t.clock.now + expiresInMs),
      },
    });

  for (const via of SURFACES) {
    describe(`via ${via}`, () => {
      it('shows subscriptions by provider, the live tier and the custom messages left today', async () => {
        const email = uniqueEmail();
        const player = await signup(t, via, email);
        await subscribe(player.id, 'card', 2, 10 * DAY, `sub-${via}`);
        await subscribe(player.id, 'subscribestar', 3, -DAY);
        await subscribe(player.id, 'patreon', 1, 3 * DAY);
        const today = new Date(t.clock.now).toISOString().slice(0, 10);
        await t.db.prisma.quotaUsage.create({ data: { userId: player.id, day: today, count: 3 } });
        await t.db.prisma.quotaUsage.create({ data: { userId: player.id, day: '2020-01-01', count: 20 } });

        const res = await call(t, via, 'auth.me', undefined, { token: player.token });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          _id: player.id,
          email,
          mainEmail: email,
          // the sign-up link proved the address
          mainEmailVerified: true,
          loggedIn: true,
          tier: 2,
          ccbillTier: 2,
          ccbillExp: new Date(t.clock.now + 10 * DAY).toISOString(),
          subscriptionId: `sub-${via}`,
          patreonTier: 1,
          patreonExp: new Date(t.clock.now + 3 * DAY).toISOString(),
          subscribeStarTier: 3,
          subscribeStarExp: new Date(t.clock.now - DAY).toISOString(),
          customMessagesLeft: 22,
          ccbillAvailable: false,
          subscribeStarAvailable: false,
        });
        expect(decode(res.body.token!)).toMatchObject({ tier: 2, loggedIn: true, user: player.id });
      });

      it('counts custom messages by tier: none for Free, 5 Basic, unlimited God Mode', async () => {
        const free = await anonymous(t, via);
        expect((await call(t, via, 'auth.me', undefined, { token: free.token })).body.customMessagesLeft).toBe(0);
        const basic = await anonymous(t, via);
        await subscribe(basic.id, 'manual', 1, DAY);
        expect((await call(t, via, 'auth.me', undefined, { token: basic.token })).body.customMessagesLeft).toBe(5);
        const god = await anonymous(t, via);
        await subscribe(god.id, 'manual', 3, DAY);
        const res = await call(t, via, 'auth.me', undefined, { token: god.token });
        expect(res.body.customMessagesLeft).toBeNull();
        expect(res.body.tier).toBe(3);
        t.clock.advance(DAY + 1);
        const later = await call(t, via, 'auth.me', undefined, { token: res.body.token });
        expect(later.body).toMatchObject({ tier: 0, customMessagesLeft: 0 });
      });

      it('requires login in a restricted region unless logged in with a live paid tier', async () => {
        const restricted = { 'x-test-region': 'US-TX' };
        const anon = await call(t, via, 'auth.me', undefined, { headers: restricted });
        expect(anon.body.requireLogin).toBe(true);
        expect(
          (await call(t, via, 'auth.me', undefined, { headers: { 'x-test-region': 'GB' } })).body.requireLogin,
        ).toBe(true);
        expect(
          (await call(t, via, 'auth.me', undefined, { headers: { 'x-test-region': 'DE' } })).body.requireLogin,
        ).toBe(false);

        const member = await signup(t, via, uniqueEmail());
        expect(
          (await call(t, via, 'auth.me', undefined, { token: member.token, headers: restricted })).body.requireLogin,
        ).toBe(true);
        await subscribe(member.id, 'card', 1, DAY);
        expect(
          (await call(t, via, 'auth.me', undefined, { token: member.token, headers: restricted })).body.requireLogin,
        ).toBe(false);
        // a paid tier alone, without an account, is not enough
        await subscribe(anon.body._id as string, 'manual', 3, DAY);
        expect(
          (await call(t, via, 'auth.me', undefined, { token: anon.body.token, headers: restricted })).body.requireLogin,
        ).toBe(true);
      });
    });
  }

  it('reports card and SubscribeStar billing as available when configured', async () => {
    // the same server, configured for both (what payments/availability.ts needs for each)
    const config = t.built.app.config;
    const saved = { ...config };
    expect((await call(t, 'rest', 'auth.me')).body).toMatchObject({
      ccbillAvailable: false,
      subscribeStarAvailable: false,
    });
    Object.assign(config, {
      CCBILL_FLEX_ID: 'flex',
      CCBILL_SALT: 'salt',
      CCBILL_CLIENT_SUBACC: '0001',
      SUBSCRIBESTAR_CLIENT_ID: 'client',
      SUBSCRIBESTAR_CLIENT_SECRET: 'secret',
    });
    try {
      const res = await call(t, 'rest', 'auth.me');
      expect(res.body).toMatchObject({ ccbillAvailable: true, subscribeStarAvailable: true });
    } finally {
      Object.assign(config, saved);
    }
  });
});
