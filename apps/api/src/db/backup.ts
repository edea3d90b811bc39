import { createInterface } from 'node:readline';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database, SqlRunner } from './client.ts';
import { appTables, appliedMigrations, countRows, insertRows, quoteIdent, readRows, resetSequences } from './tables.ts';
import { CHANGES_CHANNEL } from './changes-channel.ts';

/**
 * A backup is gzip'd text: a JSON header line (format, migrations, rows per table), then one line per
 * row, `<table>\t<row as JSON>`, tables in foreign-key order, and a JSON end line. Rows stay the text
 * PostgreSQL wrote (row_to_json) and go back through json_populate_recordset, so every type (bigint,
 * timestamps, JSON) comes back as it was on either database.
 */
export const BACKUP_FORMAT = 'dating-game-backup';
const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: string[];
  /** Rows per table, in the order they follow. */
  tables: Record<string, number>;
}

/** A refused backup or restore, said so the operator knows what to do (no stack). */
export class BackupError extends Error {}

/** Tables whose changes the caches follow: a restore announces them all, so every process drops what it cached. */
const CACHED_TABLES = ['User', 'Subscription', 'PostLike', 'Follow', 'PlayerCharacter', 'Post', 'Character'];

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/** Writes a consistent backup of every table (one read-only snapshot) to `out`, gzip'd. */
export async function writeBackup(db: Database, out: Writable, now = Date.now()): Promise<BackupHeader> {
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  done.catch(() => {});
  const header = await db.transaction(
    async (sql) => {
      const tables = await appTables(sql);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date(now).toISOString(),
        database: sql.kind,
        migrations: await appliedMigrations(sql),
        tables: {},
      };
      for (const t of tables) header.tables[t] = await countRows(sql, t);
      await write(gzip, `${JSON.stringify(header)}\n`);
      for (const t of tables)
        for await (const rows of readRows(sql, t)) await write(gzip, rows.map((r) => `${t}\t${r}\n`).join(''));
      return header;
    },
    { readOnly: true },
  );
  const total = Object.values(header.tables).reduce((a, b) => a + b, 0);
  gzip.end(`${JSON.stringify({ end: true, rows: total })}\n`);
  await done;
  return header;
}

function parseHeader(line: string | undefined, name: string): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    header = undefined;
  }
  if (!header || header.format !== BACKUP_FORMAT)
    throw new BackupError(`${name} is not a backup made by "pnpm admin backup": nothing was changed`);
  if (header.version !== BACKUP_VERSION)
    throw new BackupError(
      `${name} is a backup of format version ${header.version}, this release reads version ${BACKUP_VERSION}: nothing was changed`,
    );
  return header as BackupHeader;
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Checks that the backup's tables and migrations are this database's, before anything is written. */
async function checkFits(sql: SqlRunner, header: BackupHeader, name: string): Promise<string[]> {
  const migrations = await appliedMigrations(sql);
  if (!sameList(migrations, header.migrations)) {
    const theirs = header.migrations.at(-1) ?? 'none';
    const ours = migrations.at(-1) ?? 'none';
    throw new BackupError(
      `${name} was made at migration ${theirs}, this database is at ${ours}: restore it with the release that made it (or into an empty data folder of that release), then upgrade. Nothing was changed`,
    );
  }
  const tables = await appTables(sql);
  if (!sameList([...tables].sort(), Object.keys(header.tables).sort()))
    throw new BackupError(`${name} holds other tables than this database: nothing was changed`);
  return tables;
}

export interface RestoreSummary {
  createdAt: string;
  tables: Record<string, number>;
}

/**
 * Replaces every table's rows with the backup's, in one transaction: a file that is not a backup, a
 * backup of another schema version, or one cut short changes nothing. The row counts are checked
 * against the header before the commit, and every process's caches are told that everything changed.
 */
