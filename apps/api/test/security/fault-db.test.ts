import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, describeEachDb, isPostgresReachable } from '../harness.ts';
import { DEAD_URL, LEAK, player, startSecurityServer, type Player, type SecurityServer } from './support.ts';

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
    await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
  });
const restoreDatabase = (name: string) => admin((c) => c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`));

describe.skipIf(!pgUp)('security: the PostgreSQL server goes away and comes back [postgres]', () => {
  let t: SecurityServer;
  let p: Player;
  let name: string;
  beforeAll(async () => {
    t = await startSecurityServer('postgres');
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
    t.server.inject({ method: c.method, url: c.url, headers: { authorization: `Bearer ${p.token}` }, ...('payload' in c ? { payload: c.payload } : {}) });

  it('answers 5xx { error } without internals while the database is unreachable, and /readyz answers 503', async () => {
    expect((await t.server.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await cutDatabase(name);
    try {
      const ready = await t.server.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ error: 'Database unreachable' });
      expect((await t.server.inject({ method: 'GET', url: '/healthz' })).statusCode, 'the process is alive').toBe(200);
      for (const c of CALLS) {
        const res = await send(c);
        expect(res.statusCode, `${c.url}: ${res.payload.slice(0, 200)}`).toBeGreaterThanOrEqual(500);
        const body = res.json<{ error: string | { message: string } }>();
        const message = typeof body.error === 'string' ? body.error : body.error.message;
        expect(typeof message, c.url).toBe('string');
        expect(LEAK.test(res.payload), `${c.url} leaks: ${res.payload.slice(0, 300)}`).toBe(false);
      }
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
    await admin((c) => c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]));
    for (const res of await traffic) {
      // a call cut mid-way may fail, but only with the error shape
      if (res.statusCode >= 500) expect(LEAK.test(res.payload), res.payload.slice(0, 200)).toBe(false);
    }
    for (const c of CALLS) expect((await send(c)).statusCode, `${c.url} after the cut`).toBeLessThan(500);
  });
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
      const turn = await t.server.inject({ method: 'POST', url: '/api/message/game/ava', headers: auth, payload: { message: option } });
      expect(turn.statusCode, turn.payload.slice(0, 200)).toBe(200);
      expect(turn.json<{ messages: unknown[] }>().messages.length).toBeGreaterThan(0);
      if (tier > 0) {
        const free = await t.server.inject({ method: 'POST', url: '/trpc/message.send', headers: auth, payload: { id: 'ava', message: 'what music do you like?', mode: 'freestyle' } });
        expect(free.statusCode, free.payload.slice(0, 200)).toBe(200);
      }
    }
  });
});
