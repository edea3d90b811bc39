import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app.ts';
import { JWT_SECRET_SETTING, resolveJwtSecret, sessionSecret } from '../src/services/tokens.ts';
import type { Database } from '../src/db/client.ts';
import {
  describeEachDb,
  freshDatabase,
  memoryMailer,
  startTestServer,
  testConfig,
  type TestServer,
} from './harness.ts';
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
        expect(res.body).toMatchObject({
          email: null,
          mainEmail: null,
          mainEmailVerified: false,
          loggedIn: false,
          tier: 0,
          role: 0,
          tosConsent: false,
          requireLogin: false,
          customMessagesLeft: 0,
        });
        const id = res.body._id as string;
        const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id } });
        expect(user.email).toBeNull();
        expect(user.passwordHash).toBeNull();
        // exactly the specification's decoded token plus v
        const claims = decode(res.body.token!);
        expect(Object.keys(claims).sort()).toEqual([
          'expires',
          'language',
          'loggedIn',
          'role',
          'tags',
          'tier',
          'tosConsent',
          'user',
          'v',
        ]);
        expect(claims).toMatchObject({
          user: id,
          tier: 0,
          role: 0,
          loggedIn: false,
          tosConsent: false,
          language: 'en',
          tags: {},
          v: 0,
        });
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
        const res = await t.server.inject({
          method: 'GET',
          url: via === 'rest' ? '/api/character/get/me?language=de' : '/trpc/auth.me?language=de',
        });
        const token =
          via === 'rest'
            ? res.json<{ token: string }>().token
            : res.json<{ result: { data: { token: string } } }>().result.data.token;
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
        await t.db.prisma.subscription.create({
          data: {
            id: `s-${victim.id}`,
            userId: victim.id,
            provider: 'manual',
            externalId: victim.id,
            tier: 1,
            expiresAt: new Date(t.clock.now + DAY),
          },
        });
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
        const stale = await t.built.app.tokens.sign({
          user: player.id,
          tier: 3,
          role: 100,
          tags: {},
          language: 'en',
          loggedIn: true,
          tosConsent: true,
          v: 0,
        });
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
    const own = t;
    const limit = own.built.app.config.ANON_RATE_LIMIT;
    own.built.app.config.ANON_RATE_LIMIT = 5;
    try {
      const me = (ip: string, token?: string) =>
        own.server.inject({
          method: 'GET',
          url: '/api/character/get/me',
          remoteAddress: ip,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
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
      // an IPv6 client counts by its /64: other addresses in it are refused too, another /64 is not
      for (let i = 1; i <= 5; i++) expect((await me(`2001:db8:7:7::${i}`)).statusCode).toBe(200);
      const sameNet = await me('2001:db8:7:7:ffff::1');
      expect(sameNet.statusCode).toBe(429);
      expect(sameNet.headers['retry-after']).toBe('60');
      expect((await me('2001:db8:7:8::1')).statusCode).toBe(200);
    } finally {
      own.built.app.config.ANON_RATE_LIMIT = limit;
    }
  });
});

describeEachDb('the generated token secret', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase(kind);
  });
  afterAll(() => db.close());

  /** A configuration without JWT_SECRET, each with its own data folder (as separate machines have). */
  const unconfigured = () => {
    const config = testConfig();
    delete config.JWT_SECRET;
    return config;
  };
  const build = (config = unconfigured()) =>
    buildApp({ config, db, mailer: memoryMailer(), log: pino({ level: 'silent' }) });

  it('is generated once, kept in the database and shared by every instance on it', async () => {
    const first = await build();
    const second = await build();
    try {
      const [row] = await db.sql.query<{ value: string }>('SELECT "value" FROM "Setting" WHERE "key" = $1', [
        JWT_SECRET_SETTING,
      ]);
      expect(row?.value).toMatch(/^[A-Za-z0-9_-]{64}$/);
      expect(sessionSecret(first.app.config)).toBe(row!.value);
      expect(sessionSecret(second.app.config)).toBe(row!.value);
      // a token of one instance is valid on the other
      const token = await first.app.tokens.sign({
        user: 'u1',
        tier: 0,
        role: 0,
        tags: {},
        language: 'en',
        loggedIn: false,
        tosConsent: false,
        v: 0,
      });
      expect((await second.app.tokens.check(token)).status).toBe('valid');
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('settles on one secret when instances start at the same moment', async () => {
    await db.sql.query('DELETE FROM "Setting"');
    const secrets = await Promise.all(Array.from({ length: 4 }, () => resolveJwtSecret(db.sql, unconfigured())));
    expect(new Set(secrets).size).toBe(1);
  });

  it('adopts the secret an earlier version kept under DATA_DIR, so its sessions stay valid', async () => {
    await db.sql.query('DELETE FROM "Setting"');
    const config = unconfigured();
    mkdirSync(config.DATA_DIR, { recursive: true });
    const legacy = 'a-secret-kept-by-an-earlier-version-0123456789';
    writeFileSync(join(config.DATA_DIR, 'jwt-secret'), `${legacy}\n`);
    expect(await resolveJwtSecret(db.sql, config)).toBe(legacy);
    // a file that holds no usable secret is not adopted
    await db.sql.query('DELETE FROM "Setting"');
    writeFileSync(join(config.DATA_DIR, 'jwt-secret'), 'short');
    expect(await resolveJwtSecret(db.sql, config)).not.toBe('short');
  });

  it('refuses to start on a stored secret that is not usable, and a configured JWT_SECRET wins', async () => {
    await db.sql.query('UPDATE "Setting" SET "value" = $1 WHERE "key" = $2', ['tiny', JWT_SECRET_SETTING]);
    await expect(build()).rejects.toThrow(/token secret stored in the database .* is not usable/);
    const configured = testConfig();
    expect(await resolveJwtSecret(db.sql, configured)).toBe(configured.JWT_SECRET);
    await db.sql.query('DELETE FROM "Setting"');
  });
});
