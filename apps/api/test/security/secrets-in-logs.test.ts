import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer } from '../../src/services/mailer.ts';
import {
  startFakePatreon,
  startFakeSubscribeStar,
  type FakePatreon,
  type FakeSubscribeStar,
} from '../fake-providers.ts';
import { followSignIn, platformSignInPath } from '../oauth-browser.ts';
import { hmacMd5 } from '../payments-server.ts';
import { hashEmail, REDACTED } from '../../src/log.ts';
import { describeEachDb } from '../harness.ts';
import { PASSWORD, call, legacyVerifyPath, linkIn, linkParams, signup, uniqueEmail } from '../accounts-helpers.ts';
import { player, startSecurityServer, type SecurityServer } from './support.ts';
import { captureLog, mailLinkSecrets } from './log-capture.ts';

const NEW_PASSWORD = 'Fresh9Password';
const WRONG_PASSWORD = 'Wrong7Password';

/**
 * The account flows run against a server that logs every request (as in production) into memory; no
 * secret the flows saw may appear anywhere in that log: mail-link secrets, session tokens, passwords,
 * e-mail addresses. Other flows (OAuth, payments) add their secrets to the same scan with captureLog().
 */
describeEachDb('secrets never reach the log', (kind) => {
  const capture = captureLog('info');
  let t: SecurityServer;
  let patreon: FakePatreon;
  let subscribeStar: FakeSubscribeStar;
  /** Every secret the flows saw; scanned for at the end. */
  const secrets = new Set<string>();
  const keep = (...values: (string | null | undefined)[]) => values.forEach((v) => v && secrets.add(v));

  beforeAll(async () => {
    patreon = await startFakePatreon('p-id', 'p-secret');
    subscribeStar = await startFakeSubscribeStar('s-id', 's-secret');
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    t = await startSecurityServer(kind, {
      log: capture.logger,
      // LOG_LEVEL as in production: quiet routes then log at warn
      config: {
        LOG_LEVEL: 'info',
        PUBLIC_URL: 'https://game.example',
        PATREON_BASE_URL: patreon.url,
        SUBSCRIBESTAR_BASE_URL: subscribeStar.url,
      },
      server: { webDist, requestLogging: true },
      seed: false,
    });
    // mails are kept for the test and also written by the outbox mailer, whose log lines join the scan
    const outbox = createMailer({
      from: 'x',
      outboxDir: join(t.built.app.config.DATA_DIR, 'outbox'),
      log: t.built.app.log,
    });
    t.built.app.mailer = { send: async (mail) => (await t.mailer.send(mail), outbox.send(mail)) };
  });
  afterAll(async () => {
    await t.close();
    await patreon.close();
    await subscribeStar.close();
  });

  it('sign-up, login, the verification link (old GET and new POST), password reset', async () => {
    const email = uniqueEmail('secret-scan');
    keep(email, PASSWORD, NEW_PASSWORD, WRONG_PASSWORD);

    // sign-up (with its confirmation link when sign-up sends one) and logins
    const account = await signup(t, 'rest', email);
    keep(account.token);
    for (const via of ['rest', 'trpc'] as const) {
      const ok = await call(t, via, 'auth.emailLogin', { email, password: PASSWORD });
      expect(ok.status).toBe(200);
      keep(ok.body.token);
      const wrong = await call(t, via, 'auth.emailLogin', { email, password: WRONG_PASSWORD });
      expect(wrong.status).toBe(401);
    }
    const failed = capture.lines().filter((l) => l.msg === 'login failed');
    expect(failed).toHaveLength(2);
    for (const line of failed) expect(line.email).toBe(hashEmail(email));

    // verification links: a new one opened as the page does (POST), and one opened as mails sent before
    // pointed it (GET with the query)
    const viaGet = await player(t);
    const viaPage = await player(t);
    const viaRest = await player(t);
    for (const p of [viaGet, viaPage, viaRest]) {
      keep(p.token, `${p.id}@example.com`);
      const sent = await t.server.inject({
        method: 'GET',
        url: `/api/auth/resend-verification/${p.id}`,
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(sent.statusCode).toBe(200);
    }
    const getLink = linkIn(t, `${viaGet.id}@example.com`, /verify-email/);
    expect(getLink.origin + getLink.pathname + getLink.search).toBe('https://game.example/verify-email');
    expect(linkParams(getLink).get('userId')).toBe(viaGet.id);
    const opened = await t.server.inject({ method: 'GET', url: legacyVerifyPath(getLink) });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/app/profile/me?verified=1');
    const refused = await t.server.inject({
      method: 'GET',
      url: `/api/auth/verify-email?userId=${viaGet.id}&secret=wrong-secret-value`,
    });
    expect(refused.headers.location).toBe('/app/profile/me?verified=0');

    const pageLink = linkParams(linkIn(t, `${viaPage.id}@example.com`, /verify-email/));
    const posted = await t.server.inject({
      method: 'POST',
      url: '/trpc/auth.verifyEmailLink',
      payload: { userId: pageLink.get('userId'), secret: pageLink.get('secret') },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ result: { data: { success: true } } });
    // single use, like the GET
    expect(
      (
        await t.server.inject({
          method: 'POST',
          url: '/trpc/auth.verifyEmailLink',
          payload: { userId: pageLink.get('userId'), secret: pageLink.get('secret') },
        })
      ).statusCode,
    ).toBe(400);
    const restLink = linkParams(linkIn(t, `${viaRest.id}@example.com`, /verify-email/));
    const rest = await call(t, 'rest', 'auth.verifyEmail', {
      userId: restLink.get('userId'),
      secret: restLink.get('secret'),
    });
    expect(rest.status).toBe(200);
    keep(rest.body.token);
    for (const p of [viaGet, viaPage, viaRest])
      expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: p.id } })).emailVerified).toBe(true);

    // password reset: the mail, the page opened as an old link (query) and as a new one (fragment), the reset
    expect((await call(t, 'rest', 'auth.sendPasswordReset', { email })).status).toBe(200);
    const resetLink = linkIn(t, email, /password-reset/);
    expect(resetLink.origin + resetLink.pathname + resetLink.search).toBe('https://game.example/password-reset');
    const reset = linkParams(resetLink);
    const oldPage = await t.server.inject({
      method: 'GET',
      url: `/password-reset?secret=${encodeURIComponent(reset.get('secret')!)}&userId=${reset.get('userId')}`,
    });
    expect(oldPage.statusCode).toBe(200);
    expect(oldPage.headers['referrer-policy']).toMatch(
      /^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/,
    );
    expect((await t.server.inject({ method: 'GET', url: resetLink.pathname })).statusCode).toBe(200);
    const done = await call(t, 'rest', 'auth.passwordReset', {
      userId: reset.get('userId'),
      secret: reset.get('secret'),
      password: NEW_PASSWORD,
      passwordRepeat: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    keep(done.body.token);
    // a sign-in hand-off landing (spec §4: ?token=) is a page address too
    expect((await t.server.inject({ method: 'GET', url: `/app/home?token=${done.body.token}` })).statusCode).toBe(200);

    keep(...mailLinkSecrets(t.mailer.sent));
    expect(secrets.size).toBeGreaterThan(12);

    // the scan means something: requests were logged (URLs redacted), mails too (recipient hashed)
    const lines = capture.lines();
    const urls = lines.filter((l) => l.msg === 'incoming request').map((l) => (l.req as { url: string }).url);
    expect(urls).toContain(`/password-reset?secret=${REDACTED}&userId=${REDACTED}`);
    expect(urls).toContain(`/app/home?token=${REDACTED}`);
    expect(urls).toContain('/api/auth/emailLogin');
    // the old verification GET is quiet: not even its redacted address is logged
    expect(urls.some((u) => u.startsWith('/api/auth/verify-email?'))).toBe(false);
    const mails = lines.filter((l) => l.msg === 'mail written to outbox (no SMTP_URL)');
    expect(mails.map((l) => l.to)).toContain(hashEmail(email));
    for (const line of mails) expect(String(line.file)).not.toMatch(/@|example/);

    capture.expectNoSecrets(secrets);
  });

  it('OAuth sign-in and its hand-off, the card payment form and every provider webhook', async () => {
    // a platform sign-in from an anonymous player's page: ticket, provider round trip, hand-off code, token
    const guest = await player(t);
    keep(guest.token);
    subscribeStar.oauth.authorizeAs = {
      id: 'fan-scan',
      email: 'fan-scan@example.com',
      name: 'Fan',
      subscription: { active: true, tier_id: 't800', price: 800, paid_until: '2026-06-28T00:00:00Z' },
    };
    const start = await platformSignInPath(t.server, guest.token, 'subscribestar');
    keep(new URL(start, 'https://game.example').searchParams.get('state'), 'fan-scan@example.com');
    const signIn = await followSignIn(t.server, start);
    expect(signIn.token, signIn.location).toBeTruthy();
    keep(signIn.token, new URLSearchParams(new URL(signIn.location, 'https://game.example').hash.slice(1)).get('code'));
    keep(...subscribeStar.seen.flatMap((r) => [r.form.get('code'), r.authorization?.replace(/^Bearer /, '')]));
    // Patreon is closed to new patrons: its round trip ends on the profile's notice, and logs no secret either
    patreon.oauth.authorizeAs = {
      id: 'patron-scan',
      email: 'patron-scan@example.com',
      member: {
        patron_status: 'active_patron',
        currently_entitled_amount_cents: 800,
        next_charge_date: '2026-06-20T00:00:00.000+00:00',
      },
    };
    const closed = await followSignIn(t.server, await platformSignInPath(t.server, guest.token, 'patreon'));
    expect(closed.landing).toBe('/app/profile/me?error=patreon');
    keep(
      'patron-scan@example.com',
      ...patreon.seen.flatMap((r) => [r.form.get('code'), r.authorization?.replace(/^Bearer /, '')]),
    );

    // the card form: asked with the bearer token, answered as a signed provider address
    const buyer = await player(t, { verified: true });
    keep(buyer.token);
    const form = await t.server.inject({
      method: 'POST',
      url: '/trpc/payments.cardPaymentUrl',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ tier: 2 }),
    });
    expect(form.statusCode).toBe(200);
    const formUrl = new URL((form.json() as { result: { data: { url: string } } }).result.data.url);
    keep(formUrl.searchParams.get('formDigest'));

    // webhooks: the card provider (from its address, with the buyer's e-mail), and both signed platform hooks
    const sale = {
      subscriptionId: 'sub-scan',
      transactionId: 'tx-scan',
      billedInitialPrice: '8.00',
      userId: buyer.id,
      email: `${buyer.id}@example.com`,
    };
    const card = await t.server.inject({
      method: 'POST',
      url: '/api/ccbill/webhook?clientAccnum=951000&clientSubacc=0001&eventType=NewSaleSuccess&eventGroupType=Subscription',
      remoteAddress: '64.38.212.17',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sale),
    });
    expect(card.statusCode).toBe(200);
    const starBody = JSON.stringify({
      event: 'subscription.updated',
      data: { id: 'star-sub-scan', email: 'star-scan@example.com' },
    });
    const star = await t.server.inject({
      method: 'POST',
      url: '/api/subscribestar/webhook',
      headers: { 'content-type': 'application/json', 'x-subscribestar-signature': hmacMd5('s-hook', starBody) },
      payload: starBody,
    });
    expect(star.statusCode).toBe(200);
    keep('star-scan@example.com', hmacMd5('s-hook', starBody), 's-hook', 'p-hook', 'p-secret', 's-secret', 'salt-sec');

    const urls = capture
      .lines()
      .filter((l) => l.msg === 'incoming request')
      .map((l) => (l.req as { url: string }).url);
    expect(urls).toContain('/api/auth/signin-handoff');
    expect(urls.some((u) => u.startsWith('/api/ccbill/webhook?'))).toBe(true);
    capture.expectNoSecrets(secrets);
  });
});
