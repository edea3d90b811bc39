import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startApiProcess } from './api-process.ts';
import { openDatabase } from '../src/db/client.ts';
import { migratedDataDir } from './migrated.ts';

/** What a backup file says it holds (its header line). */
const tablesIn = (file: string) =>
  (JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0]!) as { tables: Record<string, number> })
    .tables;

describe('operator commands beside a running server (PGlite)', () => {
  it('the admin command sets a role, backs up and restores through the server that holds the data folder', async () => {
    const dataDir = migratedDataDir('live-backup-');
    const { server, url, exited, admin } = await startApiProcess(dataDir);
    const newPlayer = async () =>
      (await (await fetch(`${url}/api/character/get/me`)).json()) as { token: string; _id: string };
    try {
      const ann = await newPlayer();
      // any other operator command runs in the server too, and takes effect at once
      const promoted = admin('set-role', ann._id, '50');
      expect(promoted.stderr).toBe('');
      expect(promoted.stdout.trim()).toBe(`Role of ${ann._id} is now 50`);
      const me = await fetch(`${url}/api/character/get/me`, { headers: { authorization: `Bearer ${ann.token}` } });
      expect(((await me.json()) as { role: number }).role).toBe(50);
      const unknown = admin('grant-tier', 'nobody@example.com', '2', '30');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr.trim()).toBe('No user with id or e-mail "nobody@example.com"');
      const load = admin('content-load');
      expect(load.status).toBe(1);
      expect(load.stderr.trim()).toBe('"content-load" cannot run through the running server: stop the server first');

      const file = join(dataDir, '..', `${server.pid}-backup.gz`);
      const made = admin('backup', file);
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
      expect(made.stdout).toMatch(/^Backup written by the running server to .* \(\d+ bytes\), \d+ rows:/);
      expect(tablesIn(file).User).toBe(1);

      // the server keeps answering, and its data moves on after the backup
      const bob = await newPlayer();
      expect(bob._id).not.toBe(ann._id);

      const notBackup = join(dataDir, '..', `${server.pid}-notes.txt`);
      writeFileSync(notBackup, 'not a backup');
      const refused = admin('restore', notBackup);
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `${notBackup} is not a backup made by "pnpm admin backup" (not gzip data, or cut short): nothing was changed`,
      );

      const restored = admin('restore', file);
      expect(restored.stderr).toBe('');
      expect(restored.status).toBe(0);
      expect(restored.stdout).toMatch(/^Restored .* \(made .*\), \d+ rows:/);
      // the server is still up and answers from the restored data
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const after = join(dataDir, '..', `${server.pid}-after.gz`);
      expect(admin('backup', after).status).toBe(0);
      expect(tablesIn(after).User).toBe(1);

      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(join(dataDir, 'admin.sock'))).toBe(false);
      const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      try {
        expect((await db.prisma.user.findMany({ select: { id: true } })).map((u) => u.id)).toEqual([ann._id]);
      } finally {
        await db.close();
      }
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 240_000);
});
