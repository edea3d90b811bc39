import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { PASSWORD, SURFACES, anonymous, call, decode, seedCharacter, signup, uniqueEmail } from './accounts-helpers.ts';

const LOGIN_FAILED = { error: 'Login failed', cause: 'login' };

describeEachDb('e-mail login and logout', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000' } });
    await seedCharacter(t, 'mila');
  });
  afterAll(() => t.close());

  for (const via of SURFACES) {
    describe(`via ${via}`, () => {
      it('logs in with the right password, whatever the case of the e-mail', async () => {
        const email = uniqueEmail();
        const account = await signup(t, via, email);
        const res = await call(t, via, 'auth.emailLogin', { email: email.toUpperCase(), password: PASSWORD });
        expect(res.status).toBe(200);
        expect(decode(res.body.token!)).toMatchObject({ user: account.id, loggedIn: true });
        const me = await call(t, via, 'auth.me', undefined, { token: res.body.token });
        expect(me.body).toMatchObject({ _id: account.id, email, loggedIn: true });
      });

      it('answers "Login failed" for an unknown e-mail, a wrong password, a platform-only account and an empty form', async () => {
        const email = uniqueEmail();
        await signup(t, via, email);
        const platformEmail = uniqueEmail('platform');
        await t.db.prisma.user.create({ data: { id: `platform-${via}-${kind}`, email: platformEmail, patreonId: `patreon-${via}-${kind}` } });
        const attempts = [
          { email: uniqueEmail('nobody'), password: PASSWORD },
          { email, password: 'Wrong1234' },
          { email, password: PASSWORD.toLowerCase() },
          { email: platformEmail, password: PASSWORD },
          { email: '', password: '' },
        ];
        const warn = vi.spyOn(t.built.app.log, 'warn');
        for (const input of attempts) {
          const res = await call(t, via, 'auth.emailLogin', input);
          expect(res.status, JSON.stringify(input)).toBe(401);
          expect(res.body).toEqual(LOGIN_FAILED);
        }
        // every failure is logged, never with the password
        const logged = warn.mock.calls.filter((c) => c[1] === 'login failed');
        warn.mockRestore();
        expect(logged).toHaveLength(attempts.length);
        expect(JSON.stringify(logged)).not.toMatch(/Wrong1234|Secret123|secret123/);
      });

      it('keeps the account\'s own progress when an anonymous player with progress logs in', async () => {
        const email = uniqueEmail();
        const account = await signup(t, via, email);
        await t.db.prisma.playerCharacter.create({ data: { userId: account.id, charId: 'mila', score: 120 } });
        const anon = await anonymous(t, via);
        await t.db.prisma.playerCharacter.create({ data: { userId: anon.id, charId: 'mila', score: 5 } });
        const res = await call(t, via, 'auth.emailLogin', { email, password: PASSWORD }, { token: anon.token });
        expect(decode(res.body.token!).user).toBe(account.id);
        const progress = await t.db.prisma.playerCharacter.findUniqueOrThrow({ where: { userId_charId: { userId: account.id, charId: 'mila' } } });
        expect(progress.score).toBe(120);
      });

      it('logout answers success; logout everywhere ends every earlier token at once', async () => {
        const email = uniqueEmail();
        await signup(t, via, email);
        const a = (await call(t, via, 'auth.emailLogin', { email, password: PASSWORD })).body.token!;
        const b = (await call(t, via, 'auth.emailLogin', { email, password: PASSWORD })).body.token!;
        const plain = await call(t, via, 'auth.logout', { everywhere: false }, { token: a });
        expect(plain.status).toBe(200);
        expect(plain.body).toEqual({ success: true });

        const everywhere = await call(t, via, 'auth.logout', { everywhere: true }, { token: a });
        expect(everywhere.body).toEqual({ success: true });
        for (const old of [a, b]) {
          const me = await call(t, via, 'auth.me', undefined, { token: old });
          expect(me.body.loggedIn).toBe(false);
          expect(me.body._id).not.toBe(decode(old).user);
          expect((await call(t, via, 'user.setTosConsent', undefined, { token: old })).status).toBe(401);
        }
        const again = await call(t, via, 'auth.emailLogin', { email, password: PASSWORD });
        expect(decode(again.body.token!).v).toBe(1);
        expect((await call(t, via, 'user.setTosConsent', undefined, { token: again.body.token })).status).toBe(200);
      });

      it('refuses logout without a valid token', async () => {
        const res = await call(t, via, 'auth.logout', { everywhere: true });
        expect(res.status).toBe(401);
        expect(res.body.cause).toBe('login');
      });
    });
  }
});

