import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { freePort } from '../free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { TEST_DATABASE_URL, isPostgresReachable, type DbKind } from '../harness.ts';
import { writeTestPack } from '../content-fixtures.ts';
import { migratedDataDir } from '../migrated.ts';

/**
 * The real server (src/main.ts in a child process) under concurrent chat turns and hub votes is
 * killed with SIGKILL, started again on the same database, and every write it acknowledged (2xx)
 * must be there. On PostgreSQL, and on PGlite with its data folder.
 */
const API_DIR = join(import.meta.dirname, '../..');
const pgUp = await isPostgresReachable();
const PLAYERS = 8;

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; log: string[] }> {
  const log: string[] = [];
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let waited = 0; waited < 150_000; waited += 300) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${log.join('').slice(-2000)}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, log };
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready: ${log.join('').slice(-2000)}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((r) =>
    child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r()),
  );

async function json(url: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * The id and secret of the sign-up confirmation link mailed to `to` (no SMTP_URL: DATA_DIR/outbox, found by
 * its To: line). The mail job writes it a moment after the sign-up answered: waits up to 60 s.
 */
async function confirmationFor(dataDir: string, to: string): Promise<{ id: string; secret: string }> {
  const outbox = join(dataDir, 'outbox');
  for (let waited = 0; ; waited += 200) {
    const mails = existsSync(outbox) ? readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8')) : [];
    const mail = mails.find((m) => /^To: (.*)$/m.exec(m)?.[1]?.trim() === to);
    const link = mail && /https?:\/\/\S+\/confirm-signup#(\S+)/.exec(mail);
    if (link) {
      const fragment = new URLSearchParams(link[1]);
      return { id: fragment.get('id')!, secret: fragment.get('secret')! };
    }
    if (waited > 60_000) throw new Error(`no sign-up confirmation mail to ${to} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Ledger {
  /** Chat texts the server acknowledged, per player. */
  messages: Map<string, string[]>;
  /** Per player: the last acknowledged vote, and the options of votes sent but never answered. */
  votes: Map<string, { acked: number | null; unanswered: number[] }>;
}

async function drive(url: string, players: { id: string; token: string }[], ledger: Ledger, stop: { now: boolean }) {
  await Promise.all(
    players.map(async (p, i) => {
      for (let n = 0; !stop.now; n++) {
        const text = `kill test ${i} turn ${n}, tell me about your day`;
        try {
          const turn = await json(`${url}/api/message/game/ava`, { token: p.token, body: { message: text } });
          if (turn.status === 200) ledger.messages.get(p.id)!.push(text);
        } catch {
          return; // the server is gone
        }
        const option = n % 3;
        const vote = ledger.votes.get(p.id)!;
        vote.unanswered.push(option);
        try {
          const res = await json(`${url}/api/hubPost/vote/poll-open`, { token: p.token, body: { option } });
          if (res.status === 200) vote.acked = option;
          vote.unanswered.pop();
        } catch {
          return;
        }
      }
    }),
  );
}

function envFor(kind: DbKind, databaseUrl: string | undefined, port: number): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !(k in configSchema.shape)) env[k] = v;
  return {
    ...env,
    // production with the settings its start checks ask for; mails stay in the outbox (confirmationFor)
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: 'https://kill-test.example',
    MAIL_DISABLED: 'true',
    METRICS_TOKEN: randomBytes(24).toString('hex'),
    OPERATOR_NAME: 'Kill Test Ltd',
    OPERATOR_ADDRESS: 'Valletta, Malta',
    SUPPORT_EMAIL: 'help@kill-test.example',
    DATA_DIR: migratedDataDir(`kill-${kind}-`),
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '100000',
    CONTENT_DIR: writeTestPack(),
    WEB_DIST_DIR: join(tmpdir(), 'no-web-here'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '10' } : {}),
  };
}

async function runKill(kind: DbKind) {
  let databaseUrl: string | undefined;
  let dbName = '';
  if (kind === 'postgres') {
    dbName = `kill_${randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const u = new URL(TEST_DATABASE_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const env = envFor(kind, databaseUrl, await freePort());
  let server = await start(env);
  try {
    const players: { id: string; token: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const email = `kill${i}-${randomBytes(3).toString('hex')}@example.com`;
      const res = await json(`${server.url}/api/auth/emailSignup`, {
        body: { email, password: 'Secret123', passwordRepeat: 'Secret123' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const confirmed = await json(`${server.url}/api/auth/confirm-signup`, {
        body: { ...(await confirmationFor(env.DATA_DIR!, email)), password: 'Secret123' },
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const token = confirmed.body.token as string;
      const me = await json(`${server.url}/api/character/get/me`, { token });
      players.push({ id: me.body._id as string, token });
      expect((await json(`${server.url}/api/message/game/ava`, { token, body: {} })).status).toBe(200);
    }
    const ledger: Ledger = {
      messages: new Map(players.map((p) => [p.id, []])),
      votes: new Map(players.map((p) => [p.id, { acked: null, unanswered: [] }])),
    };
    const stop = { now: false };
    const load = drive(server.url, players, ledger, stop);
    // kill once a good number of writes were acknowledged, in the middle of the traffic
    for (let i = 0; i < 200 && [...ledger.messages.values()].flat().length < 60; i++)
      await new Promise((r) => setTimeout(r, 100));
    server.child.kill('SIGKILL');
    stop.now = true;
    await load;
    await exited(server.child);
    const acked = [...ledger.messages.values()].flat().length;
    expect(acked, 'writes acknowledged before the kill').toBeGreaterThanOrEqual(20);

    server = await start(env);
    // the restarted server serves the players' games as they were
    const inbox = await json(`${server.url}/api/message/inbox`, { token: players[0]!.token });
    expect(inbox.status).toBe(200);
    let db;
    if (kind === 'postgres') db = await openDatabase({ url: databaseUrl, poolSize: 2 });
    else {
      server.child.kill('SIGTERM');
      await exited(server.child);
      db = await openDatabase({ dataDir: join(env.DATA_DIR!, 'pglite') });
    }
    try {
      const rows = await db.sql.query<{ userId: string; response: string }>(
        `SELECT "userId", response FROM "Message" WHERE role = 'user'`,
      );
      const stored = new Set(rows.map((r) => `${r.userId}|${r.response}`));
      for (const [id, texts] of ledger.messages)
        for (const text of texts) expect(stored.has(`${id}|${text}`), `acknowledged message lost: ${text}`).toBe(true);
      const votes = await db.sql.query<{ userId: string; option: number }>(
        `SELECT "userId", option FROM "HubVote" WHERE "postId" = 'poll-open'`,
      );
      const byUser = new Map(votes.map((v) => [v.userId, Number(v.option)]));
      for (const [id, vote] of ledger.votes) {
        if (vote.acked === null) continue;
        expect(byUser.has(id), `acknowledged vote lost for ${id}`).toBe(true);
        expect([vote.acked, ...vote.unanswered], `vote of ${id}`).toContain(byUser.get(id));
      }
      console.info(
        `[security kill ${kind}] ${acked} acknowledged messages and ${[...ledger.votes.values()].filter((v) => v.acked !== null).length} votes all survived SIGKILL`,
      );
    } finally {
      await db.close();
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    if (dbName) {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
  }
}

describe('security: SIGKILL under load loses no acknowledged write', () => {
  it.skipIf(!pgUp)('on PostgreSQL', () => runKill('postgres'), 300_000);
  it('on PGlite with its data folder', () => runKill('pglite'), 300_000);
});
