import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../harness.ts';
import { PASSWORD, call, linkIn, signup, uniqueEmail } from '../accounts-helpers.ts';
import { startSecurityServer, type SecurityServer } from './support.ts';

const NEW_PASSWORD = 'Fresh8Start';

/**
 * Brute force and link abuse beyond the accounts suite (test/accounts-login.test.ts covers the plain
 * per-address and per-account limits; accounts-reset and accounts-signup the expiry of each link).
 */
describeEachDb('security: brute force and single-use links', (kind) => {
  let t: SecurityServer;
  beforeAll(async () => {
    t = await startSecurityServer(kind, { config: { AUTH_RATE_LIMIT: '10' }, seed: false });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) => call(t, 'rest', 'auth.emailLogin', { email, password }, { ip, headers });

  it('a forged X-Forwarded-For does not reset the per-address limit (no proxy is trusted by default)', async () => {
    for (let i = 0; i < 10; i++) expect((await login(uniqueEmail('x'), 'Wrong1234', '10.20.0.1', { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401);
    const blocked = await login(uniqueEmail('x'), 'Wrong1234', '10.20.0.1', { 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '198.51.100.8' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ cause: 'rate' });
    t.clock.advance(60_001);
  });

  it('case and space variants of the e-mail count against the same account', async () => {
    const email = uniqueEmail('variants');
    await signup(t, 'rest', email, { ip: '10.21.0.1' });
    const variants = [email.toUpperCase(), ` ${email}`, `${email} `, email.replace(/^./, (c) => c.toUpperCase()), email];
    for (const [i, v] of variants.entries()) expect((await login(v, 'Wrong1234', `10.21.1.${i}`)).status).toBe(401);
    expect((await login(email, PASSWORD, '10.21.2.1')).status).toBe(429);
    t.clock.advance(60_001);
    expect((await login(email, PASSWORD, '10.21.2.1')).status).toBe(200);
  });

  it('an attack from many addresses locks the account only while it lasts; the owner can reset the password meanwhile', async () => {
    const email = uniqueEmail('owner');
    await signup(t, 'rest', email, { ip: '10.22.0.1' });
    // three minutes of attack from ever-new addresses
    for (let minute = 0; minute < 3; minute++) {
      for (let i = 0; i < 8; i++) await login(email, `Guess${minute}${i}Aa`, `10.23.${minute}.${i}`);
      expect((await login(email, PASSWORD, '10.24.0.1')).status, `minute ${minute}`).toBe(429);
      t.clock.advance(60_001);
    }
    // during a lock the owner still gets a reset mail and can set a new password
    for (let i = 0; i < 6; i++) await login(email, `Again${i}Aa`, `10.25.0.${i}`);
    expect((await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.24.0.1' })).status).toBe(200);
    const link = linkIn(t, email, /password-reset/);
    const reset = await call(t, 'rest', 'auth.passwordReset', { userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret'), password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }, { ip: '10.24.0.1' });
    expect(reset.status).toBe(200);
    // once the attack stops the lock ends by itself: a minute later the owner is in, the guesses never were
    t.clock.advance(60_001);
    expect((await login(email, PASSWORD, '10.24.0.1')).status).toBe(401);
    expect((await login(email, NEW_PASSWORD, '10.24.0.1')).status).toBe(200);
  });

  describe('links are single use even when opened twice at once', () => {
    it('password reset: of two simultaneous uses exactly one succeeds', async () => {
      const email = uniqueEmail('race');
      await signup(t, 'rest', email, { ip: '10.26.0.1' });
      await call(t, 'rest', 'auth.sendPasswordReset', { email }, { ip: '10.26.0.1' });
      const link = linkIn(t, email, /password-reset/);
      const input = (password: string) => ({ userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret'), password, passwordRepeat: password });
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
      const email = uniqueEmail('verify-race');
      await signup(t, 'rest', email, { ip: '10.27.0.1' });
      const link = linkIn(t, email, /verify-email/);
      const input = { userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret') };
      const answers = await Promise.all([call(t, 'rest', 'auth.verifyEmail', input), call(t, 'trpc', 'auth.verifyEmail', input), call(t, 'rest', 'auth.verifyEmail', input)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    });
  });
});
