import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const repoRoot = join(import.meta.dirname, '../..');

/** The bearer token of /metrics on every API the bench starts. */
export const BENCH_METRICS_TOKEN = randomBytes(24).toString('base64url');

export interface Running {
  url: string;
  /** The server's process id when it runs as a child (its CPU time can be read from /proc). */
  pid?: number;
  /** The PostgreSQL database the API runs on (none for PGlite and the bare servers). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

const listens = (port: number) =>
  new Promise<number | undefined>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const { port: taken } = probe.address() as AddressInfo;
      probe.close(() => resolve(taken));
    });
  });

/** Ports handed out so far from BENCH_PORTS, so two servers started one after the other never get the same one. */
let lastPort: number | undefined;

/** A port nobody listens on now: any, or one in BENCH_PORTS (`4600-4699`) on a machine whose ports are shared out. */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return (await listens(0))!;
  const [low, high] = [Number(range[1]), Number(range[2])];
  for (let i = 0; i <= high - low; i++) {
    const port = low + (((lastPort ?? low - 1) + 1 - low + i) % (high - low + 1));
    if (await listens(port)) return (lastPort = port);
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** The built API server as a child process on a fresh database (PGlite, or a new database on the PostgreSQL server). */
export interface ApiOptions {
  /** An existing PostgreSQL database to share (scale-out); otherwise a fresh one is created and dropped. */
  databaseUrl?: string;
  /** Extra environment (REDIS_URL, JWT_SECRET, AUTH_RATE_LIMIT...). */
  env?: Record<string, string>;
  /** The data folder of an API started before (PGlite: start again on its database); otherwise a new one. */
  dataDir?: string;
  /** Options for node before the script, e.g. `--inspect=127.0.0.1:9300` (bench:memory collects garbage through it). */
  nodeArgs?: string[];
}

/** The data folder of each started API, by its URL: its outbox holds the mails (no SMTP_URL is set). */
const dataDirs = new Map<string, string>();
export const dataDirOf = (url: string): string | undefined => dataDirs.get(url);

export async function startApi(kind: 'pglite' | 'postgres', port: number, opts: ApiOptions = {}): Promise<Running> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir ?? mkdtempSync(join(tmpdir(), 'bench-data-')),
    // `info` writes the access log (two lines a request) as a site at the default level does.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // A deployed server encoded its images once, at its first start; a fresh bench server would spend a core
    // of every run encoding the whole pack in the background.
    MEDIA_VARIANTS: 'false',
    AUTH_RATE_LIMIT: '100000000',
    CHAT_RATE_LIMIT: '100000000',
    // Production as deployed behind a TLS proxy, with the settings the start checks ask for: an https
    // public origin (links only; the bench talks to the port), mails kept in the outbox on purpose
    // (signup.ts reads them there), /metrics behind a token.
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://bench.example',
    MAIL_DISABLED: 'true',
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
    OPERATOR_NAME: 'Bench Operator Ltd',
    OPERATOR_ADDRESS: 'Valletta, Malta',
    SUPPORT_EMAIL: 'help@bench.example',
  };
  let dropDb: (() => Promise<void>) | undefined;
  Object.assign(env, opts.env ?? {});
  if (opts.databaseUrl) {
    env.DATABASE_URL = opts.databaseUrl;
    env.DATABASE_POOL_SIZE = '20';
  } else if (kind === 'postgres') {
    const db = await createDatabase();
    env.DATABASE_URL = db.url;
    env.DATABASE_POOL_SIZE = '20';
    dropDb = db.drop;
  }
  // As `pnpm start` runs it (Node's own type stripping): tsx's transform names every function it creates
  // at run time, a cost no deployed server pays.
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), 'src/main.ts'], {
    cwd: process.env.BENCH_API_DIR ?? join(repoRoot, 'apps/api'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  dataDirs.set(url, env.DATA_DIR!);
  await waitReady(url, child);
  return {
    url,
    pid: child.pid,
    databaseUrl: env.DATABASE_URL,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
      await dropDb?.();
    },
  };
}

/**
 * The ceiling the API is measured against: a bare Node HTTP server in a process of its own (as the API is,
 * so neither shares the load generator's thread) answering every request with one recorded answer.
 */
export async function startBare(port: number, answer: { status: number; body: Buffer }): Promise<Running> {
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'body');
  writeFileSync(bodyFile, answer.body);
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'bare-server.ts'), String(port), String(answer.status), bodyFile],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A new empty database on the PostgreSQL server, shared by several API processes (scale-out). */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
