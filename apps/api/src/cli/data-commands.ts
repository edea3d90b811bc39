import { Readable } from 'node:stream';
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { FolderLockedError } from '../db/folder-lock.ts';
import { migrate } from '../db/migrate.ts';
import { BackupError, copyDatabase, readBackupHeader, restoreBackup, writeBackup } from '../db/backup.ts';
import { adminRequest, adminSocketPath } from '../http/admin-socket.ts';
import { CommandError, type CommandResult } from './command-error.ts';
import { cliPath } from './cli-path.ts';

/** The commands that move whole databases: backup, restore, migrate-to-postgres. */
export const DATA_COMMANDS = ['backup', 'restore', 'migrate-to-postgres'];

const pgliteDir = (config: Config) => join(config.DATA_DIR, 'pglite');
const rows = (tables: Record<string, number>) =>
  Object.entries(tables)
    .map(([t, n]) => `  ${t.padEnd(16)} ${n}`)
    .join('\n');
const total = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);

/**
 * The configured database, or undefined when a running server holds the embedded one (then the
 * command goes through the server's admin socket).
 */
async function openOwn(config: Config): Promise<Database | undefined> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
  try {
    return await openDatabase({ dataDir: pgliteDir(config) });
  } catch (error) {
    if (error instanceof FolderLockedError && existsSync(adminSocketPath(config.DATA_DIR))) return undefined;
    throw error;
  }
}

async function bodyText(res: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of res) text += chunk.toString();
  return text;
}

async function serverError(res: IncomingMessage): Promise<never> {
  const text = await bodyText(res);
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    // not JSON
  }
  throw new CommandError(message);
}

/** Writes a consistent backup to `file` (first to `file.partial`, so a failed backup leaves no half file under the name). */
export async function backupCommand(config: Config, file: string): Promise<CommandResult> {
  if (existsSync(file) && statSync(file).isDirectory())
    throw new CommandError(`${file} is a folder: give a file name, e.g. backup-$(date +%F).gz`);
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  try {
    const db = await openOwn(config);
    if (db) {
      try {
        await writeBackup(db, out);
      } finally {
        await db.close();
      }
    } else {
      const res = await adminRequest(adminSocketPath(config.DATA_DIR), '/backup');
      if (res.statusCode !== 200) await serverError(res);
      await pipeline(res, out);
    }
    if (!out.closed) await finished(out);
    // read back: the file is whole and says what it holds
    const written = createReadStream(partial);
    const { tables } = await readBackupHeader(written, partial).finally(() => written.destroy());
    renameSync(partial, file);
    const via = db ? '' : ' by the running server';
    return {
      code: 0,
      output: `Backup written${via} to ${file} (${statSync(file).size} bytes), ${total(tables)} rows:\n${rows(tables)}`,
    };
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Replaces the database's rows with a backup's (a file that is not a backup changes nothing). */
export async function restoreCommand(config: Config, file: string): Promise<CommandResult> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new CommandError(`No backup file ${file}`);
  const name = file;
  try {
    const db = await openOwn(config);
    let summary;
    if (db) {
      try {
        await db.session((sql) => migrate(sql));
        const input = createReadStream(file);
        summary = await restoreBackup(db, input, name).finally(() => input.destroy());
      } finally {
        await db.close();
      }
    } else {
      const res = await adminRequest(adminSocketPath(config.DATA_DIR), '/restore', createReadStream(file), {
        'x-backup-name': encodeURI(name),
      });
      if (res.statusCode !== 200) await serverError(res);
      summary = JSON.parse(await bodyText(res)) as { createdAt: string; tables: Record<string, number> };
    }
    return {
      code: 0,
      output: `Restored ${file} (made ${summary.createdAt}), ${total(summary.tables)} rows:\n${rows(summary.tables)}`,
    };
  } catch (error) {
    if (error instanceof BackupError) throw new CommandError(error.message);
    throw error;
  }
}

/** Copies the embedded database under DATA_DIR to an empty PostgreSQL database, checked by row counts. */
export async function migrateToPostgresCommand(config: Config, url: string | undefined): Promise<CommandResult> {
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new CommandError('Usage: pnpm admin migrate-to-postgres <postgresql://user:password@host:5432/database>');
  const dir = pgliteDir(config);
  if (!existsSync(join(dir, 'PG_VERSION')))
    throw new CommandError(`No embedded database in ${dir} (DATA_DIR): nothing to copy`);
  let source: Database;
  try {
    source = await openDatabase({ dataDir: dir });
  } catch (error) {
    if (error instanceof FolderLockedError)
      throw new CommandError(
        `${error.message}\nA move copies data that must stand still: stop the server, then run migrate-to-postgres.`,
      );
    throw error;
  }
  try {
    let target: Database;
    try {
      target = await openDatabase({ url, poolSize: 2 });
      await target.sql.query('SELECT 1');
    } catch (error) {
      throw new CommandError(
        `Cannot reach PostgreSQL at ${new URL(url).host}${new URL(url).pathname}: ${(error as Error).message}`,
      );
    }
    try {
      await source.session((sql) => migrate(sql));
      await target.session((sql) => migrate(sql));
      const copied = await copyDatabase(source, target);
      return {
        code: 0,
        output: `Copied ${total(copied.tables)} rows to PostgreSQL, every table's count checked:\n${rows(copied.tables)}\nSet DATABASE_URL to this database and start the server. The embedded database in ${dir} was left as it was.`,
      };
    } catch (error) {
      if (error instanceof BackupError) throw new CommandError(error.message);
      throw error;
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

/** Runs backup, restore or migrate-to-postgres; undefined for any other command. */
export async function runDataCommand(config: () => Config, argv: string[]): Promise<CommandResult | undefined> {
  const [command, arg] = argv.filter((a) => !a.startsWith('-'));
  if (!command || !DATA_COMMANDS.includes(command)) return undefined;
  try {
    if (command === 'migrate-to-postgres') return await migrateToPostgresCommand(config(), arg);
    if (!arg) throw new CommandError(`Usage: pnpm admin ${command} <file>`);
    const file = cliPath(arg);
    return command === 'backup' ? await backupCommand(config(), file) : await restoreCommand(config(), file);
  } catch (error) {
    if (error instanceof CommandError) return { code: 1, output: error.message };
    throw error;
  }
}

/**
 * Any other command while a running server holds the embedded database (`error` is why opening it failed):
 * the server runs it on its own database through the admin socket. Other failures are thrown as they were.
 */
export async function runThroughServer(config: Config, argv: string[], error: unknown): Promise<CommandResult> {
  const socket = adminSocketPath(config.DATA_DIR);
  if (config.DATABASE_URL || !(error instanceof FolderLockedError) || !existsSync(socket)) throw error;
  const body = Readable.from([JSON.stringify(argv)]);
  const res = await adminRequest(socket, '/admin', body, { 'content-type': 'application/json' });
  if (res.statusCode !== 200) await serverError(res);
  return JSON.parse(await bodyText(res)) as CommandResult;
}