export async function restoreBackup(db: Database, input: Readable, name = 'The file'): Promise<RestoreSummary> {
  const { next, close } = backupLines(input, name);
  try {
    const header = parseHeader(await next(), name);
    return await db.transaction(async (sql) => {
      const tables = await checkFits(sql, header, name);
      await sql.exec(`TRUNCATE ${tables.map(quoteIdent).join(', ')} RESTART IDENTITY`);
      const seen: Record<string, number> = {};
      let batch: string[] = [];
      let batchTable = '';
      const flush = async () => {
        await insertRows(sql, batchTable, batch);
        batch = [];
      };
      let end = false;
      for (let line = await next(); line !== undefined; line = await next()) {
        if (line.startsWith('{')) {
          end = (JSON.parse(line) as { end?: boolean }).end === true;
          break;
        }
        const tab = line.indexOf('\t');
        const table = line.slice(0, tab);
        if (tab < 1 || !(table in header.tables))
          throw new BackupError(
            `${name} is damaged (a row of an unknown table "${table.slice(0, 40)}"): nothing was changed`,
          );
        if (table !== batchTable || batch.length >= 500) await flush();
        batchTable = table;
        batch.push(line.slice(tab + 1));
        seen[table] = (seen[table] ?? 0) + 1;
      }
      await flush();
      if (!end) throw new BackupError(`${name} is cut short (no end line): nothing was changed`);
      for (const t of tables) {
        const n = await countRows(sql, t);
        if (n !== header.tables[t] || (seen[t] ?? 0) !== header.tables[t])
          throw new BackupError(
            `${name}: table ${t} should hold ${header.tables[t]} rows, the restore gave ${n}: nothing was changed`,
          );
      }
      await resetSequences(sql, tables);
      for (const t of CACHED_TABLES)
        if (tables.includes(t)) await sql.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, `${t}:*`]);
      return { createdAt: header.createdAt, tables: header.tables };
    });
  } finally {
    close();
  }
}

/** The lines of a gzip'd backup, one at a time; data that is not gzip is refused as not a backup. */
function backupLines(input: Readable, name: string) {
  const gunzip = createGunzip();
  const source = input.pipe(gunzip);
  input.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: source, crlfDelay: Infinity })[Symbol.asyncIterator]();
  return {
    async next(): Promise<string | undefined> {
      try {
        const r = await lines.next();
        return r.done ? undefined : r.value;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
          throw new BackupError(
            `${name} is not a backup made by "pnpm admin backup" (not gzip data, or cut short): nothing was changed`,
          );
        throw error;
      }
    },
    // the input stays the caller's (a request's body must not be destroyed before it is answered)
    close() {
      input.unpipe(gunzip);
      source.destroy();
    },
  };
}

/** A backup file's header (what it holds), read without restoring it. */
export async function readBackupHeader(input: Readable, name = 'The file'): Promise<BackupHeader> {
  const { next, close } = backupLines(input, name);
  try {
    return parseHeader(await next(), name);
  } finally {
    close();
  }
}

export interface CopySummary {
  tables: Record<string, number>;
}

/**
 * Copies every table of `source` into `target` (both migrated to the same version; the target empty),
 * in one transaction on the target, reading one snapshot of the source; the row counts of every table
 * are compared before the commit.
 */
export async function copyDatabase(source: Database, target: Database): Promise<CopySummary> {
  return source.transaction(
    async (from) => {
      const migrations = await appliedMigrations(from);
      const tables = await appTables(from);
      const counts: Record<string, number> = {};
      for (const t of tables) counts[t] = await countRows(from, t);
      await target.transaction(async (to) => {
        const theirs = await appliedMigrations(to);
        if (!sameList(theirs, migrations))
          throw new BackupError(
            `The target is at migration ${theirs.at(-1) ?? 'none'}, the source at ${migrations.at(-1) ?? 'none'}`,
          );
        const targetTables = await appTables(to);
        if (!sameList([...targetTables].sort(), [...tables].sort()))
          throw new BackupError('The target holds other tables than the source');
        const filled: string[] = [];
        for (const t of targetTables) if ((await countRows(to, t)) > 0) filled.push(t);
        if (filled.length > 0)
          throw new BackupError(
            `The target database is not empty (rows in ${filled.join(', ')}): give a new, empty database. Nothing was copied`,
          );
        for (const t of tables) for await (const rows of readRows(from, t)) await insertRows(to, t, rows);
        for (const t of tables) {
          const n = await countRows(to, t);
          if (n !== counts[t])
            throw new BackupError(`Table ${t}: ${counts[t]} rows in the source, ${n} copied. Nothing was copied`);
        }
        await resetSequences(to, tables);
      });
      return { tables: counts };
    },
    { readOnly: true },
  );
}
