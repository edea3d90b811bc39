import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeEachDb,
  emptyPostgresDatabase,
  freshDatabase,
  isPostgresReachable,
  TEST_DATABASE_URL,
  testConfig,
  type DbKind,
} from './harness.ts';
import { characterRow } from './accounts-helpers.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Database } from '../src/db/client.ts';
import { runDataCommand } from '../src/cli/data-commands.ts';
import { openDatabase } from '../src/db/client.ts';

/** A database of the given kind reachable by the admin command's configuration: a PGlite folder under DATA_DIR, or a new PostgreSQL database. */
async function commandDatabase(
  kind: DbKind,
): Promise<{ config: ReturnType<typeof testConfig>; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const config = testConfig();
    return { config, open: () => openDatabase({ dataDir: join(config.DATA_DIR, 'pglite') }), drop: async () => {} };
  }
  const created = await emptyPostgresDatabase();
  const config = testConfig({ DATABASE_URL: created.url });
  return {
    config,
    open: () => openDatabase({ url: created.url, poolSize: 2 }),
    drop: created.drop,
  };
}

const players = (db: Database) =>
  db.prisma.user.findMany({ orderBy: { id: 'asc' }, select: { id: true, email: true, tags: true, createdAt: true } });

describeEachDb('backup and restore', (kind) => {
  let target: Awaited<ReturnType<typeof commandDatabase>>;
  let db: Database;
  const dir = mkdtempSync(join(tmpdir(), 'backup-'));
  const admin = async (...argv: string[]) => (await runDataCommand(() => target.config, argv))!;
  beforeAll(async () => {
    target = await commandDatabase(kind);
    db = await target.open();
    await db.session((sql) => migrate(sql));
    await db.prisma.user.create({
      data: { id: 'ann', email: 'ann@example.com', tags: { tier: 'gold', note: 'ünïcode ✓' } },
    });
    await db.prisma.user.create({ data: { id: 'bob' } });
    await db.prisma.character.create({
      data: characterRow('luna', {
        name: 'Luna',
        age: 27,
        images: 'a.jpg',
        backgroundImage: 'b.jpg',
        data: { nested: [1, 2] },
      }),
    });
    await db.prisma.message.createMany({
      data: [1, 2, 3].map((n) => ({ userId: 'ann', charId: 'luna', role: 'user', response: `line ${n}` })),
    });
    // the command opens the database itself (PGlite allows one process, and one open, at a time)
    await db.close();
  }, 120_000);
  afterAll(async () => {
    await db.close().catch(() => {});
    await target.drop();
  });

  it('backs up, and a restore after changes brings back exactly the old rows (the next message id follows on)', async () => {
    db = await target.open();
    const before = await players(db);
    await db.close();

    const file = join(dir, `${kind}.gz`);
    const made = await admin('backup', file);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toMatch(/^Backup written to .*\(\d+ bytes\), \d+ rows:/);
    expect(made.output).toMatch(/User\s+2\n/);
    expect(made.output).toMatch(/Message\s+3\n/);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trim().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      format: 'dating-game-backup',
      version: 1,
      database: kind,
      tables: { User: 2, Message: 3, Character: 1 },
    });
    // the closing line counts the row lines between it and the header
    expect(JSON.parse(lines.at(-1)!)).toEqual({ end: true, rows: lines.length - 2 });

    db = await target.open();
    await db.prisma.user.update({ where: { id: 'ann' }, data: { email: 'changed@example.com', tags: {} } });
    await db.prisma.user.delete({ where: { id: 'bob' } });
    await db.prisma.user.create({ data: { id: 'cat' } });
    await db.prisma.message.create({
      data: { userId: 'ann', charId: 'luna', role: 'user', response: 'after the backup' },
    });
    await db.close();

    const restored = await admin('restore', file);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/^Restored .* \(made \d{4}-\d\d-\d\dT.*\), \d+ rows:/);

    db = await target.open();
    expect(await players(db)).toEqual(before);
    expect((await db.prisma.message.findMany({ orderBy: { id: 'asc' } })).map((m) => m.response)).toEqual([
      'line 1',
      'line 2',
      'line 3',
    ]);
    const next = await db.prisma.message.create({
      data: { userId: 'ann', charId: 'luna', role: 'user', response: 'next' },
    });
    expect(next.id).toBe(4n);
    expect((await db.prisma.character.findUniqueOrThrow({ where: { id: 'luna' } })).data).toEqual({ nested: [1, 2] });
    await db.close();
  }, 60_000);

  it('refuses a file that is not a backup, a damaged one and one cut short, changing nothing', async () => {
    db = await target.open();
    const before = await players(db);
    await db.close();
    const good = join(dir, `${kind}-good.gz`);
    expect((await admin('backup', good)).code).toBe(0);
    const text = gunzipSync(readFileSync(good)).toString('utf8');

    const plain = join(dir, 'notes.txt');
    writeFileSync(plain, 'just some notes\n');
    expect(await admin('restore', plain)).toEqual({
      code: 1,
      output: `${plain} is not a backup made by "pnpm admin backup" (not gzip data, or cut short): nothing was changed`,
    });
    const otherGzip = join(dir, 'other.gz');
    writeFileSync(otherGzip, gzipSync('{"hello":"world"}\n'));
    expect(await admin('restore', otherGzip)).toEqual({
      code: 1,
      output: `${otherGzip} is not a backup made by "pnpm admin backup": nothing was changed`,
    });
    const cut = join(dir, 'cut.gz');
    writeFileSync(cut, gzipSync(text.split('\n').slice(0, -3).join('\n') + '\n'));
    expect(await admin('restore', cut)).toEqual({
      code: 1,
      output: `${cut} is cut short (no end line): nothing was changed`,
    });
    const older = join(dir, 'older.gz');
    const header = JSON.parse(text.split('\n')[0]!) as { migrations: string[] };
    writeFileSync(
      older,
      gzipSync(text.replace(JSON.stringify(header.migrations), JSON.stringify(header.migrations.slice(0, -1)))),
    );
    const refused = await admin('restore', older);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /^.* was made at migration \w+, this database is at \w+: restore it with the release that made it/,
    );
    expect(await admin('restore', join(dir, 'missing.gz'))).toEqual({
      code: 1,
      output: `No backup file ${join(dir, 'missing.gz')}`,
    });

    db = await target.open();
    expect(await players(db)).toEqual(before);
    await db.close();
  }, 60_000);
});

