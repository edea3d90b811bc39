import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startFakeModel } from './fake-model.ts';
import { machine, publish } from './report.ts';
import { createDatabase, freePort, startApi } from './servers.ts';
import { signUpAndConfirm } from './signup.ts';

/**
 * Scale-out proof: two API processes on one PostgreSQL database and one Redis, a client that
 * round-robins between them, and a player who moves between them mid-chat. Checks: no lost
 * message, no double-counted quota, rate limits shared. Prints and saves a markdown summary.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/9';
// A Redis database of its own, emptied, so that earlier runs' counters do not count.
if (!process.env.REDIS_URL) execFileSync('redis-cli', ['-n', '9', 'FLUSHDB']);
const db = await createDatabase();
const model = await startFakeModel();
const env = {
  REDIS_URL,
  JWT_SECRET: randomBytes(32).toString('hex'),
  AUTH_RATE_LIMIT: '10',
  MODEL_BASE_URL: model.url,
  MODEL_TIMEOUT_MS: '10000',
};
const a = await startApi('postgres', await freePort(), { databaseUrl: db.url, env });
const b = await startApi('postgres', await freePort(), { databaseUrl: db.url, env });
const nodes = [a.url, b.url];
let turn = 0;
const next = () => nodes[turn++ % nodes.length]!;
const checks: { check: string; expected: string; observed: string; ok: boolean }[] = [];
const record = (check: string, expected: unknown, observed: unknown) =>
  checks.push({
    check,
    expected: String(expected),
    observed: String(observed),
    ok: String(expected) === String(observed),
  });

async function call(method: string, path: string, token?: string, body?: unknown, url = next()) {
  const res = await fetch(url + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.7',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

const sql = new pg.Client({ connectionString: db.url });
try {
  await sql.connect();
  // A signed-in player with tier 1 (5 custom messages a day), made on instance A.
  const anon = await call('GET', '/api/character/get/me', undefined, undefined, a.url);
  const email = `scale-${Date.now()}@example.com`;
  const token = await signUpAndConfirm(a.url, email, 'BenchPass123', anon.json?.token as string, {
    'x-forwarded-for': '203.0.113.7',
  });
  const userId = (await sql.query<{ id: string }>('SELECT id FROM "User" WHERE email = $1', [email])).rows[0]!.id;
  await sql.query(
    `INSERT INTO "Subscription" (id, "userId", provider, "externalId", tier, "expiresAt", "updatedAt") VALUES ($1, $2, 'manual', $1, 1, now() + interval '1 day', now())`,
    [`bench-${userId}`, userId],
  );
  const characters = (await call('GET', '/api/character/all', token)).json as unknown as {
    _id: string;
    locked: boolean;
  }[];
  const [charId, otherCharId] = characters.filter((c) => !c.locked).map((c) => c._id) as [string, string];

  // Chat turns alternating between the instances: every turn's messages are stored exactly once.
  const TURNS = 20;
  let ok = 0;
  await call('POST', `/api/message/game/${charId}`, token, { message: '', gameType: 'chat' });
  const before = Number(
    (await sql.query<{ count: string }>('SELECT count(*) FROM "Message" WHERE "userId" = $1', [userId])).rows[0]!.count,
  );
  let expectedMessages = before;
  for (let i = 0; i < TURNS; i++) {
    const r = await call('POST', `/api/message/game/${charId}`, token, {
      message: `Turn ${i}: tell me about your evening`,
      gameType: 'chat',
    });
    if (r.status === 200) {
      ok++;
      expectedMessages += 1 + ((r.json?.messages as unknown[]) ?? []).length;
    }
  }
  const stored = Number(
    (await sql.query<{ count: string }>('SELECT count(*) FROM "Message" WHERE "userId" = $1', [userId])).rows[0]!.count,
  );
  record(`chat turns answered 200 (of ${TURNS}, alternating A/B)`, TURNS, ok);
  record('messages stored = messages answered (none lost or doubled)', expectedMessages, stored);
  const version = Number(
    (
      await sql.query<{ version: number }>('SELECT version FROM "GameState" WHERE "userId" = $1 AND "gameType" = $2', [
        userId,
        'chat',
      ])
    ).rows[0]!.version,
  );
  record('game state version = turns (each turn applied once)', TURNS + 1, version + 1);

  // FreeStyle custom messages: the daily quota (5 for tier 1) counts once per message across instances.
  // A fresh chat (the first one may now be choosing a location, which the model does not voice).
  await call('POST', `/api/message/game/${otherCharId}`, token, { message: '', gameType: 'chat' });
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const r = await call('POST', `/api/message/game/${otherCharId}`, token, {
      message: `Custom ${i}: what would you like to do tonight?`,
      gameType: 'chat',
      mode: 'freestyle',
    });
    statuses.push(r.status);
  }
  const quota = Number(
    (
      await sql.query<{ n: string }>('SELECT coalesce(sum(count), 0) AS n FROM "QuotaUsage" WHERE "userId" = $1', [
        userId,
      ])
    ).rows[0]!.n,
  );
  record('custom messages accepted (limit 5)', 5, statuses.filter((s) => s === 200).length);
  record('quota counted in the database', 5, quota);
  record('6th and 7th refused with 429', '429,429', statuses.slice(5).join(','));

  // Rate limit on login, 10 a minute per address, shared through Redis: the 11th attempt is refused whichever instance gets it.
  const logins: number[] = [];
  for (let i = 0; i < 12; i++)
    logins.push((await call('POST', '/api/auth/emailLogin', undefined, { email, password: 'BenchPass123' })).status);
  record('logins allowed before the shared limit (10/min)', 10, logins.filter((s) => s === 200).length);
  record('attempts 11 and 12 refused', '429,429', logins.slice(10).join(','));
} finally {
  await sql.end().catch(() => {});
  await a.stop();
  await b.stop();
  await db.drop();
  await model.close();
}

const table = [
  '| check | expected | observed | |',
  '|---|---:|---:|---|',
  ...checks.map((c) => `| ${c.check} | ${c.expected} | ${c.observed} | ${c.ok ? 'ok' : 'FAILED'} |`),
].join('\n');
console.log(table);
publish('scale-out', `Measured by \`bench:scale-out\` on ${machine}.\n\n${table}`);
if (checks.some((c) => !c.ok)) process.exitCode = 1;
