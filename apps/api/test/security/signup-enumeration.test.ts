import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../src/services/accounts/passwords.ts';
import { describeEachDb, startTestServer, type TestServer } from '../harness.ts';
import {
  PASSWORD,
  SURFACES,
  anonymous,
  call,
  confirmInput,
  confirmLinkIn,
  decode,
  seedCharacter,
  signup,
  uniqueEmail,
  type Answer,
  type CallOptions,
  type Via,
} from '../accounts-helpers.ts';
import { refusal } from '../answers.ts';

// Counts the password hashes the server computes (the real argon2id still runs).
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/services/accounts/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count++;
      return original.hashPassword(password);
    },
  };
});

const LOGIN_FAILED = refusal('auth.loginFailed', 'login');
const REFUSED_LINK = refusal('auth.signupLink', 'validation');

/** What a caller can see of an answer: status, body and the headers that are not per-request. */
function visible(res: Answer) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.status, body: res.body, headers };
}

/** The caller's profile as `me` shows it (the token in it is signed afresh at every call, so only its claims count). */
async function profileOf(t: TestServer, via: Via, token: string) {
  const me = await call(t, via, 'auth.me', undefined, { token });
  expect(me.status).toBe(200);
  const { token: fresh, ...rest } = me.body;
  const { expires: _expires, ...claims } = decode(fresh!);
  return { ...rest, claims };
}

/**
 * Issue 10: sign-up used to answer 409 "This email is already registered" for a taken address and a
 * session at once for a new one, so anyone could test whether an address has an account. Now both
 * answer `{ sent: true }` after the same work and the mail says what happened (OWASP's flow).
 */
