import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/schema/errors';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import {
  PASSWORD,
  SURFACES,
  call,
  decode,
  expectInvalid,
  linkIn,
  linkParams,
  signup,
  uniqueEmail,
} from './accounts-helpers.ts';
import { refusal } from './answers.ts';

const NEW_PASSWORD = 'Brand9New';

describeEachDb('password reset', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000', PUBLIC_URL: 'https://game.example/' } });
  });
  afterAll(() => t.close());

  const resetInput = (link: URL, password = NEW_PASSWORD) => ({
    userId: linkParams(link).get('userId')!,
    secret: linkParams(link).get('secret')!,
    password,
    passwordRepeat: password,
  });

  for (const via of SURFACES) {
    describe(`via ${via}`, () => {
      it('runs the whole flow: mail, link, new password, old sessions ended, login with the new password', async () => {
        const email = uniqueEmail();
        const account = await signup(t, via, email);
        const sent = await call(t, via, 'auth.sendPasswordReset', { email: email.toUpperCase() });
        expect(sent.status).toBe(200);
        expect(sent.body).toEqual({ success: true });
        const link = linkIn(t, email, /password-reset/);
        expect(link.origin + link.pathname).toBe('https://game.example/password-reset');
        // the secret rides in the fragment, never sent to a server; the query is empty
        expect(link.search).toBe('');
        expect(link.hash).toMatch(/^#secret=[\w-]{43}&userId=/);
        expect(linkParams(link).get('userId')).toBe(account.id);

        const reset = await call(t, via, 'auth.passwordReset', resetInput(link));
        expect(reset.status).toBe(200);
        expect(reset.body.success).toBe(true);
        expect(decode(reset.body.token!)).toMatchObject({ user: account.id, loggedIn: true, v: 1 });
        // the e-mail counts as verified: the mail reached its owner
        expect((await call(t, via, 'auth.me', undefined, { token: reset.body.token })).body).toMatchObject({
          _id: account.id,
          mainEmailVerified: true,
        });
        // the session from before the reset is over
        expect((await call(t, via, 'user.setTosConsent', undefined, { token: account.token })).status).toBe(401);
        expect((await call(t, via, 'auth.me', undefined, { token: account.token })).body._id).not.toBe(account.id);

        expect((await call(t, via, 'auth.emailLogin', { email, password: PASSWORD })).body).toEqual({
          error: 'Login failed',
          key: 'auth.loginFailed',
          params: {},
          cause: 'login',
        });
        const login = await call(t, via, 'auth.emailLogin', { email, password: NEW_PASSWORD });
        expect(login.status).toBe(200);
        expect(decode(login.body.token!).user).toBe(account.id);

        const second = await call(t, via, 'auth.passwordReset', resetInput(link, 'Another7Pass'));
        expect(second.status).toBe(400);
        expect(second.body).toEqual(refusal('auth.resetLink', 'validation'));
        expect((await call(t, via, 'auth.emailLogin', { email, password: NEW_PASSWORD })).status).toBe(200);
      });

      it('refuses a link older than one hour, a wrong secret, another user id and a link without its parts', async () => {
        const email = uniqueEmail();
        const account = await signup(t, via, email);
        await call(t, via, 'auth.sendPasswordReset', { email });
        const link = linkIn(t, email, /password-reset/);
        const other = await signup(t, via, uniqueEmail());
        const refused = [
          { ...resetInput(link), secret: 'A'.repeat(43) },
          { ...resetInput(link), userId: other.id },
          { ...resetInput(link), secret: '' },
          { ...resetInput(link), userId: '' },
        ];
        for (const input of refused.slice(0, 2)) {
          const res = await call(t, via, 'auth.passwordReset', input);
          expect(res.status, JSON.stringify(input)).toBe(400);
          expect(res.body).toEqual(refusal('auth.resetLink', 'validation'));
        }
        // a link without its parts, or with parts of the wrong type, names the part (spec §5: "Invalid reset link")
        expectInvalid(await call(t, via, 'auth.passwordReset', refused[2]!), ERRORS['auth.resetLink'], 'secret');
        expectInvalid(await call(t, via, 'auth.passwordReset', refused[3]!), ERRORS['auth.resetLink'], 'userId');
        const { secret: _s, userId: _u, ...noParts } = resetInput(link);
        expectInvalid(await call(t, via, 'auth.passwordReset', noParts), ERRORS['auth.resetLink'], 'userId');
        expectInvalid(
          await call(t, via, 'auth.passwordReset', { ...noParts, userId: account.id, secret: 42 }),
          ERRORS['auth.resetLink'],
          'secret',
        );
        const weak = await call(t, via, 'auth.passwordReset', resetInput(link, 'weak'));
        expect(weak.body.error).toBe(ERRORS['auth.password']);
        const mismatch = await call(t, via, 'auth.passwordReset', { ...resetInput(link), passwordRepeat: 'Other1234' });
        expect(mismatch.body.error).toBe(ERRORS['auth.passwordRepeat']);

        t.clock.advance(3_600_000 + 1);
        const late = await call(t, via, 'auth.passwordReset', resetInput(link));
        expect(late.status).toBe(400);
        expect(late.body.error).toBe(ERRORS['auth.resetLink']);
        // nothing changed: the old password still works and the old session too
        expect((await call(t, via, 'auth.emailLogin', { email, password: PASSWORD })).status).toBe(200);
        expect((await call(t, via, 'user.setTosConsent', undefined, { token: account.token })).status).toBe(200);
      });

      it('answers success for an unknown e-mail without sending anything', async () => {
        const before = t.mailer.sent.length;
        const res = await call(t, via, 'auth.sendPasswordReset', { email: uniqueEmail('ghost') });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true });
        expect(t.mailer.sent.length).toBe(before);
        expectInvalid(
          await call(t, via, 'auth.sendPasswordReset', { email: 'not-an-email' }),
          ERRORS['auth.email'],
          'email',
        );
        expectInvalid(await call(t, via, 'auth.sendPasswordReset', {}), ERRORS['auth.email'], 'email');
      });

      it('only the newest reset link works', async () => {
        const email = uniqueEmail();
        await signup(t, via, email);
        await call(t, via, 'auth.sendPasswordReset', { email });
        const first = linkIn(t, email, /password-reset/);
        await call(t, via, 'auth.sendPasswordReset', { email });
        const second = linkIn(t, email, /password-reset/);
        expect((await call(t, via, 'auth.passwordReset', resetInput(first))).status).toBe(400);
        expect((await call(t, via, 'auth.passwordReset', resetInput(second))).status).toBe(200);
      });

      it('answers success while the mail server fails: the mail is queued and retried', async () => {
        const email = uniqueEmail();
        await signup(t, via, email);
        const send = t.mailer.send;
        t.mailer.send = async () => {
          throw new Error('connection refused');
        };
        try {
          const res = await call(t, via, 'auth.sendPasswordReset', { email });
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ success: true });
        } finally {
          t.mailer.send = send;
        }
      });
    });
  }
});
