import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import { LRUCache } from 'lru-cache';
import pg, { type QueryResultRow } from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { listenPostgres, type ChannelHandlers } from './listen.ts';
import { lockFolder, type FolderLock } from './folder-lock.ts';

export type Db = PrismaClient;

/** A raw SQL runner for the migration runner and health checks, independent of Prisma. */
export interface SqlRunner {
  kind: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  /**
   * `name` prepares the statement once per connection (PostgreSQL; PGlite ignores it): for the hottest
   * queries, whose parsing and planning cost the server more than running them. Fixed text only.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], name?: string): Promise<T[]>;
}

/** A SqlRunner over the pool, or over one of its connections (a session or a transaction). */
function postgresRunner(target: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    kind: 'postgres',
    async exec(text) {
      await target.query(text);
    },
    query: async <T>(text: string, params?: unknown[], name?: string) =>
      (await target.query<T & QueryResultRow>(name ? { name, text, values: params } : { text, values: params })).rows,
  };
}

export interface Database {
  prisma: Db;
  sql: SqlRunner;
  /** Runs `fn` on one connection (session-level locks, multi-statement transactions). */
  session<T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in one transaction, committed when it returns and rolled back when it throws. `readOnly`: a
   * consistent snapshot (REPEATABLE READ) that writes nothing. On PGlite other queries wait meanwhile.
   */
  transaction<T>(fn: (sql: SqlRunner) => Promise<T>, opts?: { readOnly?: boolean }): Promise<T>;
  /** The embedded database itself (PGlite only): the job runner drives it through its own adapter. */
  pglite?: PGlite;
  /** The connection pool (PostgreSQL only), shared with the job runner. */
  pool?: pg.Pool;
  /** LISTEN on a channel (PGlite delivers in-process right after the commit; PostgreSQL on its own connection). */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  /**
   * Calls `fn` with the table's name and the statement whenever this process issues a write to one of `tables`, before it runs.
   * PostgreSQL delivers NOTIFY on another connection a moment after the commit; this closes that gap for the
   * process's own writes. PGlite needs nothing: its notifications arrive before the committing query returns.
   */
  watchWrites(tables: string[], fn: (table: string, statement: string) => void): void;
  close(): Promise<void>;
}

interface Watcher {
  pattern: RegExp;
  fn: (table: string, statement: string) => void;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it PGlite runs in-process. */
  url?: string;
  /** PGlite data folder; `memory://` for a throwaway database. */
  dataDir?: string;
  /** PGlite: start from this dump of a data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pool error (server gone) must not crash the process; queries fail and recover on their own.
  pool.on('error', () => {});
  const watchers: Watcher[] = [];
  // A statement's text names the same tables each time it runs: matched once (the hot statements are few and fixed).
  const matched = new LRUCache<string, [Watcher, string][]>({ max: 2_000 });
  const watchedWrites = (text: string): [Watcher, string][] => {
    let found = matched.get(text);
    if (!found) {
      found = watchers.flatMap((w) => [...text.matchAll(w.pattern)].map((m): [Watcher, string] => [w, m[1]!]));
      matched.set(text, found);
    }
    return found;
  };
  pool.on('connect', (client) => {
    // The server ending a connection that is checked out but between queries (a transaction, a session)
    // arrives as the client's 'error' event, which would crash the process unheard; the pool drops the
    // broken client when it is released, and the caller's next query fails with the error shape.
    client.on('error', () => {});
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (text && watchers.length > 0) {
        for (const [w, table] of watchedWrites(text)) w.fn(table, text);
      }
      return query(...args);
    };
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const sql = postgresRunner(pool);
  return {
    prisma,
    sql,
    pool,
    async session(fn) {
      const client = await pool.connect();
      try {
        return await fn(postgresRunner(client));
      } finally {
        client.release();
      }
    },
    async transaction(fn, opts) {
      const client = await pool.connect();
      const runner = postgresRunner(client);
      try {
        await client.query(opts?.readOnly ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN');
        const result = await fn(runner);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    watchWrites(tables, fn) {
      matched.clear();
      watchers.push({
        pattern: new RegExp(
          `(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+(?:"public"\\.)?"(${tables.join('|')})"`,
          'gi',
        ),
        fn,
      });
    },
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => {});
    },
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let dir = dataDir;
  let lock: FolderLock | undefined;
  if (!dir.startsWith('memory://')) {
    dir = join(dir);
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EROFS')
        throw new Error(`The data folder ${dir} cannot be created (${code}): set DATA_DIR to a writable folder`, {
          cause: error,
        });
      throw error;
    }
    // PGlite has no guard of its own: two processes on one folder would corrupt it
    lock = lockFolder(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    lock?.release();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
  const sql: SqlRunner = {
    kind: 'pglite',
    async exec(text) {
      await client.exec(text);
    },
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows as never;
    },
  };
  return {
    prisma,
    sql,
    session: (fn) => fn(sql),
    // PGlite has one connection: its transaction holds it, so no other query lands inside
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          kind: 'pglite',
          async exec(text) {
            await tx.exec(text);
          },
          async query(text, params) {
            return (await tx.query(text, params as unknown[])).rows as never;
          },
        }),
      ),
    pglite: client,
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.notify);
      handlers.connected(true);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    watchWrites() {},
    async close() {
      try {
        await prisma.$disconnect();
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