describeEachDb('security: sign-up does not tell whether an e-mail address is registered', (kind) => {
  let t: TestServer;
  let registered: string;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '100000', PUBLIC_URL: 'https://game.example' } });
    await seedCharacter(t, 'mila');
    registered = uniqueEmail('owner');
    await signup(t, 'rest', registered);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    hashes.count = 0;
  });

  const signUp = (via: Via, email: string, opts: CallOptions = {}) =>
    call(t, via, 'auth.emailSignup', { email, password: PASSWORD, passwordRepeat: PASSWORD }, opts);

  for (const via of SURFACES) {
    describe(`via ${via}`, () => {
      it("answers a registered and a new address alike, hashes the password in both, and leaves the caller's session as it was", async () => {
        const account = await signup(t, via, uniqueEmail('caller'));
        const callers: { label: string; token?: string }[] = [
          { label: 'no token' },
          { label: 'anonymous', token: (await anonymous(t, via)).token },
          { label: 'account', token: account.token },
        ];
        for (const caller of callers) {
          // an owner per caller: sign-up attempts are limited per address (5 per 15 minutes)
          const owner = uniqueEmail('owner');
          await signup(t, via, owner);
          const seen = [];
          for (const email of [owner, uniqueEmail('fresh'), ` ${owner.toUpperCase()}`]) {
            const before = caller.token ? await profileOf(t, via, caller.token) : null;
            const hashed = hashes.count;
            const res = await signUp(via, email, { token: caller.token });
            expect(hashes.count - hashed, `${caller.label} ${email}: one password hash`).toBe(1);
            if (caller.token)
              expect(await profileOf(t, via, caller.token), `${caller.label} ${email}: me unchanged`).toEqual(before);
            seen.push(visible(res));
          }
          expect(seen[0], caller.label).toMatchObject({ status: 200, body: { sent: true } });
          expect(seen[1], caller.label).toEqual(seen[0]);
          expect(seen[2], caller.label).toEqual(seen[0]);
        }
      });

      it('mails the owner of a registered address that they already have an account, and a new address its link', async () => {
        const fresh = uniqueEmail('fresh');
        await signUp(via, registered);
        await signUp(via, fresh);
        const toOwner = t.mailer.sent.filter((m) => m.to === registered).at(-1)!;
        expect(toOwner.subject).toBe('You already have an account');
        expect(toOwner.text).toMatch(/already have an account/);
        expect(toOwner.text).toMatch(/Forgot Password\?/);
        expect(toOwner.text).not.toMatch(/confirm-signup|secret/);
        // nothing usable is stored for the registered address
        expect(await t.db.prisma.pendingSignup.count({ where: { email: registered } })).toBe(0);
        const toNew = t.mailer.sent.filter((m) => m.to === fresh).at(-1)!;
        expect(toNew.subject).toBe('Confirm your sign-up');
        const link = confirmLinkIn(t, fresh);
        expect(`${link.origin}${link.pathname}`).toBe('https://game.example/confirm-signup');
        expect(confirmInput(link).secret).toBeTruthy();
      });

      it("the link signs in once and keeps the anonymous player's progress; a second use, a tampered or an expired secret are refused", async () => {
        const anon = await anonymous(t, via);
        await t.db.prisma.playerCharacter.create({ data: { userId: anon.id, charId: 'mila', score: 64 } });
        const email = uniqueEmail('keep');
        await signUp(via, email, { token: anon.token });
        const input = confirmInput(confirmLinkIn(t, email));
        const other = uniqueEmail('other');
        await signUp(via, other);
        const otherInput = confirmInput(confirmLinkIn(t, other));

        const users = await t.db.prisma.user.count();
        const flipped = `${input.secret.slice(0, -1)}${input.secret.endsWith('A') ? 'B' : 'A'}`;
        for (const tampered of [
          { ...input, secret: flipped },
          { ...input, secret: otherInput.secret },
          { id: otherInput.id, secret: input.secret, password: PASSWORD },
          { ...input, id: 'no-such-sign-up' },
        ]) {
          const res = await call(t, via, 'auth.confirmSignup', tampered);
          expect(res.status, JSON.stringify(tampered)).toBe(400);
          expect(res.body).toEqual(REFUSED_LINK);
        }
        expect(await t.db.prisma.user.count()).toBe(users);

        const confirmed = await call(t, via, 'auth.confirmSignup', input);
        expect(confirmed.status).toBe(200);
        expect(decode(confirmed.body.token!)).toMatchObject({ user: anon.id, loggedIn: true });
        const me = await call(t, via, 'auth.me', undefined, { token: confirmed.body.token });
        expect(me.body).toMatchObject({ _id: anon.id, email, mainEmailVerified: true, loggedIn: true });
        const progress = await t.db.prisma.playerCharacter.findUniqueOrThrow({
          where: { userId_charId: { userId: anon.id, charId: 'mila' } },
        });
        expect(progress.score).toBe(64);

        const again = await call(t, via, 'auth.confirmSignup', input);
        expect(again.status).toBe(400);
        expect(again.body).toEqual(REFUSED_LINK);

        // the other sign-up works: the refused attempts did not spend it
        expect((await call(t, via, 'auth.confirmSignup', otherInput)).status).toBe(200);

        const late = uniqueEmail('late');
        await signUp(via, late);
        const lateInput = confirmInput(confirmLinkIn(t, late));
        t.clock.advance(24 * 3_600_000 + 1);
        const expired = await call(t, via, 'auth.confirmSignup', lateInput);
        expect(expired.status).toBe(400);
        expect(expired.body).toEqual(REFUSED_LINK);
        expect(await t.db.prisma.user.count({ where: { email: late } })).toBe(0);
        expect((await call(t, via, 'auth.emailLogin', { email: late, password: PASSWORD })).body).toEqual(LOGIN_FAILED);
      });

      it('of three simultaneous uses of one link, exactly one signs in and one account is made', async () => {
        const email = uniqueEmail('race');
        await signUp(via, email);
        const input = confirmInput(confirmLinkIn(t, email));
        const answers = await Promise.all([0, 1, 2].map(() => call(t, via, 'auth.confirmSignup', input)));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
        expect(await t.db.prisma.user.count({ where: { email } })).toBe(1);
      });

      it("a stranger's sign-up with someone else's address cannot be finished by the owner opening the mail: the link needs the password chosen at sign-up, and dies after five wrong ones", async () => {
        const victim = uniqueEmail('victim');
        // the attacker signs up with the victim's address and a password of their own
        await call(t, via, 'auth.emailSignup', {
          email: victim,
          password: 'Attacker9pw',
          passwordRepeat: 'Attacker9pw',
        });
        const link = confirmLinkIn(t, victim);
        // the victim opens it and tries their usual password: refused, no account
        const tries = [];
        for (let i = 0; i < 4; i++)
          tries.push(await call(t, via, 'auth.confirmSignup', confirmInput(link, `Victim${i}pass`)));
        for (const res of tries) expect(res.body).toEqual(refusal('auth.signupPassword', 'validation'));
        const fifth = await call(t, via, 'auth.confirmSignup', confirmInput(link, 'Victim9pass'));
        expect(fifth.body).toEqual(REFUSED_LINK);
        // spent: not even the right password opens it now, and no account holds the victim's address
        expect((await call(t, via, 'auth.confirmSignup', confirmInput(link, 'Attacker9pw'))).body).toEqual(
          REFUSED_LINK,
        );
        expect(await t.db.prisma.user.count({ where: { email: victim } })).toBe(0);
        expect((await call(t, via, 'auth.emailLogin', { email: victim, password: 'Attacker9pw' })).body).toEqual(
          LOGIN_FAILED,
        );
      });

      it('a login before the confirmation fails exactly like a wrong password', async () => {
        const email = uniqueEmail('early');
        await signUp(via, email);
        const early = await call(t, via, 'auth.emailLogin', { email, password: PASSWORD });
        const wrong = await call(t, via, 'auth.emailLogin', { email: registered, password: 'Wrong1234' });
        expect(early.status).toBe(401);
        expect(early.body).toEqual(LOGIN_FAILED);
        expect(visible(early)).toEqual(visible(wrong));
        // after the confirmation the same login works
        expect((await call(t, via, 'auth.confirmSignup', confirmInput(confirmLinkIn(t, email)))).status).toBe(200);
        expect((await call(t, via, 'auth.emailLogin', { email, password: PASSWORD })).status).toBe(200);
      });
    });
  }
});
