import { expect, it } from 'vitest';
import { z } from 'zod';
import { tokenAnswerSchema } from '@app/schema';
import { ERRORS } from '@app/schema/errors';
import { restAnswer, trpcError, refusal } from './answers.ts';
import { describeEachDb, type DbKind, type TestServer } from './harness.ts';
import type { Config } from '../src/config.ts';
import { startFakePatreon, type FakePatreon, patron } from './fake-providers.ts';
import {
  finishOAuth,
  finishSignIn,
  followOAuth,
  followSignIn,
  platformSignInPath,
  startOAuth,
} from './oauth-browser.ts';
import { hmacMd5, liveTierOf, makePlayer, paymentsServerAgainst } from './payments-server.ts';

const SECRET = 'patreon-webhook-secret';
const DAY = 86_400_000;

/** The session token a finished sign-in handed off (through the /signin page's exchange, never the address). */
function tokenOf(outcome: { location: string; token: string | null }): string {
  if (!outcome.token) throw new Error(`no sign-in hand-off in ${outcome.location}`);
  expect(outcome.location).not.toMatch(/[?&]token=/);
  return outcome.token;
}

function memberWebhook(
  ts: TestServer,
  event: string,
  patreonUserId: string,
  attributes: Record<string, unknown>,
  secret = SECRET,
) {
  const body = JSON.stringify({
    data: {
      id: `m-${patreonUserId}`,
      type: 'member',
      attributes,
      relationships: { user: { data: { id: patreonUserId, type: 'user' } } },
    },
  });
  return ts.server.inject({
    method: 'POST',
    url: '/api/patreon/webhook',
    headers: {
      'content-type': 'application/json',
      'x-patreon-event': event,
      'x-patreon-signature': hmacMd5(secret, body),
    },
    payload: body,
  });
}

const PATREON = {
  PATREON_CLIENT_ID: 'patreon-client',
  PATREON_CLIENT_SECRET: 'patreon-secret',
  PATREON_WEBHOOK_SECRET: SECRET,
};

/** For one describe block: a payments server against a fake Patreon (`more` settings on top). */
function patreonServer(
  kind: DbKind,
  use: (started: { ts: TestServer; fake: FakePatreon }) => void,
  more: Partial<Record<keyof Config, string>> = {},
) {
  paymentsServerAgainst(kind, startFakePatreon, (url) => ({ ...PATREON, PATREON_BASE_URL: url, ...more }), use);
}

