import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { PASSWORD, SURFACES, anonymous, call, decode, expectInvalid, invalid, linkIn, seedCharacter, signup, uniqueEmail } from './accounts-helpers.ts';

describeEachDb('e-mail sign-up and verification', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000', PUBLIC_URL: 'https://game.example' } });
    await seedCharacter(t, 'mila');
  });
  afterAll(() => t.close());

  for (const via of SURFACES) {
    describe(`via ${via}`, () => {
      it('upgrades the anonymous player in place: same id, progress kept, argon2id hash', async () => {
        const anon = await anonymous(t, via);
        await t.db.prisma.playerCharacter.create({ data: { userId: anon.id, charId: 'mila', score: 77 } });
        const email = uniqueEmail('Upgrade');
        const res = await call(t, via, 'auth.emailSignup', { email: ` ${email} `, password: PASSWORD, passwordRepeat: PASSWORD }, { token: anon.token });
        expect(res.status).toBe(200);
        expect(decode(res.body.token!)).toMatchObject({ user: anon.id, loggedIn: true });
        const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: anon.id }, include: { progress: true } });
        expect(user.email).toBe(email.toLowerCase());
        expect(user.progress[0]?.score).toBe(77);
        expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=1,t=\d+\$/);
        const [, m, tc] = /m=(\d+),p=1,t=(\d+)/.exec(user.passwordHash!)!;
        expect(Number(m)).toBeGreaterThanOrEqual(19_456);
        expect(Number(tc)).toBeGreaterThanOrEqual(2);
        expect(user.passwordHash).not.toContain(PASSWORD);
        const me = await call(t, via, 'auth.me', undefined, { token: res.body.token });
        expect(me.body).toMatchObject({ _id: anon.id, email: email.toLowerCase(), mainEmailVerified: false, loggedIn: true });
      });

      it('creates a new player without a token, and with the token of a player who already has an e-mail', async () => {
        const first = await signup(t, via, uniqueEmail());
        const second = await signup(t, via, uniqueEmail(), { token: first.token });
        expect(second.id).not.toBe(first.id);
        expect(await t.db.prisma.user.count({ where: { id: { in: [first.id, second.id] }, email: { not: null } } })).toBe(2);
      });

      it('refuses an e-mail already registered, whatever its case, and leaves the player anonymous', async () => {
        const email = uniqueEmail();
        await signup(t, via, email);
        const anon = await anonymous(t, via);
        const res = await call(t, via, 'auth.emailSignup', { email: email.toUpperCase(), password: PASSWORD, passwordRepeat: PASSWORD }, { token: anon.token });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ error: 'This email is already registered', cause: 'validation' });
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: anon.id } })).email).toBeNull();
      });

      it('answers every validation rule of the sign-up form with the words of the page', async () => {
        const cases: [Record<string, unknown>, string, string][] = [
          [{ email: 'no-at-sign.com', password: PASSWORD, passwordRepeat: PASSWORD }, MESSAGES.email, 'email'],
          [{ email: 'a@nodot', password: PASSWORD, passwordRepeat: PASSWORD }, MESSAGES.email, 'email'],
          [{ email: 'a@@b.com', password: PASSWORD, passwordRepeat: PASSWORD }, MESSAGES.email, 'email'],
          [{ email: 'a@b.com', password: 'Short1', passwordRepeat: 'Short1' }, MESSAGES.password, 'password'],
          [{ email: 'a@b.com', password: 'alllowercase1', passwordRepeat: 'alllowercase1' }, MESSAGES.password, 'password'],
          [{ email: 'a@b.com', password: 'ALLUPPERCASE1', passwordRepeat: 'ALLUPPERCASE1' }, MESSAGES.password, 'password'],
          [{ email: 'a@b.com', password: 'NoDigitsHere', passwordRepeat: 'NoDigitsHere' }, MESSAGES.password, 'password'],
          [{ email: 'a@b.com', password: PASSWORD, passwordRepeat: 'Secret124' }, MESSAGES.passwordRepeat, 'passwordRepeat'],
          // missing fields and wrong types answer the form's own message for that field
          [{ password: PASSWORD, passwordRepeat: PASSWORD }, MESSAGES.email, 'email'],
          [{ email: 42, password: PASSWORD, passwordRepeat: PASSWORD }, MESSAGES.email, 'email'],
          [{ email: 'a@b.com', passwordRepeat: PASSWORD }, MESSAGES.password, 'password'],
          [{ email: 'a@b.com', password: ['Secret123'], passwordRepeat: PASSWORD }, MESSAGES.password, 'password'],
          [{ email: 'a@b.com', password: PASSWORD }, MESSAGES.passwordRepeat, 'passwordRepeat'],
        ];
        for (const [input, message, path] of cases) expectInvalid(await call(t, via, 'auth.emailSignup', input), message, path, JSON.stringify(input));
        // every problem is listed, each naming its field
        const empty = await call(t, via, 'auth.emailSignup', {});
        expect(empty.body).toEqual(invalid(MESSAGES.email, 'email', [{ path: 'password', message: MESSAGES.password }, { path: 'passwordRepeat', message: MESSAGES.passwordRepeat }]));
        expect(await t.db.prisma.user.count({ where: { email: 'a@b.com' } })).toBe(0);
      });

      it('sends a single-use verification link that redirects to the profile', async () => {
        const email = uniqueEmail();
        const player = await signup(t, via, email);
        const link = linkIn(t, email, /verify-email/);
        expect(link.origin + link.pathname).toBe('https://game.example/api/auth/verify-email');
        expect(link.searchParams.get('userId')).toBe(player.id);
        const secret = link.searchParams.get('secret')!;
        expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
        // only the hash is stored
        const stored = await t.db.prisma.mailToken.findFirstOrThrow({ where: { userId: player.id, kind: 'verify' } });
        expect(stored.secretHash).not.toContain(secret);
        expect(stored.expiresAt.getTime() - t.clock.now).toBe(7 * 86_400_000);

        // opening the link only uses it: no player is created and no token handed out
        const users = await t.db.prisma.user.count();
        const opened = await t.server.inject({ method: 'GET', url: link.pathname + link.search });
        expect(opened.statusCode).toBe(303);
        expect(opened.headers.location).toBe('/app/profile/me?verified=1');
        expect(opened.payload).not.toMatch(/eyJ/);
        expect(await t.db.prisma.user.count()).toBe(users);
        expect((await call(t, via, 'auth.me', undefined, { token: player.token })).body.mainEmailVerified).toBe(true);
        const again = await t.server.inject({ method: 'GET', url: link.pathname + link.search });
        expect(again.headers.location).toBe('/app/profile/me?verified=0');
        const tampered = await t.server.inject({ method: 'GET', url: `/api/auth/verify-email?userId=${player.id}&secret=nope` });
        expect(tampered.headers.location).toBe('/app/profile/me?verified=0');
        expect((await t.server.inject({ method: 'GET', url: '/api/auth/verify-email' })).headers.location).toBe('/app/profile/me?verified=0');
        expect(await t.db.prisma.user.count()).toBe(users);
      });

      it('verifies from the link even when new anonymous players are refused at the address', async () => {
        const config = t.built.app.config;
        const limit = config.ANON_RATE_LIMIT;
        config.ANON_RATE_LIMIT = 1;
        try {
          const email = uniqueEmail();
          const player = await signup(t, via, email, { ip: '10.31.0.1' });
          // the address has used up its anonymous players
          const ip = via === 'rest' ? '10.31.0.2' : '10.31.0.3';
          await call(t, via, 'auth.me', undefined, { ip });
          expect((await call(t, via, 'auth.me', undefined, { ip })).status).toBe(429);
          const link = linkIn(t, email, /verify-email/);
          const opened = await t.server.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: ip });
          expect(opened.headers.location).toBe('/app/profile/me?verified=1');
          expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: player.id } })).emailVerified).toBe(true);
        } finally {
          config.ANON_RATE_LIMIT = limit;
        }
      });

      it('answers the link\'s own message for a verification with missing or odd parts', async () => {
        for (const input of [{}, { userId: 'u1' }, { secret: 's' }, { userId: 5, secret: 's' }, { userId: 'u1', secret: '' }, { userId: '../x', secret: 's' }]) {
          const res = await call(t, via, 'auth.verifyEmail', input);
          expect(res.status, JSON.stringify(input)).toBe(400);
          expect(res.body.error, JSON.stringify(input)).toBe(MESSAGES.verifyLink);
        }
      });

      it('verifies through the verifyEmail call once, and refuses a link older than 7 days', async () => {
        const email = uniqueEmail();
        const player = await signup(t, via, email);
        const link = linkIn(t, email, /verify-email/);
        const input = { userId: player.id, secret: link.searchParams.get('secret')! };
        // the link proves the mailbox but signs nobody in: a stranger gets their own token
        const stranger = await anonymous(t, via);
        const ok = await call(t, via, 'auth.verifyEmail', input, { token: stranger.token });
        expect(ok.status).toBe(200);
        expect(decode(ok.body.token!).user).toBe(stranger.id);
        const mine = await call(t, via, 'auth.me', undefined, { token: player.token });
        expect(mine.body).toMatchObject({ _id: player.id, mainEmailVerified: true });
        expect(decode(mine.body.token!).user).toBe(player.id);
        const reused = await call(t, via, 'auth.verifyEmail', input);
        expect(reused.status).toBe(400);
        expect(reused.body.error).toMatch(/verification link/);

        const late = uniqueEmail();
        const other = await signup(t, via, late);
        const lateLink = linkIn(t, late, /verify-email/);
        t.clock.advance(7 * 86_400_000 + 1);
        const expired = await call(t, via, 'auth.verifyEmail', { userId: other.id, secret: lateLink.searchParams.get('secret')! });
        expect(expired.status).toBe(400);
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).emailVerified).toBe(false);
      });

      it('resends verification only for the caller itself', async () => {
        const emailA = uniqueEmail();
        const a = await signup(t, via, emailA);
        const b = await signup(t, via, uniqueEmail());
        const refused = await call(t, via, 'auth.resendVerification', { user: b.id }, { token: a.token });
        expect(refused.status).toBe(403);
        expect(refused.body.error).toBeTruthy();

        const earlier = linkIn(t, emailA, /verify-email/);
        const before = t.mailer.sent.length;
        const ok = await call(t, via, 'auth.resendVerification', { user: a.id }, { token: a.token });
        expect(ok.status).toBe(200);
        expect(ok.body).toEqual({ success: true });
        expect(t.mailer.sent.length).toBe(before + 1);
        // the new link works, the earlier one no longer does
        const fresh = linkIn(t, emailA, /verify-email/);
        expect((await call(t, via, 'auth.verifyEmail', { userId: a.id, secret: earlier.searchParams.get('secret')! })).status).toBe(400);
        const verified = await call(t, via, 'auth.verifyEmail', { userId: a.id, secret: fresh.searchParams.get('secret')! }, { token: a.token });
        expect(verified.status).toBe(200);
        expect(decode(verified.body.token!).user).toBe(a.id);

        const anon = await anonymous(t, via);
        const anonymousCall = await call(t, via, 'auth.resendVerification', { user: anon.id }, { token: anon.token });
        expect(anonymousCall.status).toBe(401);
        expect(anonymousCall.body.cause).toBe('login');
      });
    });
  }

  it('keeps the sign-up when the verification mail cannot be sent', async () => {
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('mail server down');
    };
    try {
      const player = await signup(t, 'rest', uniqueEmail());
      expect(decode(player.token).loggedIn).toBe(true);
    } finally {
      t.mailer.send = send;
    }
  });
});
