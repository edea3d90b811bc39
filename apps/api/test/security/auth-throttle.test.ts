import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../harness.ts';
import { PASSWORD, call, decode, linkIn, linkParams, signup, uniqueEmail } from '../accounts-helpers.ts';
import { player, startSecurityServer, type SecurityServer } from './support.ts';

const NEW_PASSWORD = 'Fresh8Start';

/**
 * Brute force and link abuse beyond the accounts suite (test/accounts-login.test.ts covers the plain
 * per-address, per-(account, address) and per-account limits; accounts-reset and accounts-signup the
 * expiry of each link). The lockout must not become a denial of service of the owner.
 */
describeEachDb('security: brute force and single-use links', (kind) => {
  let t: SecurityServer;
  beforeAll(async () => {
    t = await startSecurityServer(kind, { config: { AUTH_RATE_LIMIT: '10' }, seed: false });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    call(t, 'rest', 'auth.emailLogin', { email, password }, { ip, headers });

  it('a forged X-Forwarded-For does not reset the per-address limit (no proxy is trusted by default)', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await login(uniqueEmail('x'), 'Wrong1234', '10.20.0.1', { 'x-forwarded-for': `203.0.113.${i}` })).status,
      ).toBe(401);
    const blocked = await login(uniqueEmail('x'), 'Wrong1234', '10.20.0.1', {
      'x-forwarded-for': '198.51.100.7',
      'x-real-ip': '198.51.100.8',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ cause: 'rate' });
    t.clock.advance(60_001);
  });

  it('a tRPC batch counts each login it carries, not the one HTTP request (docs/decisions/0006)', async () => {
    const n = 12;
    const path = Array.from({ length: n }, () => 'auth.emailLogin').join(',');
    const input = Object.fromEntries(
      Array.from({ length: n }, (_, i) => [i, { email: uniqueEmail(`batch${i}`), password: 'Wrong1234' }]),
    );
    const res = await t.server.inject({
      method: 'POST',
      url: `/trpc/${path}?batch=1`,
      payload: input,
      remoteAddress: '10.29.0.1',
    });
    const statuses = res.json<{ error: { data: { httpStatus: number } } }[]>().map((a) => a.error.data.httpStatus);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    t.clock.advance(60_001);
  });

  it('case and space variants of the e-mail count against the same account and address', async () => {
    const email = uniqueEmail('variants');
    await signup(t, 'rest', email, { ip: '10.21.0.1' });
    const variants = [
      email.toUpperCase(),
      ` ${email}`,
      `${email} `,
      email.replace(/^./, (c) => c.toUpperCase()),
      email,
    ];
    for (const v of variants) expect((await login(v, 'Wrong1234', '10.21.1.1')).status).toBe(401);
    expect((await login(email, PASSWORD, '10.21.1.1')).status).toBe(429);
    // the lock is the address's, not the account's
    expect((await login(email, PASSWORD, '10.21.2.1')).status).toBe(200);
  });

  it('an IPv6 client cannot escape the per-address limits by changing addresses inside its /64', async () => {
    const email = uniqueEmail('v6');
    await signup(t, 'rest', email, { ip: '10.28.0.1' });
    for (let i = 1; i <= 5; i++)
      expect((await login(email, 'Wrong1234', `2001:db8:1:2::${i.toString(16)}`)).status).toBe(401);
    expect((await login(email, PASSWORD, '2001:db8:1:2:ffff:0:0:99')).status).toBe(429);
    expect((await login(email, PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
    t.clock.advance(15 * 60_000 + 1);
  });

  it('an attack from many addresses never locks the owner out: known devices get in at once, new ones wait at most 30 seconds', async () => {
    const email = uniqueEmail('owner');
    const account = await signup(t, 'rest', email, { ip: '10.22.0.1' });
    const device = (await login(email, PASSWORD, '10.22.0.2')).body.token!;
    // 60 guesses from 60 addresses: after 10 failures the account answers unknown addresses with a wait
    const answers: number[] = [];
    for (let i = 0; i < 60; i++) answers.push((await login(email, `Guess${i}Aa1`, `10.23.${i >> 4}.${i & 15}`)).status);
    const checked = answers.filter((s) => s === 401).length;
    expect(checked, 'guesses whose password was checked').toBeLessThanOrEqual(12);
    expect(answers.filter((s) => s === 429).length).toBe(60 - checked);

    // the owner gets in from the address they signed up from, and from a device that was signed in, new address or not
    expect((await login(email, PASSWORD, '10.22.0.1')).status).toBe(200);
    expect(
      (await call(t, 'rest', 'auth.emailLogin', { email, password: PASSWORD }, { ip: '10.24.9.9', token: device }))
        .status,
    ).toBe(200);
    // a new device waits for the delay the attack earned, never more than 30 seconds
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      const refused = await login(email, PASSWORD, '10.24.0.1');
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(refused.body.error).toBe(
        `Too many failed login attempts for this account. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
      );
      waits.push(wait);
      // the attacker keeps guessing as soon as the wait is over
      t.clock.advance(wait * 1000);
      expect((await login(email, `Again${round}Aa1`, `10.25.0.${round}`)).status).toBe(401);
    }
    expect(Math.max(...waits)).toBeLessThanOrEqual(30);
    expect(waits.at(-1)).toBe(30);
    // waiting it out lets the owner in from the new device
    t.clock.advance(30_000);
    const owner = await login(email, PASSWORD, '10.24.0.1');
    expect(owner.status).toBe(200);
    expect(decode(owner.body.token!).user).toBe(account.id);
    t.clock.advance(15 * 60_000 + 1);
  });

  it('during an attack the owner still gets a reset mail and sets a new password; strangers cannot use up the mails', async () => {
    const email = uniqueEmail('reset-owner');
    await signup(t, 'rest', email, { ip: '10.29.0.1' });
    for (let i = 0; i < 30; i++) await login(email, `Guess${i}Aa1`, `10.29.1.${i}`);
    // thirty strangers ask for reset mails: at most 10 reach the mailbox in the hour
    for (let i = 0; i < 30; i++) await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: `10.29.2.${i}` });
    expect(t.mailer.sent.filter((m) => m.to === email && /password-reset/.test(m.text))).toHaveLength(10);
    // the owner's own address is not capped
    expect((await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.29.0.1' })).status).toBe(200);
    const link = linkIn(t, email, /password-reset/);
    const reset = await call(
      t,
      'rest',
      'auth.passwordReset',
      {
        userId: linkParams(link).get('userId'),
        secret: linkParams(link).get('secret'),
        password: NEW_PASSWORD,
        passwordRepeat: NEW_PASSWORD,
      },
      { ip: '10.29.0.3' },
    );
    expect(reset.status).toBe(200);
    // the address that used the link is known from now on: no wait for it, and the guesses never worked
    expect((await login(email, PASSWORD, '10.29.0.3')).status).toBe(401);
    expect((await login(email, NEW_PASSWORD, '10.29.0.3')).status).toBe(200);
    t.clock.advance(60 * 60_000 + 1);
  });

  describe('links are single use even when opened twice at once', () => {
    it('password reset: of two simultaneous uses exactly one succeeds', async () => {
      const email = uniqueEmail('race');
      await signup(t, 'rest', email, { ip: '10.26.0.1' });
      await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.26.0.1' });
      const link = linkIn(t, email, /password-reset/);
      const input = (password: string) => ({
        userId: linkParams(link).get('userId'),
        secret: linkParams(link).get('secret'),
        password,
        passwordRepeat: password,
      });
      const answers = await Promise.all([
        call(t, 'rest', 'auth.passwordReset', input('Racer1Aaaa'), { ip: '10.26.1.1' }),
        call(t, 'trpc', 'auth.passwordReset', input('Racer2Bbbb'), { ip: '10.26.1.2' }),
        call(t, 'rest', 'auth.passwordReset', input('Racer3Cccc'), { ip: '10.26.1.3' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
      const winner = ['Racer1Aaaa', 'Racer2Bbbb', 'Racer3Cccc'][answers.findIndex((a) => a.status === 200)]!;
      t.clock.advance(60_001);
      expect((await login(email, winner, '10.26.2.1')).status).toBe(200);
    });

    it('e-mail verification: of two simultaneous uses exactly one succeeds', async () => {
      // an account whose e-mail is not verified yet asks for the mail (a sign-up's confirmation verifies it)
      const account = await player(t);
      expect(
        (
          await call(
            t,
            'rest',
            'auth.resendVerification',
            { user: account.id },
            { token: account.token, ip: '10.27.0.1' },
          )
        ).status,
      ).toBe(200);
      const link = linkIn(t, `${account.id}@example.com`, /verify-email/);
      const input = { userId: linkParams(link).get('userId'), secret: linkParams(link).get('secret') };
      const answers = await Promise.all([
        call(t, 'rest', 'auth.verifyEmail', input),
        call(t, 'trpc', 'auth.verifyEmail', input),
        call(t, 'rest', 'auth.verifyEmail', input),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    });
  });
});