// the source is always the embedded database, the target a fresh database on the PostgreSQL server
describe.skipIf(!(await isPostgresReachable()))('migrate-to-postgres', () => {
  it('copies every table to an empty PostgreSQL database, checked by counts, and refuses one that is not empty', async () => {
    const config = testConfig();
    const source = await openDatabase({ dataDir: join(config.DATA_DIR, 'pglite') });
    await source.session((sql) => migrate(sql));
    await source.prisma.user.create({ data: { id: 'ann', email: 'ann@example.com', tags: { big: 12345678901234 } } });
    await source.prisma.user.create({ data: { id: 'bob' } });
    await source.prisma.character.create({
      data: characterRow('luna', { name: 'Luna', age: 27, images: 'a.jpg', backgroundImage: 'b.jpg' }),
    });
    await source.prisma.message.createMany({
      data: [1, 2].map((n) => ({ userId: 'bob', charId: 'luna', role: 'user', response: `line ${n}` })),
    });
    await source.prisma.quotaUsage.create({ data: { userId: 'bob', day: '2026-06-01', count: 3 } });
    const expected = await players(source);
    await source.close();

    const target = await freshDatabase('postgres');
    try {
      const dbName = (await target.sql.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name;
      const targetUrl = new URL(TEST_DATABASE_URL);
      targetUrl.pathname = `/${dbName}`;
      const moved = await (await runDataCommand(() => config, ['migrate-to-postgres', targetUrl.toString()]))!;
      expect(moved.code, moved.output).toBe(0);
      expect(moved.output).toMatch(/^Copied \d+ rows to PostgreSQL, every table's count checked:/);
      expect(moved.output).toMatch(/User\s+2\n/);
      expect(moved.output).toMatch(/Message\s+2\n/);
      expect(await players(target)).toEqual(expected);
      expect(await target.prisma.quotaUsage.findMany()).toEqual([{ userId: 'bob', day: '2026-06-01', count: 3 }]);
      expect(
        (
          await target.prisma.message.create({
            data: { userId: 'ann', charId: 'luna', role: 'user', response: 'next' },
          })
        ).id,
      ).toBe(3n);

      const again = await (await runDataCommand(() => config, ['migrate-to-postgres', targetUrl.toString()]))!;
      expect(again.code).toBe(1);
      expect(again.output).toMatch(
        /^The target database is not empty \(rows in .*User.*\): give a new, empty database. Nothing was copied$/,
      );
      expect(await target.prisma.user.count()).toBe(2);
      const usage = await runDataCommand(() => config, ['migrate-to-postgres']);
      expect(usage?.code).toBe(1);
      expect(usage?.output).toContain('Usage: pnpm admin migrate-to-postgres');
      const noSource = await runDataCommand(() => testConfig(), ['migrate-to-postgres', targetUrl.toString()]);
      expect(noSource?.code).toBe(1);
      expect(noSource?.output).toMatch(/^No embedded database in .*: nothing to copy$/);
    } finally {
      await target.close();
    }
  }, 120_000);
});