describeEachDb('login throttling', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  for (const via of SURFACES) {
    it(`limits attempts per address to 10 a minute (${via})`, async () => {
      const ip = via === 'rest' ? '10.0.0.1' : '10.0.0.2';
      for (let i = 0; i < 10; i++) {
        const res = await call(t, via, 'auth.emailLogin', { email: uniqueEmail('x'), password: 'Wrong1234' }, { ip });
        expect(res.status).toBe(401);
      }
      const blocked = await call(t, via, 'auth.emailLogin', { email: uniqueEmail('x'), password: 'Wrong1234' }, { ip });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ cause: 'rate' });
      expect(blocked.body.error).toMatch(/wait a minute/);
      t.clock.advance(60_001);
      expect((await call(t, via, 'auth.emailLogin', { email: uniqueEmail('x'), password: 'Wrong1234' }, { ip })).status).toBe(401);
    });

    it(`locks an account for a minute after 5 failures from any addresses, whatever the password (${via})`, async () => {
      const email = uniqueEmail();
      await signup(t, via, email, { ip: '10.9.9.9' });
      for (let i = 0; i < 5; i++) {
        expect((await call(t, via, 'auth.emailLogin', { email, password: 'Wrong1234' }, { ip: `10.1.${i}.1` })).status).toBe(401);
      }
      const locked = await call(t, via, 'auth.emailLogin', { email, password: PASSWORD }, { ip: '10.2.0.1' });
      expect(locked.status).toBe(429);
      expect(locked.body.cause).toBe('rate');
      // the lock expires on its own
      t.clock.advance(60_001);
      expect((await call(t, via, 'auth.emailLogin', { email, password: PASSWORD }, { ip: '10.2.0.1' })).status).toBe(200);
    });

    it(`counts only failed attempts against the account (${via})`, async () => {
      const email = uniqueEmail();
      await signup(t, via, email, { ip: '10.9.9.8' });
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 4; i++) expect((await call(t, via, 'auth.emailLogin', { email, password: 'Wrong1234' }, { ip: `10.3.${round}.${i}` })).status).toBe(401);
        expect((await call(t, via, 'auth.emailLogin', { email, password: PASSWORD }, { ip: `10.4.${round}.1` })).status).toBe(200);
      }
    });
  }

  it('throttles sign-up and reset mails per address too', async () => {
    for (let i = 0; i < 10; i++) await call(t, 'rest', 'auth.emailSignup', { email: 'bad', password: 'x', passwordRepeat: 'x' }, { ip: '10.7.0.1' });
    // validation failures are not counted (the input is refused before the procedure runs)
    const email = uniqueEmail();
    expect((await call(t, 'rest', 'auth.emailSignup', { email, password: PASSWORD, passwordRepeat: PASSWORD }, { ip: '10.7.0.1' })).status).toBe(200);
    for (let i = 0; i < 9; i++) await call(t, 'rest', 'auth.sendPasswordReset', { email: uniqueEmail('r') }, { ip: '10.7.0.2' });
    expect((await call(t, 'rest', 'auth.sendPasswordReset', { email: uniqueEmail('r') }, { ip: '10.7.0.2' })).status).toBe(200);
    const blocked = await call(t, 'trpc', 'auth.sendPasswordReset', { email: uniqueEmail('r') }, { ip: '10.7.0.2' });
    expect(blocked.status).toBe(429);
    // and per account: 3 reset mails per 15 minutes
    for (let i = 0; i < 3; i++) expect((await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: `10.8.0.${i}` })).status).toBe(200);
    expect((await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.8.1.1' })).status).toBe(429);
  });
});
