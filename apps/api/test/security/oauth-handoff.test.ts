import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { capturedLog, describeEachDb } from '../harness.ts';
import {
  startFakePatreon,
  startFakeSubscribeStar,
  type FakePatreon,
  type FakeSubscribeStar,
  patron,
} from '../fake-providers.ts';
import { cookiesOf, exchangeHandoff, handoffOf, startOAuth } from '../oauth-browser.ts';
import { liveTierOf, makePlayer } from '../payments-server.ts';
import { OAuthStates } from '../../src/payments/oauth-state.ts';
import { startSecurityServer, type SecurityServer } from './support.ts';

const HANDOFF_MS = 2 * 60_000;

/** A built page, so the browser's next request (the callback's Location) is answered and logged as in production. */
function webDist(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'handoff-web-')), 'web');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  return dir;
}

interface Callback {
  /** The callback's answer (Location and the hand-off cookie). */
  res: LightMyRequestResponse;
  location: URL;
  code: string;
  /** The cookies of the browser that ran the callback, as it sends them to the exchange path. */
  cookie: string;
}

describeEachDb(
  'security: sign-in hand-off after an OAuth round trip (no token or code in any address or log)',
  (kind) => {
    let t: SecurityServer;
    let patreon: FakePatreon;
    let star: FakeSubscribeStar;
    const captured = capturedLog('trace');
    /** Every value that must never reach the log: hand-off codes and the tokens they were swapped for. */
    const secrets: string[] = [];

    beforeAll(async () => {
      patreon = await startFakePatreon('p-id', 'p-secret');
      star = await startFakeSubscribeStar('s-id', 's-secret');
      // Development: request logging on (the test configuration turns it off), at the most verbose level.
      t = await startSecurityServer(kind, {
        config: {
          NODE_ENV: 'development',
          LOG_LEVEL: 'trace',
          PATREON_BASE_URL: patreon.url,
          SUBSCRIBESTAR_BASE_URL: star.url,
        },
        server: { webDist: webDist() },
        seed: false,
        log: captured.log,
      });
    });
    afterAll(async () => {
      await t.close();
      await patreon.close();
      await star.close();
    });

    /** A browser runs a whole sign-in through our login path, the provider and our callback. */
    async function callback(loginPath: string): Promise<Callback> {
      const trip = await startOAuth(t.server, loginPath);
      const res = await t.server.inject({ method: 'GET', url: trip.callback, headers: { cookie: trip.cookie } });
      expect(res.statusCode).toBe(302);
      const location = new URL(String(res.headers.location), 'http://localhost:3000');
      const handoff = handoffOf(String(res.headers.location));
      if (!handoff) throw new Error(`no hand-off in ${String(res.headers.location)}`);
      secrets.push(handoff.code);
      return { res, location, code: handoff.code, cookie: cookiesOf(res) };
    }

    async function signIn(patreonId: string): Promise<Callback> {
      patreon.oauth.authorizeAs = patron(patreonId);
      return callback('/api/patreon/login?state=null');
    }

    async function expectRefused(res: LightMyRequestResponse, status: 400 | 403, label: string) {
      expect(res.statusCode, label).toBe(status);
      const body = res.json() as Record<string, unknown>;
      expect(Object.keys(body).sort(), label).toEqual(['cause', 'error', 'key', 'params']);
      expect(body.error, label).toMatch(/expired or was started in another browser/);
      expect(body.key, label).toBe('auth.handoffRefused');
      expect(body, label).not.toHaveProperty('token');
      expect(String(res.headers['set-cookie'] ?? ''), `${label}: a refusal hands out no cookie`).not.toMatch(
        /signin_handoff=[^;]/,
      );
    }

    it('ends the round trip on /signin with the code in the fragment only, bound by an HttpOnly cookie on the exchange path', async () => {
      const known = await makePlayer(t, { patreonId: 'pat-ok' });
      const done = await signIn('pat-ok');
      // No session token and no code in the path or query: only a fragment, which no browser sends to a server or in Referer.
      expect(done.location.pathname).toBe('/signin');
      expect(done.location.search).toBe('');
      expect(String(done.res.headers.location)).not.toMatch(/token/i);
      expect(String(done.res.headers.location).split('#')[0]).not.toContain(done.code);
      expect(done.code).toMatch(/^h1\./);
      expect(Object.fromEntries(new URLSearchParams(done.location.hash.slice(1)))).toEqual({
        code: done.code,
        to: '/',
      });
      const set = [done.res.headers['set-cookie']]
        .flat()
        .map(String)
        .find((c) => c.startsWith('signin_handoff='));
      expect(set).toMatch(
        /^signin_handoff=[\w-]{20,}; Path=\/api\/auth\/signin-handoff; Max-Age=120; HttpOnly; SameSite=Lax$/,
      );
      // The code names the player but is no session token: it opens nothing by itself.
      expect((await t.built.app.tokens.check(done.code)).status).not.toBe('valid');
      const me = await t.server.inject({
        method: 'GET',
        url: '/api/character/get/me',
        headers: { authorization: `Bearer ${done.code}` },
      });
      expect(JSON.stringify(me.json())).not.toContain(known.id);

      // The browser follows the Location: the server sees /signin alone.
      const page = await t.server.inject({
        method: 'GET',
        url: done.location.pathname + done.location.search,
        headers: { cookie: done.cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');

      // The page swaps the code once, with this browser's cookie, for a working token; the cookie is cleared.
      const swap = await exchangeHandoff(t.server, done.code, done.cookie);
      expect(swap.statusCode).toBe(200);
      const { token } = swap.json() as { token: string };
      secrets.push(token);
      const claims = await t.built.app.tokens.check(token);
      expect(claims.status === 'valid' && claims.claims).toMatchObject({ user: known.id, tier: 2, loggedIn: true });
      expect(await liveTierOf(t, token)).toBe(2);
      expect(String(swap.headers['set-cookie'])).toMatch(
        /^signin_handoff=; Path=\/api\/auth\/signin-handoff; Max-Age=0; HttpOnly; SameSite=Lax/,
      );
      expect(swap.headers['cache-control']).toBe('no-store');

      // A second time, even from the same browser, is refused.
      await expectRefused(await exchangeHandoff(t.server, done.code, done.cookie), 403, 'second use');
    });

    it("refuses the code without the cookie or with another browser's, and those refusals do not use it up", async () => {
      await makePlayer(t, { patreonId: 'pat-a' });
      await makePlayer(t, { patreonId: 'pat-b' });
      const a = await signIn('pat-a');
      const b = await signIn('pat-b');
      // An attacker's link (their code) opened in a victim's browser: the victim's cookie is not the one it was made for.
      await expectRefused(await exchangeHandoff(t.server, a.code), 403, 'no cookie');
      await expectRefused(await exchangeHandoff(t.server, a.code, b.cookie), 403, "another browser's cookie");
      await expectRefused(
        await exchangeHandoff(t.server, a.code, 'signin_handoff=guessed-value'),
        403,
        'a made-up cookie',
      );
      await expectRefused(await exchangeHandoff(t.server, b.code, a.cookie), 403, 'the other way round');
      // Each browser still signs in with its own code.
      for (const [trip, id] of [
        [a, 'pat-a'],
        [b, 'pat-b'],
      ] as const) {
        const ok = await exchangeHandoff(t.server, trip.code, trip.cookie);
        expect(ok.statusCode).toBe(200);
        const token = (ok.json() as { token: string }).token;
        secrets.push(token);
        const linked = await t.db.prisma.user.findUniqueOrThrow({ where: { patreonId: id } });
        const claims = await t.built.app.tokens.check(token);
        expect(claims.status === 'valid' && claims.claims.user).toBe(linked.id);
      }
    });

    it('refuses an expired code', async () => {
      await makePlayer(t, { patreonId: 'pat-late' });
      const done = await signIn('pat-late');
      t.clock.advance(HANDOFF_MS + 1);
      await expectRefused(await exchangeHandoff(t.server, done.code, done.cookie), 403, 'expired');
    });

    it('refuses a tampered or foreign code, another kind of signed value, and a missing code', async () => {
      const victim = await makePlayer(t, { patreonId: 'pat-victim' });
      await makePlayer(t, { patreonId: 'pat-mallory' });
      const done = await signIn('pat-mallory');
      const [head, payload, sig] = done.code.split('.');
      const inside = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
      const reSigned = (p: Record<string, unknown>) =>
        `${head}.${Buffer.from(JSON.stringify(p)).toString('base64url')}.${sig}`;
      const flipped = `${head}.${payload}.${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`;
      const foreign = new OAuthStates('another-server-secret-of-32-characters!').handoff(
        { userId: victim.id, bindingValue: 'x' },
        t.clock.now,
      );
      const otherTicket = new OAuthStates('x'.repeat(40)).ticket(victim.id, t.clock.now);
      const ownTicket = (await t.server
        .inject({
          method: 'POST',
          url: '/trpc/payments.platformSignIn',
          headers: { authorization: `Bearer ${victim.token}`, 'content-type': 'application/json' },
          payload: '{"platform":"patreon"}',
        })
        .then((r) =>
          new URLSearchParams(
            String((r.json() as { result: { data: { url: string } } }).result.data.url).split('?')[1],
          ).get('state'),
        ))!;
      const cases: Record<string, string> = {
        'another player in the payload': reSigned({ ...inside, u: victim.id }),
        'a later expiry in the payload': reSigned({ ...inside, e: Number(inside.e) + 3_600_000 }),
        'a changed signature': flipped,
        'signed with another key': foreign,
        'a ticket of another server': otherTicket,
        'a sign-in ticket of this server': ownTicket,
        'a state-shaped prefix': `s1.${payload}.${sig}`,
        'the session token': victim.token,
        garbage: 'h1..',
      };
      for (const [label, code] of Object.entries(cases))
        await expectRefused(await exchangeHandoff(t.server, code, done.cookie), 403, label);
      for (const [label, body] of Object.entries({
        'no body': '',
        'no code': '{}',
        'a number': '{"code":5}',
        'an empty code': '{"code":""}',
        'a huge code': JSON.stringify({ code: 'h1.'.padEnd(5000, 'a') }),
      })) {
        const res = await t.server.inject({
          method: 'POST',
          url: '/api/auth/signin-handoff',
          headers: { 'content-type': 'application/json', cookie: done.cookie },
          payload: body,
        });
        expect(res.statusCode, label).toBe(400);
        expect(Object.keys(res.json() as object).sort(), label).toEqual(['cause', 'error', 'key', 'params']);
      }
      // None of that touched the genuine code.
      const ok = await exchangeHandoff(t.server, done.code, done.cookie);
      expect(ok.statusCode).toBe(200);
      secrets.push((ok.json() as { token: string }).token);
    });

    it('hands off the second platform too, to the welcome page or the profile', async () => {
      star.oauth.authorizeAs = {
        id: 'star-h',
        email: 'star-h@fans.example.com',
        name: 'Fan',
        subscription: { active: true, tier_id: 't', price: 500, paid_until: '2026-06-28T00:00:00Z' },
      };
      const welcome = await callback('/api/subscribestar/login?state=null');
      expect(welcome.location.search).toBe('');
      expect(new URLSearchParams(welcome.location.hash.slice(1)).get('to')).toBe('/subscribestar-welcome');
      const profile = await callback('/api/subscribestar/login?state=null&redirect=profile');
      expect(profile.location.search).toBe('');
      expect(new URLSearchParams(profile.location.hash.slice(1)).get('to')).toBe('/app/profile/me');
      for (const done of [welcome, profile]) {
        const ok = await exchangeHandoff(t.server, done.code, done.cookie);
        expect(ok.statusCode).toBe(200);
        secrets.push((ok.json() as { token: string }).token);
      }
    });

    it('a lapsed patron is signed in through the hand-off and told why on the profile', async () => {
      await makePlayer(t, { patreonId: 'pat-lapsed' });
      patreon.oauth.authorizeAs = {
        id: 'pat-lapsed',
        email: 'l@example.com',
        member: { patron_status: 'declined_patron', currently_entitled_amount_cents: 800, next_charge_date: null },
      };
      const done = await callback('/api/patreon/login?state=null');
      expect(done.location.search).toBe('');
      expect(Object.fromEntries(new URLSearchParams(done.location.hash.slice(1)))).toEqual({
        code: done.code,
        to: '/app/profile/me',
        error: 'patreon',
      });
      const ok = await exchangeHandoff(t.server, done.code, done.cookie);
      expect(ok.statusCode).toBe(200);
      secrets.push((ok.json() as { token: string }).token);
    });

    it('never writes a hand-off code or the token it became to the log, and logs each refusal as a warning', () => {
      expect(secrets.length).toBeGreaterThan(10);
      const lines = captured.lines.map((line) => JSON.stringify(line));
      // The capture works: the browser's request for /signin is there, and so are the refusals (warn).
      expect(captured.lines.some((line) => (line.req as { url?: string } | undefined)?.url === '/signin')).toBe(true);
      const refusals = captured.lines.filter((line) => line.msg === 'sign-in hand-off refused');
      expect(refusals.length).toBeGreaterThan(10);
      for (const line of refusals) expect(line.level).toBe(40);
      for (const secret of secrets) {
        const leaks = lines.filter((line) => line.includes(secret) || line.includes(encodeURIComponent(secret)));
        expect(leaks, 'a hand-off code or token in the log').toEqual([]);
      }
    });
  },
);
