import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@app/schema';
import { describeEachDb, type TestServer } from './harness.ts';
import { followOAuth, hmacMd5, liveTierOf, makePlayer, startFakePatreon, startPaymentsServer, type FakePatreon, type PatreonUser } from './fake-providers.ts';

const SECRET = 'patreon-webhook-secret';
const DAY = 86_400_000;

function tokenIn(location: string): string {
  const token = new URL(location, 'http://x').searchParams.get('token');
  if (!token) throw new Error(`no token in ${location}`);
  return token;
}

function patron(id: string, cents: number, extra: Partial<NonNullable<PatreonUser['member']>> = {}): PatreonUser {
  return { id, email: `${id}@example.com`, member: { patron_status: 'active_patron', currently_entitled_amount_cents: cents, next_charge_date: '2026-06-20T00:00:00.000+00:00', ...extra } };
}

function memberWebhook(ts: TestServer, event: string, patreonUserId: string, attributes: Record<string, unknown>, secret = SECRET) {
  const body = JSON.stringify({ data: { id: `m-${patreonUserId}`, type: 'member', attributes, relationships: { user: { data: { id: patreonUserId, type: 'user' } } } } });
  return ts.server.inject({
    method: 'POST',
    url: '/api/patreon/webhook',
    headers: { 'content-type': 'application/json', 'x-patreon-event': event, 'x-patreon-signature': hmacMd5(secret, body) },
    payload: body,
  });
}

