import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { SURFACES, anonymous, call, decode, forge, unsigned } from './accounts-helpers.ts';

const DAY = 86_400_000;

describeEachDb('tokens and anonymous players', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  for (const via of SURFACES) {
    describe(`via ${via}`, () => {
      it('creates an anonymous player with a fresh token when none is sent', async () => {
        const res = await call(t, via, 'auth.me');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ email: null, mainEmail: null, mainEmailVerified: false, loggedIn: false, tier: 0, role: 0, tosConsent: false, requireLogin: false, customMessagesLeft: 0 });
        const id = res.body._id as string;
        const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id } });
        expect(user.email).toBeNull();
        expect(user.passwordHash).toBeNull();
        // exactly the specification's decoded token plus v
        const claims = decode(res.body.token!);
        expect(Object.keys(claims).sort()).toEqual(['expires', 'language', 'loggedIn', 'role', 'tags', 'tier', 'tosConsent', 'user', 'v']);
        expect(claims).toMatchObject({ user: id, tier: 0, role: 0, loggedIn: false, tosConsent: false, language: 'en', tags: {}, v: 0 });
        expect(claims.expires).toBe(t.clock.now + 30 * DAY);
      });

      it('keeps the same player for a valid token and refreshes its token and last-seen time', async () => {
        const first = await anonymous(t, via);
        t.clock.advance(60_000);
        const again = await call(t, via, 'auth.me', undefined, { token: first.token });
        expect(again.body._id).toBe(first.id);
        expect(decode(again.body.token!).expires).toBe(t.clock.now + 30 * DAY);
        const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: first.id } });
        expect(user.lastSeenAt.getTime()).toBe(t.clock.now);
      });

      it('starts the anonymous player in the language of the request', async () => {
        const res = await t.server.inject({ method: 'GET', url: via === 'rest' ? '/api/character/get/me?language=de' : '/trpc/auth.me?language=de' });
        const token = via === 'rest' ? res.json<{ token: string }>().token : res.json<{ result: { data: { token: string } } }>().result.data.token;
        expect(decode(token).language).toBe('de');
      });

      it('gives a new anonymous player for an expired token', async () => {
        const first = await anonymous(t, via);
        t.clock.advance(30 * DAY + 1);
        const res = await call(t, via, 'auth.me', undefined, { token: first.token });
        expect(res.status).toBe(200);
        expect(res.body._id).not.toBe(first.id);
        expect(res.body.tier).toBe(0);
      });

      it('never honours a token signed with another key, alg none or garbage', async () => {
        const victim = await anonymous(t, via);
        await t.db.prisma.subscription.create({ data: { id: `s-${victim.id}`, userId: victim.id, provider: 'manual', externalId: victim.id, tier: 1, expiresAt: new Date(t.clock.now + DAY) } });
        const forged = [
          await forge({ user: victim.id, tier: 3, role: 100, loggedIn: true, expires: t.clock.now + DAY }),
          unsigned({ user: victim.id }),
          'garbage',
          'a.b.c',
          `${victim.token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
        ];
        for (const token of forged) {
          const res = await call(t, via, 'auth.me', undefined, { token });
          expect(res.status, token).toBe(200);
          expect(res.body._id).not.toBe(victim.id);
          expect(res.body).toMatchObject({ tier: 0, role: 0, loggedIn: false });
          expect(decode(res.body.token!)).toMatchObject({ tier: 0, role: 0 });
          // and a procedure needing a player refuses the token outright
          const consent = await call(t, via, 'user.setTosConsent', undefined, { token });
          expect(consent.status).toBe(401);
          expect(consent.body.cause).toBe('login');
        }
      });

      it('reads tier and role from the database, not from a stale token', async () => {
        const player = await anonymous(t, via);
        // signed with the server's own key but claiming what the database does not hold
        const stale = await t.built.app.tokens.sign({ user: player.id, tier: 3, role: 100, tags: {}, language: 'en', loggedIn: true, tosConsent: true, v: 0 });
        const res = await call(t, via, 'auth.me', undefined, { token: stale });
        expect(res.body._id).toBe(player.id);
        expect(res.body).toMatchObject({ tier: 0, role: 0, loggedIn: false, tosConsent: false, customMessagesLeft: 0 });
        expect(decode(res.body.token!)).toMatchObject({ tier: 0, role: 0, loggedIn: false });
      });

      it('treats a token of a deleted player as no token', async () => {
        const player = await anonymous(t, via);
        await t.db.prisma.user.delete({ where: { id: player.id } });
        const res = await call(t, via, 'auth.me', undefined, { token: player.token });
        expect(res.status).toBe(200);
        expect(res.body._id).not.toBe(player.id);
      });
    });
  }

  it('limits how many anonymous players one address creates a minute (ANON_RATE_LIMIT)', async () => {
    const own = await startTestServer(kind, { config: { ANON_RATE_LIMIT: '5' } });
    try {
      const me = (ip: string, token?: string) =>
        own.server.inject({ method: 'GET', url: '/api/character/get/me', remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {} });
      let token = '';
      for (let i = 0; i < 5; i++) {
        const res = await me('10.1.1.1');
        expect(res.statusCode).toBe(200);
        token = res.json<{ token: string }>().token;
      }
      const refused = await me('10.1.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ cause: 'rate' });
      // existing players are not affected, nor other addresses
      expect((await me('10.1.1.1', token)).statusCode).toBe(200);
      expect((await me('10.1.1.2')).statusCode).toBe(200);
      own.clock.advance(60_001);
      expect((await me('10.1.1.1')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
