import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { describe } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parseConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migratedPgliteDump } from './migrated.ts';
import { buildApp, type BuiltApp } from '../src/build-app.ts';
import { buildServer, type ServerOptions } from '../src/server.ts';
import { createMetrics } from '../src/metrics.ts';
import type { Mail, Mailer } from '../src/services/mailer.ts';

export type DbKind = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

let postgresReachable: Promise<boolean> | undefined;
/** Whether the PostgreSQL server answers; in CI its absence fails the suite instead of skipping it. */
export function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return postgresReachable;
}

const pgAvailable = await isPostgresReachable();
if (!pgAvailable) {
  const message = `PostgreSQL is not reachable at ${TEST_DATABASE_URL}`;
  if (process.env.CI) throw new Error(`${message}: the API suite must run on PostgreSQL in CI`);
  console.warn(
    `\n!!! ${message}: the PostgreSQL half of the API suite is SKIPPED (start it: pg_ctlcluster ... main start)\n`,
  );
}

/** Runs the same suite on PGlite and on the PostgreSQL server. */
export function describeEachDb(name: string, fn: (kind: DbKind) => void) {
  describe(`${name} [pglite]`, () => fn('pglite'));
  (pgAvailable ? describe : describe.skip)(`${name} [postgres]`, () => fn('postgres'));
}

/** A new, empty database on the PostgreSQL server: its URL, and `drop` to remove it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const drop = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/**
 * A fresh database of the given kind: PGlite in memory (already migrated unless `empty`), or a new empty
 * database on the server (dropped on close). The server migrates either at start.
 */
export async function freshDatabase(kind: DbKind, opts: { empty?: boolean } = {}): Promise<Database> {
  if (kind === 'pglite')
    return openDatabase({ dataDir: 'memory://', loadDataDir: opts.empty ? undefined : migratedPgliteDump() });
  const created = await emptyPostgresDatabase();
  const db = await openDatabase({ url: created.url, poolSize: 5 });
  return {
    ...db,
    async close() {
      await db.close();
      await created.drop();
    },
  };
}

/** Mails the server sends, kept for the test to read (the SMTP path itself is tested on a loopback SMTP server). */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
}

export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'api-test-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    GEO_TEST_HEADER: 'true',
    CONTENT_AUTOLOAD: 'false',
    // Encoding the demo pack's images takes minutes of CPU: test/media-variants.test.ts switches it on.
    MEDIA_VARIANTS: 'false',
    // Test clocks stand still, so a minute's turn limit would count a whole file's turns: the
    // security suite tests the limit at its default.
    CHAT_RATE_LIMIT: '100000',
    ...overrides,
  });
}

export interface TestServer {
  server: FastifyInstance;
  built: BuiltApp;
  db: Database;
  mailer: ReturnType<typeof memoryMailer>;
  clock: { now: number; advance(ms: number): void };
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<Record<keyof Config, string>>;
  server?: Partial<ServerOptions>;
  /** Route plugins that need the built app (payments, media gate), registered as main.ts does. */
  plugins?: (built: BuiltApp) => NonNullable<ServerOptions['plugins']>;
  /** Runs after the app is built, before the server starts; `now` is the test clock's time. */
  seed?: (db: Database, now: number) => Promise<unknown>;
  log?: Logger;
}

/** A server on a fresh database with a movable clock; use server.inject for requests. */
export async function startTestServer(kind: DbKind, opts: TestServerOptions = {}): Promise<TestServer> {
  const db = await freshDatabase(kind);
  const mailer = memoryMailer();
  const clock = {
    now: Date.parse('2026-06-01T12:00:00Z'),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const built = await buildApp({
    config: testConfig(opts.config),
    db,
    mailer,
    now: () => clock.now,
    log: opts.log ?? pino({ level: 'silent' }),
  });
  await opts.seed?.(db, clock.now);
  const server = await buildServer({
    app: built.app,
    metrics: createMetrics(),
    ...(opts.plugins ? { plugins: opts.plugins(built) } : {}),
    ...opts.server,
  });
  await server.ready();
  return {
    server,
    built,
    db,
    mailer,
    clock,
    async close() {
      await server.close();
      await built.close();
      await db.close();
    },
  };
}

/** A logger whose lines (parsed) the test can read: what an operator would see in the log. */
export function capturedLog(level = 'info'): { log: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level }, sink), lines };
}
