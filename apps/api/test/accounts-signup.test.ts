import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/schema/errors';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import {
  PASSWORD,
  SURFACES,
  anonymous,
  call,
  confirmInput,
  confirmLinkIn,
  decode,
  expectInvalid,
  invalid,
  legacyVerifyPath,
  linkIn,
  linkParams,
  seedCharacter,
  signup,
  uniqueEmail,
  type CallOptions,
  type Via,
} from './accounts-helpers.ts';
import { refusal } from './answers.ts';

/**
 * An account whose e-mail is not verified (one made before sign-ups were confirmed by mail), which has
 * just been sent a verification link.
 */
async function unverified(
  t: TestServer,
  via: Via,
  email: string,
  opts: CallOptions = {},
): Promise<{ token: string; id: string }> {
  const player = await signup(t, via, email, opts);
  await t.db.prisma.user.update({ where: { id: player.id }, data: { emailVerified: false } });
  const sent = await call(t, via, 'auth.resendVerification', { user: player.id }, { ...opts, token: player.token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return player;
}

describeEachDb('e-mail sign-up and verification', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000', PUBLIC_URL: 'https://game.example' } });
    await seedCharacter(t, 'mila');
  });
  afterAll(() => t.close());

  for (const via of SURFACES) {
    describe(`via ${via}`, () => {
      it('upgrades the anonymous player in place once the link is opened: same id, progress kept, argon2id hash, e-mail verified', async () => {
        const anon = await anonymous(t, via);
        await t.db.prisma.playerCharacter.create({ data: { userId: anon.id, charId: 'mila', score: 77 } });
        const email = uniqueEmail('Upgrade');
        const res = await call(
          t,
          via,
          'auth.emailSignup',
          { email: ` ${email} `, password: PASSWORD, passwordRepeat: PASSWORD },
          { token: anon.token },
        );
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ sent: true });
        // nothing changes for the player until the link is opened; the pending sign-up names the player
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: anon.id } })).email).toBeNull();
        const pending = await t.db.prisma.pendingSignup.findFirstOrThrow({ where: { email: email.toLowerCase() } });
        expect(pending.userId).toBe(anon.id);
        expect(pending.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=1,t=\d+\$/);
        const [, m, tc] = /m=(\d+),p=1,t=(\d+)/.exec(pending.passwordHash)!;
        expect(Number(m)).toBeGreaterThanOrEqual(19_456);
        expect(Number(tc)).toBeGreaterThanOrEqual(2);
        expect(pending.passwordHash).not.toContain(PASSWORD);

        const confirmed = await call(t, via, 'auth.confirmSignup', confirmInput(confirmLinkIn(t, email.toLowerCase())));
        expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
        expect(decode(confirmed.body.token!)).toMatchObject({ user: anon.id, loggedIn: true });
        const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: anon.id }, include: { progress: true } });
        expect(user).toMatchObject({
          email: email.toLowerCase(),
          passwordHash: pending.passwordHash,
          emailVerified: true,
        });
        expect(user.progress[0]?.score).toBe(77);
        expect(await t.db.prisma.pendingSignup.count({ where: { email: email.toLowerCase() } })).toBe(0);
        const me = await call(t, via, 'auth.me', undefined, { token: confirmed.body.token });
        expect(me.body).toMatchObject({
          _id: anon.id,
          email: email.toLowerCase(),
          mainEmailVerified: true,
          loggedIn: true,
        });
        // no verification mail: the confirmation proved the address
        expect(t.mailer.sent.filter((mail) => mail.to === email.toLowerCase()).map((mail) => mail.subject)).toEqual([
          'Confirm your sign-up',
        ]);
      });

      it('creates a new player without a token, and with the token of a player who already has an e-mail', async () => {
        const first = await signup(t, via, uniqueEmail());
        const second = await signup(t, via, uniqueEmail(), { token: first.token });
        expect(second.id).not.toBe(first.id);
        expect(
          await t.db.prisma.user.count({
            where: { id: { in: [first.id, second.id] }, email: { not: null }, emailVerified: true },
          }),
        ).toBe(2);
      });

      it('answers an e-mail already registered, whatever its case, as any other, mails its owner and stores nothing', async () => {
        const email = uniqueEmail();
        const owner = await signup(t, via, email);
        const anon = await anonymous(t, via);
        const res = await call(
          t,
          via,
          'auth.emailSignup',
          { email: email.toUpperCase(), password: PASSWORD, passwordRepeat: PASSWORD },
          { token: anon.token },
        );
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ sent: true });
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: anon.id } })).email).toBeNull();
        expect(await t.db.prisma.pendingSignup.count({ where: { email } })).toBe(0);
        const mail = t.mailer.sent.at(-1)!;
        expect(mail).toMatchObject({ to: email, subject: 'You already have an account' });
        expect(mail.text).toContain('https://game.example/app/home');
        expect(mail.text).toContain('Forgot Password?');
        expect(mail.text).not.toMatch(/confirm-signup|secret=/);
        // the account is untouched
        expect((await call(t, via, 'auth.emailLogin', { email, password: PASSWORD })).status).toBe(200);
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).passwordHash).not.toBeNull();
      });

      it('keeps each pending sign-up of an address usable until one is confirmed, which ends the others', async () => {
        const email = uniqueEmail();
        await call(t, via, 'auth.emailSignup', { email, password: PASSWORD, passwordRepeat: PASSWORD });
        const first = confirmInput(confirmLinkIn(t, email));
        await call(t, via, 'auth.emailSignup', { email, password: 'Another123', passwordRepeat: 'Another123' });
        const second = confirmInput(confirmLinkIn(t, email), 'Another123');
        expect(second.id).not.toBe(first.id);
        // the first link still works (the second one does not replace it), and carries its own password
        expect((await call(t, via, 'auth.confirmSignup', first)).status).toBe(200);
        expect((await call(t, via, 'auth.emailLogin', { email, password: PASSWORD })).status).toBe(200);
        const refused = await call(t, via, 'auth.confirmSignup', second);
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual(refusal('auth.signupLink', 'validation'));
      });

      it('refuses to confirm when the address got an account meanwhile, and tells to log in', async () => {
        const email = uniqueEmail();
        const anon = await anonymous(t, via);
        await call(
          t,
          via,
          'auth.emailSignup',
          { email, password: PASSWORD, passwordRepeat: PASSWORD },
          { token: anon.token },
        );
        const link = confirmInput(confirmLinkIn(t, email));
        // e.g. through a platform sign-in that brought this e-mail, or an operator
        await t.db.prisma.user.create({ data: { id: `meanwhile-${via}-${kind}`, email } });
        const users = await t.db.prisma.user.count();
        const res = await call(t, via, 'auth.confirmSignup', link, { token: anon.token });
        expect(res.status).toBe(409);
        expect(res.body).toEqual(refusal('auth.signupTaken', 'login'));
        expect(await t.db.prisma.user.count()).toBe(users);
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: anon.id } })).email).toBeNull();
        // the link is spent
        expect((await call(t, via, 'auth.confirmSignup', link)).status).toBe(400);
      });

      it("answers the confirmation link's own message for missing or odd parts", async () => {
        for (const input of [
          {},
          { id: 'p1' },
          { secret: 's' },
          { id: 5, secret: 's' },
          { id: 'p1', secret: '' },
          { id: '../x', secret: 's' },
          { id: 'p1', secret: 'x'.repeat(201) },
        ]) {
          const res = await call(t, via, 'auth.confirmSignup', input);
          expect(res.status, JSON.stringify(input)).toBe(400);
          expect(res.body.error, JSON.stringify(input)).toBe(ERRORS['auth.signupLink']);
        }
      });

      it('answers every validation rule of the sign-up form with the words of the page', async () => {
        const cases: [Record<string, unknown>, string, string][] = [
          [{ email: 'no-at-sign.com', password: PASSWORD, passwordRepeat: PASSWORD }, ERRORS['auth.email'], 'email'],
          [{ email: 'a@nodot', password: PASSWORD, passwordRepeat: PASSWORD }, ERRORS['auth.email'], 'email'],
          [{ email: 'a@@b.com', password: PASSWORD, passwordRepeat: PASSWORD }, ERRORS['auth.email'], 'email'],
          [{ email: 'a@b.com', password: 'Short1', passwordRepeat: 'Short1' }, ERRORS['auth.password'], 'password'],
          [
            { email: 'a@b.com', password: 'alllowercase1', passwordRepeat: 'alllowercase1' },
            ERRORS['auth.password'],
            'password',
          ],
          [
            { email: 'a@b.com', password: 'ALLUPPERCASE1', passwordRepeat: 'ALLUPPERCASE1' },
            ERRORS['auth.password'],
            'password',
          ],
          [
            { email: 'a@b.com', password: 'NoDigitsHere', passwordRepeat: 'NoDigitsHere' },
            ERRORS['auth.password'],
            'password',
          ],
          [
            { email: 'a@b.com', password: PASSWORD, passwordRepeat: 'Secret124' },
            ERRORS['auth.passwordRepeat'],
            'passwordRepeat',
          ],
          // missing fields and wrong types answer the form's own message for that field
          [{ password: PASSWORD, passwordRepeat: PASSWORD }, ERRORS['auth.email'], 'email'],
          [{ email: 42, password: PASSWORD, passwordRepeat: PASSWORD }, ERRORS['auth.email'], 'email'],
          [{ email: 'a@b.com', passwordRepeat: PASSWORD }, ERRORS['auth.password'], 'password'],
          [
            { email: 'a@b.com', password: ['Secret123'], passwordRepeat: PASSWORD },
            ERRORS['auth.password'],
            'password',
          ],
          [{ email: 'a@b.com', password: PASSWORD }, ERRORS['auth.passwordRepeat'], 'passwordRepeat'],
        ];
        for (const [input, message, path] of cases)
          expectInvalid(await call(t, via, 'auth.emailSignup', input), message, path, JSON.stringify(input));
        // every problem is listed, each naming its field
        const empty = await call(t, via, 'auth.emailSignup', {});
        expect(empty.body).toEqual(
          invalid(ERRORS['auth.email'], 'email', [
            { path: 'password', message: ERRORS['auth.password'] },
            { path: 'passwordRepeat', message: ERRORS['auth.passwordRepeat'] },
          ]),
        );
        expect(await t.db.prisma.user.count({ where: { email: 'a@b.com' } })).toBe(0);
        expect(await t.db.prisma.pendingSignup.count({ where: { email: 'a@b.com' } })).toBe(0);
      });

      it('sends a single-use confirmation link valid 24 hours, in the fragment; only hashes are stored', async () => {
        const email = uniqueEmail();
        const res = await call(t, via, 'auth.emailSignup', { email, password: PASSWORD, passwordRepeat: PASSWORD });
        expect(res.body).toEqual({ sent: true });
        const mail = t.mailer.sent.at(-1)!;
        expect(mail).toMatchObject({ to: email, subject: 'Confirm your sign-up' });
        expect(mail.text).toContain('valid for 24 hours');
        const link = confirmLinkIn(t, email);
        expect(link.origin + link.pathname + link.search).toBe('https://game.example/confirm-signup');
        const { id, secret } = confirmInput(link);
        expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
        const stored = await t.db.prisma.pendingSignup.findUniqueOrThrow({ where: { id } });
        expect(stored.userId).toBeNull();
        expect(stored.secretHash).not.toContain(secret);
        expect(stored.expiresAt.getTime() - t.clock.now).toBe(24 * 3_600_000);
        expect(JSON.stringify(stored)).not.toContain(PASSWORD);
        // a new player, whose e-mail is verified by the confirmation
        const confirmed = await call(t, via, 'auth.confirmSignup', { id, secret, password: PASSWORD });
        expect(confirmed.status).toBe(200);
        const me = await call(t, via, 'auth.me', undefined, { token: confirmed.body.token });
        expect(me.body).toMatchObject({ email, mainEmailVerified: true, loggedIn: true });
      });

      it('sends a single-use verification link that redirects to the profile (an account not verified yet)', async () => {
        const email = uniqueEmail();
        const player = await unverified(t, via, email);
        const link = linkIn(t, email, /verify-email/);
        // the web page that posts the link's parts; they ride in the fragment, never sent to a server
        expect(link.origin + link.pathname).toBe('https://game.example/verify-email');
        expect(link.search).toBe('');
        expect(linkParams(link).get('userId')).toBe(player.id);
        const secret = linkParams(link).get('secret')!;
        expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
        // only the hash is stored
        const stored = await t.db.prisma.mailToken.findFirstOrThrow({ where: { userId: player.id, kind: 'verify' } });
        expect(stored.secretHash).not.toContain(secret);
        expect(stored.expiresAt.getTime() - t.clock.now).toBe(7 * 86_400_000);

        // opening the link only uses it: no player is created and no token handed out
        const users = await t.db.prisma.user.count();
        const opened = await t.server.inject({ method: 'GET', url: legacyVerifyPath(link) });
        expect(opened.statusCode).toBe(303);
        expect(opened.headers.location).toBe('/app/profile/me?verified=1');
        expect(opened.payload).not.toMatch(/eyJ/);
        expect(await t.db.prisma.user.count()).toBe(users);
        expect((await call(t, via, 'auth.me', undefined, { token: player.token })).body.mainEmailVerified).toBe(true);
        const again = await t.server.inject({ method: 'GET', url: legacyVerifyPath(link) });
        expect(again.headers.location).toBe('/app/profile/me?verified=0');
        const tampered = await t.server.inject({
          method: 'GET',
          url: `/api/auth/verify-email?userId=${player.id}&secret=nope`,
        });
        expect(tampered.headers.location).toBe('/app/profile/me?verified=0');
        expect((await t.server.inject({ method: 'GET', url: '/api/auth/verify-email' })).headers.location).toBe(
          '/app/profile/me?verified=0',
        );
        expect(await t.db.prisma.user.count()).toBe(users);
      });

      it('verifies from the link even when new anonymous players are refused at the address', async () => {
        const config = t.built.app.config;
        const limit = config.ANON_RATE_LIMIT;
        config.ANON_RATE_LIMIT = 1;
        try {
          const email = uniqueEmail();
          const player = await unverified(t, via, email, { ip: '10.31.0.1' });
          // the address has used up its anonymous players
          const ip = via === 'rest' ? '10.31.0.2' : '10.31.0.3';
          await call(t, via, 'auth.me', undefined, { ip });
          expect((await call(t, via, 'auth.me', undefined, { ip })).status).toBe(429);
          const link = linkIn(t, email, /verify-email/);
          const opened = await t.server.inject({ method: 'GET', url: legacyVerifyPath(link), remoteAddress: ip });
          expect(opened.headers.location).toBe('/app/profile/me?verified=1');
          expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: player.id } })).emailVerified).toBe(true);
        } finally {
          config.ANON_RATE_LIMIT = limit;
        }
      });

      it("answers the link's own message for a verification with missing or odd parts", async () => {
        for (const input of [
          {},
          { userId: 'u1' },
          { secret: 's' },
          { userId: 5, secret: 's' },
          { userId: 'u1', secret: '' },
          { userId: '../x', secret: 's' },
        ]) {
          const res = await call(t, via, 'auth.verifyEmail', input);
          expect(res.status, JSON.stringify(input)).toBe(400);
          expect(res.body.error, JSON.stringify(input)).toBe(ERRORS['auth.verifyLink']);
        }
      });

      it('verifies through the verifyEmail call once, and refuses a link older than 7 days', async () => {
        const email = uniqueEmail();
        const player = await unverified(t, via, email);
        const link = linkIn(t, email, /verify-email/);
        const input = { userId: player.id, secret: linkParams(link).get('secret')! };
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
        const other = await unverified(t, via, late);
        const lateLink = linkIn(t, late, /verify-email/);
        t.clock.advance(7 * 86_400_000 + 1);
        const expired = await call(t, via, 'auth.verifyEmail', {
          userId: other.id,
          secret: linkParams(lateLink).get('secret')!,
        });
        expect(expired.status).toBe(400);
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).emailVerified).toBe(false);
      });

      it('resends verification only for the caller itself', async () => {
        const emailA = uniqueEmail();
        const a = await unverified(t, via, emailA);
        const b = await unverified(t, via, uniqueEmail());
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
        expect(
          (await call(t, via, 'auth.verifyEmail', { userId: a.id, secret: linkParams(earlier).get('secret')! })).status,
        ).toBe(400);
        const verified = await call(
          t,
          via,
          'auth.verifyEmail',
          { userId: a.id, secret: linkParams(fresh).get('secret')! },
          { token: a.token },
        );
        expect(verified.status).toBe(200);
        expect(decode(verified.body.token!).user).toBe(a.id);

        const anon = await anonymous(t, via);
        const anonymousCall = await call(t, via, 'auth.resendVerification', { user: anon.id }, { token: anon.token });
        expect(anonymousCall.status).toBe(401);
        expect(anonymousCall.body.cause).toBe('login');
      });
    });
  }

  it('answers the same { sent: true } for a new and a registered address while the mail server is down (the mails are retried)', async () => {
    const registered = uniqueEmail();
    await signup(t, 'rest', registered);
    const send = t.mailer.send;
    const tried: string[] = [];
    t.mailer.send = async (mail) => {
      tried.push(mail.to);
      throw new Error('mail server down');
    };
    try {
      for (const via of SURFACES) {
        for (const email of [registered, uniqueEmail()]) {
          const res = await call(t, via, 'auth.emailSignup', { email, password: PASSWORD, passwordRepeat: PASSWORD });
          expect(res.status, `${via} ${email}`).toBe(200);
          expect(res.body, `${via} ${email}`).toEqual({ sent: true });
          expect(tried.at(-1), 'the mail was tried in the background').toBe(email.toLowerCase());
        }
      }
    } finally {
      t.mailer.send = send;
    }
  });
});
