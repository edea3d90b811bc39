import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, describeEachDb, startTestServer, type TestServer } from './harness.ts';
import {
  PASSWORD,
  SURFACES,
  anonymous,
  call,
  decode,
  linkIn,
  linkParams,
  seedCharacter,
  signup,
  uniqueEmail,
} from './accounts-helpers.ts';
import { refusal } from './answers.ts';

const LOGIN_FAILED = refusal('auth.loginFailed', 'login');

describeEachDb('e-mail login and logout', (kind) => {
  let t: TestServer;
  const captured = capturedLog();
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000' }, log: captured.log });
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

      it('records the visit of a login (the dashboard counts players seen today)', async () => {
        const account = await signup(t, via, uniqueEmail());
        const email = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: account.id } })).email!;
        const long = new Date(t.clock.now - 30 * 86_400_000);
        await t.db.prisma.user.update({ where: { id: account.id }, data: { lastSeenAt: long } });
        const res = await call(t, via, 'auth.emailLogin', { email, password: PASSWORD });
        expect(res.status).toBe(200);
        // written with the other visits of that second (services/accounts/visits.ts)
        const seenAt = async () =>
          (await t.db.prisma.user.findUniqueOrThrow({ where: { id: account.id } })).lastSeenAt.getTime();
        await expect.poll(seenAt, { timeout: 5000 }).toBe(t.clock.now);
      });

      it('answers "Login failed" for an unknown e-mail, a wrong password, a platform-only account and an empty form', async () => {
        const email = uniqueEmail();
        await signup(t, via, email);
        const platformEmail = uniqueEmail('platform');
        await t.db.prisma.user.create({
          data: { id: `platform-${via}-${kind}`, email: platformEmail, patreonId: `patreon-${via}-${kind}` },
        });
        const attempts = [
          { email: uniqueEmail('nobody'), password: PASSWORD },
          { email, password: 'Wrong1234' },
          { email, password: PASSWORD.toLowerCase() },
          { email: platformEmail, password: PASSWORD },
          { email: '', password: '' },
        ];
        const ids: string[] = [];
        for (const input of attempts) {
          const res = await call(t, via, 'auth.emailLogin', input);
          expect(res.status, JSON.stringify(input)).toBe(401);
          expect(res.body).toEqual(LOGIN_FAILED);
          ids.push(String(res.headers['x-request-id']));
        }
        // every failure is logged with its request's id, never with the password
        const logged = captured.lines.filter((l) => l.msg === 'login failed' && ids.includes(String(l.reqId)));
        expect(logged.map((l) => l.reqId)).toEqual(ids);
        expect(logged.every((l) => l.level === 40)).toBe(true);
        expect(JSON.stringify(logged)).not.toMatch(/Wrong1234|Secret123|secret123/);
      });

      it("keeps the account's own progress when an anonymous player with progress logs in", async () => {
        const email = uniqueEmail();
        const account = await signup(t, via, email);
        await t.db.prisma.playerCharacter.create({ data: { userId: account.id, charId: 'mila', score: 120 } });
        const anon = await anonymous(t, via);
        await t.db.prisma.playerCharacter.create({ data: { userId: anon.id, charId: 'mila', score: 5 } });
        const res = await call(t, via, 'auth.emailLogin', { email, password: PASSWORD }, { token: anon.token });
        expect(decode(res.body.token!).user).toBe(account.id);
        const progress = await t.db.prisma.playerCharacter.findUniqueOrThrow({
          where: { userId_charId: { userId: account.id, charId: 'mila' } },
        });
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
      expect(
        (await call(t, via, 'auth.emailLogin', { email: uniqueEmail('x'), password: 'Wrong1234' }, { ip })).status,
      ).toBe(401);
    });

    it(`locks one address out of an account after 5 failures, not the account (${via})`, async () => {
      const email = uniqueEmail();
      await signup(t, via, email, { ip: '10.9.9.9' });
      const attacker = via === 'rest' ? '10.1.0.1' : '10.1.0.2';
      for (let i = 0; i < 5; i++)
        expect((await call(t, via, 'auth.emailLogin', { email, password: 'Wrong1234' }, { ip: attacker })).status).toBe(
          401,
        );
      const locked = await call(t, via, 'auth.emailLogin', { email, password: PASSWORD }, { ip: attacker });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        error: 'Too many failed login attempts. Please wait 15 minutes or reset your password.',
        key: 'rate.loginAddress',
        params: {},
        cause: 'rate',
      });
      expect(Number(locked.headers['retry-after'])).toBe(900);
      // the owner, from anywhere else, is not locked out
      expect((await call(t, via, 'auth.emailLogin', { email, password: PASSWORD }, { ip: '10.2.0.1' })).status).toBe(
        200,
      );
      // and the address's lock ends by itself
      t.clock.advance(15 * 60_000 + 1);
      expect((await call(t, via, 'auth.emailLogin', { email, password: PASSWORD }, { ip: attacker })).status).toBe(200);
    });

    it(`counts only failed attempts: a success clears the address's failures (${via})`, async () => {
      const email = uniqueEmail();
      await signup(t, via, email, { ip: '10.9.9.8' });
      const ip = via === 'rest' ? '10.3.0.1' : '10.3.0.2';
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 4; i++)
          expect((await call(t, via, 'auth.emailLogin', { email, password: 'Wrong1234' }, { ip })).status).toBe(401);
        expect(
          (await call(t, via, 'auth.emailLogin', { email, password: PASSWORD }, { ip })).status,
          `round ${round}`,
        ).toBe(200);
        t.clock.advance(60_001); // past the per-address minute, within the 15-minute failure window
      }
    });
  }

  it('throttles sign-up per address and per e-mail', async () => {
    for (let i = 0; i < 10; i++)
      await call(
        t,
        'rest',
        'auth.emailSignup',
        { email: 'bad', password: 'x', passwordRepeat: 'x' },
        { ip: '10.7.0.1' },
      );
    // validation failures are not counted (the input is refused before the procedure runs)
    const email = uniqueEmail();
    expect(
      (
        await call(
          t,
          'rest',
          'auth.emailSignup',
          { email, password: PASSWORD, passwordRepeat: PASSWORD },
          { ip: '10.7.0.1' },
        )
      ).status,
    ).toBe(200);
    for (let i = 0; i < 9; i++)
      await call(
        t,
        'rest',
        'auth.emailSignup',
        { email: uniqueEmail('s'), password: PASSWORD, passwordRepeat: PASSWORD },
        { ip: '10.7.0.1' },
      );
    const perAddress = await call(
      t,
      'trpc',
      'auth.emailSignup',
      { email: uniqueEmail('s'), password: PASSWORD, passwordRepeat: PASSWORD },
      { ip: '10.7.0.1' },
    );
    expect(perAddress.status).toBe(429);
    expect(perAddress.body).toEqual(refusal('rate.tooMany', 'rate'));
    expect(perAddress.headers['retry-after']).toBe('60');
    // per e-mail, from ever-new addresses: 5 attempts per 15 minutes, whether or not the address has an account
    // (1 sign-up and 4 more; each of them is answered as any sign-up)
    for (let i = 0; i < 4; i++)
      expect(
        (
          await call(
            t,
            'rest',
            'auth.emailSignup',
            { email, password: PASSWORD, passwordRepeat: PASSWORD },
            { ip: `10.7.1.${i}` },
          )
        ).status,
      ).toBe(200);
    const perAccount = await call(
      t,
      'rest',
      'auth.emailSignup',
      { email: email.toUpperCase(), password: PASSWORD, passwordRepeat: PASSWORD },
      { ip: '10.7.2.1' },
    );
    expect(perAccount.status).toBe(429);
    expect(perAccount.body).toEqual({
      error: 'Too many sign-up attempts for this e-mail address. Please wait 15 minutes and try again.',
      key: 'rate.signups',
      params: {},
      cause: 'rate',
    });
    // another e-mail from a fresh address is not affected
    expect(
      (
        await call(
          t,
          'rest',
          'auth.emailSignup',
          { email: uniqueEmail(), password: PASSWORD, passwordRepeat: PASSWORD },
          { ip: '10.7.2.1' },
        )
      ).status,
    ).toBe(200);
  });

  it("throttles reset mails per address and per (e-mail, address); strangers cannot use up the owner's mails", async () => {
    for (let i = 0; i < 10; i++)
      await call(t, 'rest', 'auth.sendPasswordReset', { email: uniqueEmail('r') }, { ip: '10.8.0.1' });
    expect(
      (await call(t, 'trpc', 'auth.sendPasswordReset', { email: uniqueEmail('r') }, { ip: '10.8.0.1' })).status,
    ).toBe(429);

    const email = uniqueEmail('owner');
    await signup(t, 'rest', email, { ip: '10.8.9.9' });
    // one stranger: 3 mails per 15 minutes for this e-mail
    for (let i = 0; i < 3; i++)
      expect((await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.8.1.1' })).status).toBe(200);
    const stranger = await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.8.1.1' });
    expect(stranger.status).toBe(429);
    expect(stranger.body.error).toBe(
      'Too many reset e-mails were asked for this address. Please check your mailbox or wait 15 minutes.',
    );
    // strangers from many addresses reach the hourly total (10) for the e-mail...
    for (let i = 0; i < 7; i++) await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: `10.8.2.${i}` });
    expect((await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.8.3.1' })).status).toBe(429);
    // ...but the owner, from the address they signed up from, still gets a mail
    const before = t.mailer.sent.filter((m) => m.to === email).length;
    expect((await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.8.9.9' })).status).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(before + 1);
  });

  it('throttles uses of reset links per account, from any address', async () => {
    const email = uniqueEmail('reset-use');
    const account = await signup(t, 'rest', email, { ip: '10.10.0.1' });
    await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.10.0.1' });
    const link = linkIn(t, email, /password-reset/);
    const input = (secret: string) => ({
      userId: account.id,
      secret,
      password: 'Another1x',
      passwordRepeat: 'Another1x',
    });
    for (let i = 0; i < 10; i++)
      expect((await call(t, 'rest', 'auth.passwordReset', input(`guess-${i}`), { ip: `10.10.1.${i}` })).status).toBe(
        400,
      );
    const refused = await call(t, 'rest', 'auth.passwordReset', input(linkParams(link).get('secret')!), {
      ip: '10.10.2.1',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      'Too many password reset attempts for this account. Please wait 15 minutes and ask for a new link.',
    );
    t.clock.advance(15 * 60_000 + 1);
    expect(
      (await call(t, 'rest', 'auth.passwordReset', input(linkParams(link).get('secret')!), { ip: '10.10.2.1' })).status,
    ).toBe(200);
  });
});