describeEachDb('patreon (sign-in only, closed to new subscribers; default configuration)', (kind) => {
  let ts: TestServer;
  let fake: FakePatreon;
  patreonServer(kind, (started) => ({ ts, fake } = started));

  it('sends the browser to the authorisation page with the documented parameters and a state bound to this browser', async () => {
    const res = await ts.server.inject({ method: 'GET', url: '/api/patreon/login?state=null' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth2/authorize`);
    const { state, ...rest } = Object.fromEntries(url.searchParams);
    expect(rest).toEqual({
      response_type: 'code',
      client_id: 'patreon-client',
      redirect_uri: 'http://localhost:3000/api/patreon',
      scope: 'identity identity[email]',
    });
    expect(state).toMatch(/^s1\./);
    expect(String(res.headers['set-cookie'])).toMatch(
      /^oauth_patreon=[\w-]+; Path=\/api\/patreon; Max-Age=900; HttpOnly; SameSite=Lax/,
    );
  });

  it('an existing active patron signs in and keeps the tier the entitled amount pays for, until the next charge date', async () => {
    const known = await makePlayer(ts, { patreonId: 'pat-100' });
    fake.oauth.authorizeAs = patron('pat-100', 800);
    const done = await followSignIn(ts.server, '/api/patreon/login?state=null');
    expect(done.landing).toBe('/');
    const token = tokenOf(done);
    const claims = await ts.built.app.tokens.check(token);
    expect(claims.status === 'valid' && claims.claims).toMatchObject({ user: known.id, tier: 2, loggedIn: true });
    const sub = await ts.db.prisma.subscription.findUniqueOrThrow({
      where: { provider_externalId: { provider: 'patreon', externalId: 'pat-100' } },
    });
    expect(sub).toMatchObject({ userId: known.id, tier: 2, status: 'active' });
    expect(sub.expiresAt.toISOString()).toBe('2026-06-20T00:00:00.000Z');
    expect(await liveTierOf(ts, token)).toBe(2);
    // The token exchange sent the client secret and the same redirect address.
    const exchange = fake.seen.find((r) => r.path === '/api/oauth2/token');
    expect(exchange?.form.get('grant_type')).toBe('authorization_code');
    expect(exchange?.form.get('redirect_uri')).toBe('http://localhost:3000/api/patreon');
  });

  it('a brand-new patron (an active pledge, no account here) gets the discontinued notice, no account and no tier, even from a player with progress', async () => {
    const anon = await makePlayer(ts);
    const users = await ts.db.prisma.user.count();
    fake.oauth.authorizeAs = patron('pat-fresh', 1400);
    expect(await followOAuth(ts.server, '/api/patreon/login?state=null')).toBe('/app/profile/me?error=patreon');
    fake.oauth.authorizeAs = patron('pat-fresh', 1400);
    expect(await followOAuth(ts.server, await platformSignInPath(ts.server, anon.token, 'patreon'))).toBe(
      '/app/profile/me?error=patreon',
    );
    expect(await ts.db.prisma.user.count()).toBe(users);
    expect((await ts.db.prisma.user.findUniqueOrThrow({ where: { id: anon.id } })).patreonId).toBeNull();
    expect(await ts.db.prisma.subscription.count({ where: { provider: 'patreon', externalId: 'pat-fresh' } })).toBe(0);
    expect(await liveTierOf(ts, anon.token)).toBe(0);
  });

  it('a non-patron or a former patron without an account here gets the discontinued notice and no account', async () => {
    const users = await ts.db.prisma.user.count();
    for (const who of [
      { id: 'pat-none', email: 'none@example.com', member: null },
      {
        id: 'pat-former',
        email: 'former@example.com',
        member: { patron_status: 'former_patron' as const, currently_entitled_amount_cents: 0, next_charge_date: null },
      },
    ]) {
      fake.oauth.authorizeAs = who;
      expect(await followOAuth(ts.server, '/api/patreon/login?state=null')).toBe('/app/profile/me?error=patreon');
    }
    expect(await ts.db.prisma.user.count()).toBe(users);
    expect(
      await ts.db.prisma.subscription.count({
        where: { provider: 'patreon', externalId: { in: ['pat-none', 'pat-former'] } },
      }),
    ).toBe(0);
  });

  it('connect-patreon: a token when linked with a live tier, the discontinued answer when the link grants nothing, else the authorisation page', async () => {
    const linked = await makePlayer(ts, { patreonId: 'pat-300' });
    fake.oauth.authorizeAs = patron('pat-300', 500);
    await followOAuth(ts.server, '/api/patreon/login?state=null');
    const ok = await ts.server.inject({
      method: 'POST',
      url: '/api/auth/connect-patreon',
      headers: { authorization: `Bearer ${linked.token}` },
    });
    expect(ok.statusCode).toBe(200);
    const claims = await ts.built.app.tokens.check(restAnswer(ok, tokenAnswerSchema).token);
    expect(claims.status === 'valid' && claims.claims.tier).toBe(1);

    const lapsed = await makePlayer(ts, { patreonId: 'pat-lapsed' });
    const refused = await ts.server.inject({
      method: 'POST',
      url: '/api/auth/connect-patreon',
      headers: { authorization: `Bearer ${lapsed.token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('payments.patreonDiscontinued', 'patreon'));
    const viaTrpc = await ts.server.inject({
      method: 'POST',
      url: '/trpc/payments.connectPatreon',
      headers: { authorization: `Bearer ${lapsed.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(trpcError(viaTrpc)).toMatchObject({
      message: ERRORS['payments.patreonDiscontinued'],
      data: { cause: 'patreon' },
    });

    const fresh = await makePlayer(ts);
    const redirect = await ts.server.inject({
      method: 'POST',
      url: '/api/auth/connect-patreon',
      headers: { authorization: `Bearer ${fresh.token}` },
    });
    const start = restAnswer(redirect, z.object({ redirect: z.string() })).redirect;
    // Our own start path with a one-use ticket: the session token is in no address.
    expect(start).toMatch(/^\/api\/patreon\/login\?state=t1\./);
    expect(start).not.toContain(fresh.token);
    const login = await ts.server.inject({ method: 'GET', url: start });
    expect(new URL(String(login.headers.location)).pathname).toBe('/oauth2/authorize');
  });

  it('a known account whose pledge lapsed signs in without a tier and is told why', async () => {
    const known = await makePlayer(ts, { patreonId: 'pat-400' });
    fake.oauth.authorizeAs = {
      id: 'pat-400',
      email: 'x@example.com',
      member: { patron_status: 'declined_patron', currently_entitled_amount_cents: 800, next_charge_date: null },
    };
    const done = await followSignIn(ts.server, '/api/patreon/login?state=null');
    expect(done.landing).toBe('/app/profile/me?error=patreon');
    const claims = await ts.built.app.tokens.check(tokenOf(done));
    expect(claims.status === 'valid' && claims.claims).toMatchObject({ user: known.id, tier: 0 });
  });

  it('webhooks: signed member updates apply once; a forged signature is refused and changes nothing', async () => {
    const p = await makePlayer(ts, { patreonId: 'pat-500' });
    fake.oauth.authorizeAs = patron('pat-500', 1400);
    await followOAuth(ts.server, '/api/patreon/login?state=null');
    expect(await liveTierOf(ts, p.token)).toBe(3);

    const lower = {
      patron_status: 'active_patron',
      currently_entitled_amount_cents: 500,
      next_charge_date: '2026-06-25T00:00:00.000+00:00',
    };
    const forged = await memberWebhook(
      ts,
      'members:update',
      'pat-500',
      { ...lower, currently_entitled_amount_cents: 0 },
      'wrong-secret',
    );
    expect(forged.statusCode).toBe(403);
    const unsigned = await ts.server.inject({
      method: 'POST',
      url: '/api/patreon/webhook',
      headers: { 'content-type': 'application/json', 'x-patreon-event': 'members:update' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(403);
    expect(await liveTierOf(ts, p.token)).toBe(3);

    const applied = await memberWebhook(ts, 'members:update', 'pat-500', lower);
    expect(applied.json()).toMatchObject({ status: 'applied' });
    expect(await liveTierOf(ts, p.token)).toBe(1);
    expect((await memberWebhook(ts, 'members:update', 'pat-500', lower)).json()).toMatchObject({ status: 'duplicate' });

    // A deleted membership keeps the paid time, then ends.
    await memberWebhook(ts, 'members:delete', 'pat-500', { ...lower, patron_status: 'former_patron' });
    expect(await liveTierOf(ts, p.token)).toBe(1);
    ts.clock.advance(30 * DAY);
    expect(await liveTierOf(ts, p.token)).toBe(0);
  });

  it('webhooks for someone without an account here are recorded and change nothing', async () => {
    const users = await ts.db.prisma.user.count();
    const res = await memberWebhook(ts, 'members:create', 'pat-stranger', {
      patron_status: 'active_patron',
      currently_entitled_amount_cents: 1400,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ignored' });
    expect(await ts.db.prisma.user.count()).toBe(users);
    expect(await ts.db.prisma.subscription.count({ where: { externalId: 'pat-stranger' } })).toBe(0);
  });
});

describeEachDb('patreon OAuth state (login CSRF, one-use tickets, the specification shape)', (kind) => {
  let ts: TestServer;
  let fake: FakePatreon;
  patreonServer(kind, (started) => ({ ts, fake } = started));

  it('refuses a callback opened in another browser (login CSRF) and a replayed one; signs nobody in', async () => {
    const victim = await makePlayer(ts, { patreonId: 'pat-csrf' });
    fake.oauth.authorizeAs = patron('pat-csrf', 800);
    // The attacker starts a sign-in and sends the callback address to someone else.
    const trip = await startOAuth(ts.server, '/api/patreon/login?state=null');
    expect(await finishOAuth(ts.server, trip, '')).toBe('/app/profile/me?error=oauth-state');
    expect(await finishOAuth(ts.server, trip, 'oauth_patreon=forged-binding')).toBe(
      '/app/profile/me?error=oauth-state',
    );
    // The browser that started it signs in once; the same callback again is refused.
    expect((await finishSignIn(ts.server, trip)).landing).toBe('/');
    expect(await finishOAuth(ts.server, trip)).toBe('/app/profile/me?error=oauth-state');
    expect(await liveTierOf(ts, victim.token)).toBe(2);
  });

  it('a sign-in ticket works once and names only the player who asked for it', async () => {
    const p = await makePlayer(ts, { patreonId: 'pat-ticket' });
    const path = await platformSignInPath(ts.server, p.token, 'patreon');
    fake.oauth.authorizeAs = patron('pat-ticket', 500);
    const claims = await ts.built.app.tokens.check(tokenOf(await followSignIn(ts.server, path)));
    expect(claims.status === 'valid' && claims.claims.user).toBe(p.id);
    const reused = await ts.server.inject({ method: 'GET', url: path });
    expect(reused.headers.location).toBe('/app/profile/me?error=oauth-state');
    // Another player's id in the ticket's payload breaks its signature.
    const [head, payload, sig] = decodeURIComponent(path.split('state=')[1]!).split('.');
    const inside = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...inside, p: 'someone-else', j: 'fresh-id' })).toString('base64url')}.${sig}`;
    const tampered = await ts.server.inject({
      method: 'GET',
      url: `/api/patreon/login?state=${encodeURIComponent(forged)}`,
    });
    expect(tampered.headers.location).toBe('/app/profile/me?error=oauth-state');
    const stale = await platformSignInPath(ts.server, p.token, 'patreon');
    ts.clock.advance(6 * 60_000);
    const late = await ts.server.inject({ method: 'GET', url: stale });
    expect(late.headers.location).toBe('/app/profile/me?error=oauth-state');
  });

  it('still reads the specification shape (the session token as state) on a callback that skipped our start path', async () => {
    const p = await makePlayer(ts, { patreonId: 'pat-spec' });
    fake.oauth.authorizeAs = patron('pat-spec', 1400);
    const authorize = new URL(`${fake.url}/oauth2/authorize`);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: 'patreon-client',
      redirect_uri: 'http://localhost:3000/api/patreon',
      scope: 'identity',
      state: p.token,
    }))
      authorize.searchParams.set(k, v);
    const back = new URL(String((await fetch(authorize, { redirect: 'manual' })).headers.get('location')));
    expect(back.searchParams.get('state')).toBe(p.token);
    const done = await ts.server.inject({ method: 'GET', url: back.pathname + back.search });
    // Signed in all the same, through the hand-off (no token in the address).
    expect(String(done.headers.location)).toMatch(/^\/signin#code=h1\.[^&]+&to=%2F$/);
    expect(await liveTierOf(ts, p.token)).toBe(3);
  });

  it('answers where a platform sign-in starts only when the platform is configured', async () => {
    const p = await makePlayer(ts);
    const star = await ts.server.inject({
      method: 'POST',
      url: '/trpc/payments.platformSignIn',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
      payload: '{"platform":"subscribestar"}',
    });
    expect(star.statusCode).toBe(503);
    // A navigation to an unconfigured platform lands on the profile with a message, not on a JSON page.
    const nav = await ts.server.inject({ method: 'GET', url: '/api/subscribestar/login?state=null' });
    expect(nav.statusCode).toBe(302);
    expect(nav.headers.location).toBe('/app/profile/me?error=subscribestar-unavailable');
  });
});

describeEachDb('patreon with PATREON_CLOSED_AT (patrons from before the closing may link once)', (kind) => {
  let ts: TestServer;
  let fake: FakePatreon;
  patreonServer(kind, (started) => ({ ts, fake } = started), { PATREON_CLOSED_AT: '2025-06-01T00:00:00Z' });

  it('links a pledge started before the closing to the player who asked (progress kept); refuses one started after', async () => {
    const anon = await makePlayer(ts);
    fake.oauth.authorizeAs = patron('pat-old', 1400, { pledge_relationship_start: '2024-01-01T00:00:00.000+00:00' });
    const claims = await ts.built.app.tokens.check(
      tokenOf(await followSignIn(ts.server, await platformSignInPath(ts.server, anon.token, 'patreon'))),
    );
    expect(claims.status === 'valid' && claims.claims).toMatchObject({ user: anon.id, tier: 3, loggedIn: true });
    expect((await ts.db.prisma.user.findUniqueOrThrow({ where: { id: anon.id } })).patreonId).toBe('pat-old');

    const users = await ts.db.prisma.user.count();
    fake.oauth.authorizeAs = patron('pat-late', 1400, { pledge_relationship_start: '2026-05-01T00:00:00.000+00:00' });
    expect(await followOAuth(ts.server, '/api/patreon/login?state=null')).toBe('/app/profile/me?error=patreon');
    fake.oauth.authorizeAs = patron('pat-undated', 1400);
    expect(await followOAuth(ts.server, '/api/patreon/login?state=null')).toBe('/app/profile/me?error=patreon');
    expect(await ts.db.prisma.user.count()).toBe(users);
  });
});
