import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../src/server.ts';
import { createMetrics } from '../src/metrics.ts';
import { capturedLog, describeEachDb, startTestServer, type TestServer } from './harness.ts';
import {
  PASSWORD,
  SURFACES,
  call,
  confirmInput,
  confirmLinkIn,
  decode,
  signup,
  uniqueEmail,
} from './accounts-helpers.ts';
import { refusal } from './answers.ts';

const DAY = 86_400_000;
const EXPIRED = refusal('auth.sessionExpired', 'login');

describeEachDb('server basics: unknown paths, request ids, metrics, sessions', (kind) => {
  let t: TestServer;
  const captured = capturedLog();
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000' }, log: captured.log });
  });
  afterAll(() => t.close());

  it('answers unknown /api paths 404 in the { error } shape, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api'],
      ['GET', '/api/'],
      ['GET', '/api/nothing'],
      ['POST', '/api/character/unknown/x'],
      ['GET', '/api/auth/emailLogin'],
      ['DELETE', '/api/user/setTags'],
    ] as const) {
      const res = await t.server.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json(), `${method} ${url}`).toEqual({ error: 'Not found' });
    }
    expect((await t.server.inject({ method: 'POST', url: '/trpc/auth.nothing', payload: {} })).statusCode).toBe(404);
  });

  it("takes the caller's x-request-id, answers it back and logs the request's lines with it", async () => {
    const id = 'trace-4f1c2a9b';
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/auth/emailLogin',
      headers: { 'x-request-id': id },
      payload: { email: uniqueEmail('nobody'), password: 'Wrong1234' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe(id);
    expect(captured.lines.filter((l) => l.reqId === id).map((l) => l.msg)).toContain('login failed');
    // on tRPC too
    const trpcId = 'trace-trpc-77';
    await t.server.inject({
      method: 'POST',
      url: '/trpc/auth.emailLogin',
      headers: { 'x-request-id': trpcId },
      payload: { email: uniqueEmail('nobody'), password: 'Wrong1234' },
    });
    expect(captured.lines.filter((l) => l.reqId === trpcId).map((l) => l.msg)).toContain('login failed');
    // without one (or with an unusable one) the server makes its own
    const own = await t.server.inject({ method: 'GET', url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await t.server.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // sign-up and reset lines carry it as well
    const signupId = 'trace-signup-1';
    await t.server.inject({
      method: 'POST',
      url: '/api/auth/emailSignup',
      headers: { 'x-request-id': signupId },
      payload: { email: uniqueEmail(), password: PASSWORD, passwordRepeat: PASSWORD },
    });
    expect(captured.lines.filter((l) => l.reqId === signupId).map((l) => l.msg)).toContain('email sign-up');
  });

  for (const via of SURFACES) {
    it(`connects an e-mail to an account signed in through a platform only, keeping the same player (${via})`, async () => {
      const id = `platform-${via}-${kind}`;
      await t.db.prisma.user.create({ data: { id, patreonId: `patreon-${id}` } });
      const token = await t.built.app.tokens.sign({
        user: id,
        tier: 0,
        role: 0,
        tags: {},
        language: 'en',
        loggedIn: true,
        tosConsent: true,
        v: 0,
      });
      const email = uniqueEmail('platform');
      const res = await call(
        t,
        via,
        'auth.emailSignup',
        { email, password: PASSWORD, passwordRepeat: PASSWORD },
        { token },
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sent: true });
      expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id } })).email).toBeNull();
      // the link in the mail connects it, wherever it is opened
      const confirmed = await call(t, via, 'auth.confirmSignup', confirmInput(confirmLinkIn(t, email)));
      expect(confirmed.status).toBe(200);
      expect(decode(confirmed.body.token!)).toMatchObject({ user: id, loggedIn: true });
      const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id } });
      expect(user).toMatchObject({ email, patreonId: `patreon-${id}`, emailVerified: true });
      // the e-mail login reaches the same player
      const login = await call(t, via, 'auth.emailLogin', { email, password: PASSWORD });
      expect(decode(login.body.token!).user).toBe(id);
    });
  }

  it('refuses an expired token on player-only REST paths with the session message', async () => {
    const player = await signup(t, 'rest', uniqueEmail());
    t.clock.advance(30 * DAY + 1);
    for (const [method, url, payload] of [
      ['POST', '/api/user/setTosConsent', {}],
      ['GET', '/api/message/inbox'],
      ['POST', '/api/user/setTags', { tags: { girls: 'true' } }],
      ['GET', '/api/user/restart'],
    ] as const) {
      const res = await t.server.inject({
        method,
        url,
        headers: { authorization: `Bearer ${player.token}` },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual(EXPIRED);
    }
  });

  it('serves /metrics to anyone unless METRICS_TOKEN or METRICS_HOSTS say otherwise', async () => {
    const open = await t.server.inject({ method: 'GET', url: '/metrics' });
    expect(open.statusCode).toBe(200);
    expect(open.payload).toContain('http_request_duration_seconds');
    const token = 'metrics-token-0123456789';
    // a second server over the same services, configured with both guards
    const config = { ...t.built.app.config, METRICS_TOKEN: token, METRICS_HOSTS: ['10.1.0.0/16', '::1'] };
    const guarded = await buildServer({ app: { ...t.built.app, config }, metrics: createMetrics() });
    try {
      const get = (ip: string, authorization?: string) =>
        guarded.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: ip,
          headers: authorization ? { authorization } : {},
        });
      const noToken = await get('10.1.2.3');
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toEqual({ error: 'A metrics token is required' });
      expect(noToken.headers['www-authenticate']).toMatch(/^Bearer/);
      expect((await get('10.1.2.3', 'Bearer wrong-token-0000000000')).statusCode).toBe(401);
      const elsewhere = await get('192.0.2.1', `Bearer ${token}`);
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json()).toEqual({ error: 'Metrics are not available from this address' });
      expect(elsewhere.payload).not.toContain('payment_events_total');
      const ok = await get('10.1.2.3', `Bearer ${token}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.payload).toContain('payment_events_total');
      expect((await get('::1', `Bearer ${token}`)).statusCode).toBe(200);
      expect((await get('::ffff:10.1.9.9', `Bearer ${token}`)).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
