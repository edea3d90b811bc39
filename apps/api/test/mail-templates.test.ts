import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { PASSWORD, call, uniqueEmail } from './accounts-helpers.ts';
import { issueToken } from '../src/services/accounts/issue-token.ts';
import type { Mail } from '../src/services/mailer.ts';

const SITE = 'Velvet <script>alert(1)</script> Hearts';

/** The one URL of the text part, and whether the HTML part's button and written-out link carry it. */
function linkOf(mail: Mail, path: string): string {
  const link = mail.text.split('\n').find((line) => line.startsWith(`https://game.example/${path}`));
  expect(link, mail.text).toBeDefined();
  expect(mail.html).toContain(`href="${link!.replaceAll('&', '&amp;')}"`);
  return link!;
}

describeEachDb("mails in the player's language", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, {
      config: { AUTH_RATE_LIMIT: '1000', PUBLIC_URL: 'https://game.example', SITE_NAME: SITE },
    });
  });
  afterAll(() => t.close());

  const lastMailTo = (to: string) => [...t.mailer.sent].reverse().find((m) => m.to === to)!;
  const player = async (language: string, emailVerified = true) => {
    const email = uniqueEmail();
    const id = `mail-${language}-${Math.random().toString(36).slice(2)}`;
    // a password hash (any) makes it an e-mail account, logged in
    await t.db.prisma.user.create({ data: { id, email, emailVerified, language, passwordHash: 'not-a-real-hash' } });
    return { id, email };
  };

  it('a French player gets the reset mail in French, the link in both parts, the site name escaped', async () => {
    const { email } = await player('fr');
    const sent = await call(t, 'rest', 'auth.sendPasswordReset', { email });
    expect(sent.body).toEqual({ success: true });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text).toMatch(/^Bonjour,\n/);
    expect(mail.text).toContain('Le lien ne fonctionne qu’une fois et reste valable 1 heure.');
    expect(mail.html).toContain('Choisir un nouveau mot de passe');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.html).toContain('background-color:#140a14');
    linkOf(mail, 'password-reset#secret=');
    // SITE_NAME is text in the mail, never markup
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Velvet &lt;script&gt;alert(1)&lt;/script&gt; Hearts');
    expect(mail.text).toContain(SITE);
  });

  it('an Arabic player gets the verification mail right to left', async () => {
    const { id, email } = await player('ar', false);
    const token = await issueToken(t.built.app, id);
    const sent = await call(t, 'rest', 'auth.resendVerification', { user: id }, { token });
    expect(sent.body).toEqual({ success: true });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    linkOf(mail, 'verify-email#userId=');
  });

  it('a stored language the mails do not know gets English', async () => {
    const { email } = await player('xx');
    await call(t, 'rest', 'auth.sendPasswordReset', { email });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    linkOf(mail, 'password-reset#secret=');
  });

  it("a sign-up gets its confirmation in the language it asked in; an address with an account hears in the account's language", async () => {
    const email = uniqueEmail();
    const signup = await t.server.inject({
      method: 'POST',
      url: '/api/auth/emailSignup?language=de',
      payload: { email, password: PASSWORD, passwordRepeat: PASSWORD },
    });
    expect(signup.json()).toEqual({ sent: true });
    await t.built.app.jobs?.idle();
    const confirm = lastMailTo(email);
    expect(confirm.subject).toBe('Bestätige deine Registrierung');
    expect(confirm.text).toContain('ist 24 Stunden gültig');
    linkOf(confirm, 'confirm-signup#id=');

    const owner = await player('ja');
    const again = await t.server.inject({
      method: 'POST',
      url: '/api/auth/emailSignup?language=de',
      payload: { email: owner.email, password: PASSWORD, passwordRepeat: PASSWORD },
    });
    expect(again.json()).toEqual({ sent: true });
    await t.built.app.jobs?.idle();
    const registered = lastMailTo(owner.email);
    expect(registered.subject).toBe('すでにアカウントをお持ちです');
    expect(registered.text).toContain('「パスワードをお忘れですか？」');
    linkOf(registered, 'app/home');
  });
});
