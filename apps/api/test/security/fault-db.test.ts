import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, capturedLog, describeEachDb, isPostgresReachable } from '../harness.ts';
import { DEAD_URL, LEAK, player, startSecurityServer, type Player, type SecurityServer } from './support.ts';
import { refusal } from '../answers.ts';

const pgUp = await isPostgresReachable();

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Closes the database to new connections and ends every open one: the server's pool finds nothing to talk to. */
const cutDatabase = (name: string) =>
  admin(async (c) => {
    await c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    await c.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
  });
const restoreDatabase = (name: string) => admin((c) => c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`));

const UNAVAILABLE = 'The service is temporarily unavailable, please try again in a moment';

describe.skipIf(!pgUp)('security: the PostgreSQL server goes away and comes back [postgres]', () => {
  const captured = capturedLog('warn');
  let t: SecurityServer;
  let p: Player;
  let name: string;
  beforeAll(async () => {
    t = await startSecurityServer('postgres', { log: captured.log });
    p = await player(t, { tier: 1 });
    [{ name }] = (await t.db.sql.query<{ name: string }>('SELECT current_database() AS name')) as [{ name: string }];
  });
  afterAll(async () => {
    await restoreDatabase(name).catch(() => undefined);
    await t.close();
  });

  const CALLS = [
    { method: 'GET', url: '/api/character/all' },
    { method: 'GET', url: '/api/message/inbox' },
    { method: 'POST', url: '/api/message/game/ava', payload: { message: 'hi there' } },
    { method: 'POST', url: '/api/hubPost/vote/poll-open', payload: { option: 0 } },
    { method: 'GET', url: '/api/character/get/me' },
    { method: 'POST', url: '/trpc/message.send', payload: { id: 'ava' } },
    { method: 'GET', url: '/trpc/hub.all' },
  ] as const;
  const send = (c: (typeof CALLS)[number]) =>
    t.server.inject({
      method: c.method,
      url: c.url,
      headers: { authorization: `Bearer ${p.token}` },
      ...('payload' in c ? { payload: c.payload } : {}),
    });

  it('answers 503 with a clear message and Retry-After while the database is unreachable, and /readyz answers 503', async () => {
    expect((await t.server.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await cutDatabase(name);
    try {
      const ready = await t.server.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ error: 'Database unreachable' });
      expect((await t.server.inject({ method: 'GET', url: '/healthz' })).statusCode, 'the process is alive').toBe(200);
      for (const c of CALLS) {
        const res = await send(c);
        expect(res.statusCode, `${c.url}: ${res.payload.slice(0, 200)}`).toBe(503);
        expect(res.headers['retry-after'], c.url).toBe('5');
        const body = res.json<{ error: string | { message: string } }>();
        const message = typeof body.error === 'string' ? body.error : body.error.message;
        expect(message, c.url).toBe(UNAVAILABLE);
        if (c.url.startsWith('/api/')) expect(body, c.url).toEqual(refusal('server.unavailable'));
        expect(LEAK.test(res.payload), `${c.url} leaks: ${res.payload.slice(0, 300)}`).toBe(false);
      }
      // the log says what happened, with the request id, as a warning and not as a bug
      const warned = captured.lines.filter((l) => l.msg === 'database unreachable');
      expect(warned.length).toBeGreaterThanOrEqual(CALLS.length);
      expect(warned.every((l) => typeof l.reqId === 'string')).toBe(true);
      expect(
        captured.lines.filter((l) => l.level === 50 && /procedure failed|request failed|unhandled/.test(String(l.msg))),
      ).toEqual([]);
    } finally {
      await restoreDatabase(name);
    }
  });

  it('recovers by itself once the database is back (no restart)', async () => {
    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i++) {
      ready = (await t.server.inject({ method: 'GET', url: '/readyz' })).statusCode;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBe(200);
    for (const c of CALLS) expect((await send(c)).statusCode, c.url).toBeLessThan(500);
  });

  it('survives its connections being killed under it mid-traffic', async () => {
    const traffic = Promise.all(Array.from({ length: 40 }, (_, i) => send(CALLS[i % CALLS.length]!)));
    await admin((c) =>
      c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        name,
      ]),
    );
    for (const res of await traffic) {
      // a call cut mid-way may fail, but only with the error shape
      if (res.statusCode >= 500) expect(LEAK.test(res.payload), res.payload.slice(0, 200)).toBe(false);
    }
    for (const c of CALLS) expect((await send(c)).statusCode, `${c.url} after the cut`).toBeLessThan(500);
  });
});

describeEachDb('security: a database failure that is not an outage', (kind) => {
  let t: SecurityServer;
  let p: Player;
  beforeAll(async () => {
    t = await startSecurityServer(kind);
    p = await player(t);
  });
  afterAll(() => t.close());

  /** Every query on the raw driver fails with `error` while `fn` runs. */
  async function failing(error: Error, fn: () => Promise<void>) {
    const query = t.db.sql.query;
    t.db.sql.query = () => Promise.reject(error);
    try {
      await fn();
    } finally {
      t.db.sql.query = query;
    }
  }
  const inbox = () =>
    t.server.inject({ method: 'GET', url: '/api/message/inbox', headers: { authorization: `Bearer ${p.token}` } });
  const trpcInbox = () =>
    t.server.inject({ method: 'GET', url: '/trpc/message.inbox', headers: { authorization: `Bearer ${p.token}` } });

  it('keeps 500 and the generic message for a failing query (a bug), with no Retry-After', async () => {
    await failing(Object.assign(new Error('column "nope" does not exist'), { code: '42703' }), async () => {
      for (const res of [await inbox(), await trpcInbox()]) {
        expect(res.statusCode).toBe(500);
        expect(res.payload).toContain('An error occurred. Please try again.');
        expect(res.headers['retry-after']).toBeUndefined();
        expect(LEAK.test(res.payload)).toBe(false);
      }
    });
  });

  it('answers 503 for a refused connection, on REST and tRPC', async () => {
    await failing(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      async () => {
        const rest = await inbox();
        expect(rest.statusCode).toBe(503);
        expect(rest.json()).toEqual(refusal('server.unavailable'));
        expect(rest.headers['retry-after']).toBe('5');
        const trpc = await trpcInbox();
        expect(trpc.statusCode).toBe(503);
        expect(trpc.json<{ error: { message: string } }>().error.message).toBe(UNAVAILABLE);
      },
    );
    expect((await inbox()).statusCode).toBe(200);
  });
});

/** A free-form line to Ava (freestyle mode), as a subscriber types it. */
const sayFreely = (t: SecurityServer, auth: { authorization: string }) =>
  t.server.inject({
    method: 'POST',
    url: '/trpc/message.send',
    headers: auth,
    payload: { id: 'ava', message: 'what music do you like?', mode: 'freestyle' },
  });

describeEachDb('security: an unreachable model server', (kind) => {
  let t: SecurityServer;
  beforeAll(async () => {
    t = await startSecurityServer(kind, { config: { MODEL_BASE_URL: `${DEAD_URL}/v1`, MODEL_TIMEOUT_MS: '300' } });
  });
  afterAll(() => t.close());

  it('still answers chat turns (scripted), in chat and freestyle mode', async () => {
    for (const tier of [0, 1]) {
      const p = await player(t, { tier });
      const auth = { authorization: `Bearer ${p.token}` };
      const start = await t.server.inject({ method: 'POST', url: '/api/message/game/ava', headers: auth, payload: {} });
      expect(start.statusCode, start.payload.slice(0, 200)).toBe(200);
      const option = start.json<{ options: string[] }>().options[0]!;
      const turn = await t.server.inject({
        method: 'POST',
        url: '/api/message/game/ava',
        headers: auth,
        payload: { message: option },
      });
      expect(turn.statusCode, turn.payload.slice(0, 200)).toBe(200);
      expect(turn.json<{ messages: unknown[] }>().messages.length).toBeGreaterThan(0);
      if (tier > 0) {
        const free = await sayFreely(t, auth);
        expect(free.statusCode, free.payload.slice(0, 200)).toBe(200);
      }
    }
  });
});

/** A model server that answers every request with the raw body set (not an OpenAI answer, not even JSON), or never. */
async function garbageModelServer() {
  const open = new Set<ServerResponse>();
  const state: { answer: { body: string; type: string } | 'hang'; requests: number } = { answer: 'hang', requests: 0 };
  const server = createServer((req, res) => {
    state.requests++;
    req.resume();
    req.on('end', () => {
      const { answer } = state;
      if (answer === 'hang') return void open.add(res);
      res.writeHead(200, { 'content-type': answer.type }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

describeEachDb('security: a model server answering garbage or nothing', (kind) => {
  let model: Awaited<ReturnType<typeof garbageModelServer>>;
  let t: SecurityServer;
  beforeAll(async () => {
    model = await garbageModelServer();
    t = await startSecurityServer(kind, { config: { MODEL_BASE_URL: model.url, MODEL_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const ANSWERS = {
    'an HTML error page': { body: '<html><body><h1>502 Bad Gateway</h1></body></html>', type: 'text/html' },
    'bytes that claim to be JSON': { body: '\u0000\u00ff{"choices": [ oops', type: 'application/json' },
    'JSON of another shape': { body: '{"choices": "none", "data": [1, 2, 3]}', type: 'application/json' },
    'an endless wait': 'hang',
  } as const;
  for (const [name, answer] of Object.entries(ANSWERS)) {
    it(`falls back to the scripted engine for ${name}`, async () => {
      model.state.answer = answer;
      const asked = model.state.requests;
      const p = await player(t, { tier: 1 });
      const auth = { authorization: `Bearer ${p.token}` };
      const start = await t.server.inject({ method: 'POST', url: '/api/message/game/ava', headers: auth, payload: {} });
      expect(start.statusCode, start.payload.slice(0, 200)).toBe(200);
      const free = await sayFreely(t, auth);
      expect(free.statusCode, free.payload.slice(0, 200)).toBe(200);
      expect(free.payload).not.toMatch(/Bad Gateway|oops|choices/);
      expect(model.state.requests, 'the model server was asked').toBeGreaterThan(asked);
    });
  }
});
