import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { startApiProcess } from './api-process.ts';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { FolderLockedError, lockFolder, type LockHolder } from '../src/db/folder-lock.ts';
import { migratedDataDir } from './migrated.ts';

/** PGlite allows one process per data folder; the lock file `<DATA_DIR>/pglite.lock` says which. */

const holderOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as LockHolder;

/** The id of a process that ran and is gone. */
function deadPid(): number {
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(gone.stdout);
}

describe('one process owns a PGlite data folder', () => {
  it('a second open is refused with the holder named, and the folder opens again once closed', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite');
    const db = await openDatabase({ dataDir: dir });
    expect(holderOf(`${dir}.lock`)).toMatchObject({ pid: process.pid, host: hostname() });
    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toThrow(FolderLockedError);
    await expect(second).rejects.toThrow(
      new RegExp(`^The embedded database in ${dir} is in use by process ${process.pid} \\(`),
    );
    await db.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('takes over the stale lock of a process that is gone', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite');
    const pid = deadPid();
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid, host: hostname(), command: 'main.js', since: '2026-01-01T00:00:00.000Z', nonce: 'x' }),
    );
    const db = await openDatabase({ dataDir: dir });
    expect(holderOf(`${dir}.lock`).pid).toBe(process.pid);
    await db.close();
    // an unreadable lock file counts as stale once it is old
    writeFileSync(`${dir}.lock`, '');
    utimesSync(`${dir}.lock`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    lockFolder(dir).release();
  });

  it('a lock from another machine (a shared volume) holds while it is touched, and is taken over after 30 s without', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite');
    const lock = `${dir}.lock`;
    writeFileSync(
      lock,
      JSON.stringify({
        pid: process.pid,
        host: 'other-host',
        command: 'main.js',
        since: '2026-01-01T00:00:00.000Z',
        nonce: 'y',
      }),
    );
    expect(() => lockFolder(dir)).toThrow(/in use by process \d+ on other-host \(main\.js, since 2026-01-01/);
    utimesSync(lock, new Date(Date.now() - 31_000), new Date(Date.now() - 31_000));
    const taken = lockFolder(dir);
    expect(holderOf(lock).host).toBe(hostname());
    taken.release();
    expect(existsSync(lock)).toBe(false);
  });

  it('the admin command beside a running server runs in it, or gets a clear error without its socket, and works once the server stopped', async () => {
    const dataDir = migratedDataDir('lock-server-');
    const { server, url, exited, admin: adminCommand } = await startApiProcess(dataDir);
    const admin = () => adminCommand('reports');
    try {
      const lock = join(dataDir, 'pglite.lock');
      expect(holderOf(lock)).toMatchObject({ pid: server.pid, command: 'main.ts' });

      // the server runs the command on its own database, through DATA_DIR/admin.sock
      const beside = admin();
      expect(beside.stderr).toBe('');
      expect(beside.stdout.trim()).toBe('No open reports');
      // without the socket (a data folder path too long for one) the command is refused, saying why
      rmSync(join(dataDir, 'admin.sock'));
      const refused = admin();
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `The embedded database in ${join(dataDir, 'pglite')} is in use by process ${server.pid} (main.ts, since ${
          holderOf(lock).since
        }): PGlite allows one process at a time. Stop that process first (the server, or an admin command), or run both on a PostgreSQL server (DATABASE_URL). If no such process runs any more, delete ${lock}.`,
      );
      // the server did not notice
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(lock)).toBe(false);
      const ran = admin();
      expect(ran.stderr).toBe('');
      expect(ran.status).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 180_000);
});