describeEachDb('patreon (sign-in only, closed to new subscribers)', (kind) => {
  let ts: TestServer;
  let fake: FakePatreon;
  beforeAll(async () => {
    fake = await startFakePatreon();
    ts = await startPaymentsServer(kind, {
      PATREON_CLIENT_ID: 'patreon-client', PATREON_CLIENT_SECRET: 'patreon-secret', PATREON_WEBHOOK_SECRET: SECRET,
      PATREON_BASE_URL: fake.url, PATREON_CLOSED_AT: '2025-06-01T00:00:00Z',
    });
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });

  it('sends the browser to the authorisation page with the documented parameters', async () => {
    const res = await ts.server.inject({ method: 'GET', url: '/api/patreon/login?state=null' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code', client_id: 'patreon-client', redirect_uri: 'http://localhost:3000/api/patreon', scope: 'identity identity[email]', state: 'null',
    });
  });

  it('an existing active patron signs in and keeps the tier the entitled amount pays for, until the next charge date', async () => {
    const known = await makePlayer(ts, { patreonId: 'pat-100' });
    fake.oauth.authorizeAs = patron('pat-100', 800);
    const location = await followOAuth(ts.server, '/api/patreon/login?state=null');
    expect(location).toMatch(/^\/\?token=/);
    const token = tokenIn(location);
    const claims = await ts.built.app.tokens.check(token);
    expect(claims.status === 'valid' && claims.claims).toMatchObject({ user: known.id, tier: 2, loggedIn: true });
    const sub = await ts.db.prisma.subscription.findUniqueOrThrow({ where: { provider_externalId: { provider: 'patreon', externalId: 'pat-100' } } });
    expect(sub).toMatchObject({ userId: known.id, tier: 2, status: 'active' });
    expect(sub.expiresAt.toISOString()).toBe('2026-06-20T00:00:00.000Z');
    expect(await liveTierOf(ts, token)).toBe(2);
    // The token exchange sent the client secret and the same redirect address.
    const exchange = fake.seen.find((r) => r.path === '/api/oauth2/token');
    expect(exchange?.form.get('grant_type')).toBe('authorization_code');
    expect(exchange?.form.get('redirect_uri')).toBe('http://localhost:3000/api/patreon');
  });

  it('an active patron links to the player named by the state token (progress kept)', async () => {
    const anon = await makePlayer(ts);
    fake.oauth.authorizeAs = patron('pat-200', 1400);
    const location = await followOAuth(ts.server, `/api/patreon/login?state=${encodeURIComponent(anon.token)}`);
    const claims = await ts.built.app.tokens.check(tokenIn(location));
    expect(claims.status === 'valid' && claims.claims).toMatchObject({ user: anon.id, tier: 3, loggedIn: true });
    expect((await ts.db.prisma.user.findUniqueOrThrow({ where: { id: anon.id } })).patreonId).toBe('pat-200');
  });

  it('a non-patron or a new subscriber gets the discontinued notice and no account', async () => {
    const users = await ts.db.prisma.user.count();
    for (const who of [
      { id: 'pat-none', email: 'none@example.com', member: null },
      { id: 'pat-former', email: 'former@example.com', member: { patron_status: 'former_patron' as const, currently_entitled_amount_cents: 0, next_charge_date: null } },
      patron('pat-new', 800, { pledge_relationship_start: '2026-05-01T00:00:00.000+00:00' }),
    ]) {
      fake.oauth.authorizeAs = who;
      expect(await followOAuth(ts.server, '/api/patreon/login?state=null')).toBe('/app/profile/me?error=patreon');
    }
    expect(await ts.db.prisma.user.count()).toBe(users);
    expect(await ts.db.prisma.subscription.count({ where: { provider: 'patreon', externalId: { in: ['pat-none', 'pat-former', 'pat-new'] } } })).toBe(0);
  });

  it('connect-patreon: a token when linked with a live tier, the discontinued answer when the link grants nothing, else the authorisation page', async () => {
    const linked = await makePlayer(ts, { patreonId: 'pat-300' });
    fake.oauth.authorizeAs = patron('pat-300', 500);
    await followOAuth(ts.server, '/api/patreon/login?state=null');
    const ok = await ts.server.inject({ method: 'POST', url: '/api/auth/connect-patreon', headers: { authorization: `Bearer ${linked.token}` } });
    expect(ok.statusCode).toBe(200);
    const claims = await ts.built.app.tokens.check(ok.json().token);
    expect(claims.status === 'valid' && claims.claims.tier).toBe(1);

    const lapsed = await makePlayer(ts, { patreonId: 'pat-lapsed' });
    const refused = await ts.server.inject({ method: 'POST', url: '/api/auth/connect-patreon', headers: { authorization: `Bearer ${lapsed.token}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: MESSAGES.patreonDiscontinued, cause: 'patreon' });
    const viaTrpc = await ts.server.inject({ method: 'POST', url: '/trpc/payments.connectPatreon', headers: { authorization: `Bearer ${lapsed.token}`, 'content-type': 'application/json' }, payload: '{}' });
    expect(viaTrpc.json().error).toMatchObject({ message: MESSAGES.patreonDiscontinued, data: { cause: 'patreon' } });

    const fresh = await makePlayer(ts);
    const redirect = await ts.server.inject({ method: 'POST', url: '/api/auth/connect-patreon', headers: { authorization: `Bearer ${fresh.token}` } });
    const url = new URL(redirect.json().redirect);
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(url.searchParams.get('state')).toBe(fresh.token);
  });

  it('a known account whose pledge lapsed signs in without a tier and is told why', async () => {
    const known = await makePlayer(ts, { patreonId: 'pat-400' });
    fake.oauth.authorizeAs = { id: 'pat-400', email: 'x@example.com', member: { patron_status: 'declined_patron', currently_entitled_amount_cents: 800, next_charge_date: null } };
    const location = await followOAuth(ts.server, '/api/patreon/login?state=null');
    expect(location).toMatch(/^\/app\/profile\/me\?error=patreon&token=/);
    const claims = await ts.built.app.tokens.check(tokenIn(location));
    expect(claims.status === 'valid' && claims.claims).toMatchObject({ user: known.id, tier: 0 });
  });

  it('webhooks: signed member updates apply once; a forged signature is refused and changes nothing', async () => {
    const p = await makePlayer(ts, { patreonId: 'pat-500' });
    fake.oauth.authorizeAs = patron('pat-500', 1400);
    await followOAuth(ts.server, '/api/patreon/login?state=null');
    expect(await liveTierOf(ts, p.token)).toBe(3);

    const lower = { patron_status: 'active_patron', currently_entitled_amount_cents: 500, next_charge_date: '2026-06-25T00:00:00.000+00:00' };
    const forged = await memberWebhook(ts, 'members:update', 'pat-500', { ...lower, currently_entitled_amount_cents: 0 }, 'wrong-secret');
    expect(forged.statusCode).toBe(403);
    const unsigned = await ts.server.inject({ method: 'POST', url: '/api/patreon/webhook', headers: { 'content-type': 'application/json', 'x-patreon-event': 'members:update' }, payload: '{}' });
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
    const res = await memberWebhook(ts, 'members:create', 'pat-stranger', { patron_status: 'active_patron', currently_entitled_amount_cents: 1400 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ignored' });
    expect(await ts.db.prisma.user.count()).toBe(users);
    expect(await ts.db.prisma.subscription.count({ where: { externalId: 'pat-stranger' } })).toBe(0);
  });
});
