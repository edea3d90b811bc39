import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../src/generated/prisma/client.ts';
import { migrate, listMigrations } from '../src/db/migrate.ts';
import type { Database } from '../src/db/client.ts';
import { describeEachDb, freshDatabase } from './harness.ts';
import { actualShape, expectedShape, type DatabaseShape } from './schema-prisma.ts';
import { characterRow } from './accounts-helpers.ts';

describeEachDb('migrations', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase(kind, { empty: true });
  });
  afterAll(() => db.close());

  it('applies every migration once and records it as prisma migrate deploy would', async () => {
    const first = await db.session((sql) => migrate(sql));
    expect(first).toEqual(listMigrations().map((m) => m.name));
    expect(await db.session((sql) => migrate(sql))).toEqual([]);
    const rows = await db.sql.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations"',
    );
    expect(rows.map((r) => r.checksum)).toEqual(listMigrations().map((m) => m.checksum));
  });

  it('gives every model of schema.prisma a table with exactly its scalar fields as columns', async () => {
    const columns = await db.sql.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`,
    );
    const actual = new Map<string, string[]>();
    for (const c of columns) actual.set(c.table_name, [...(actual.get(c.table_name) ?? []), c.column_name].sort());
    const expected = new Map<string, string[]>();
    for (const model of Object.values(Prisma.ModelName)) {
      const fields = (Prisma as unknown as Record<string, Record<string, string>>)[`${model}ScalarFieldEnum`]!;
      expected.set(model, Object.values(fields).sort());
    }
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  });

  describe('matches schema.prisma in every detail Prisma relies on', () => {
    const expected = expectedShape();
    let actual: DatabaseShape;
    beforeAll(async () => {
      actual = await actualShape(db.sql);
    });

    it('reads a non-trivial schema (sanity of the parser)', () => {
      expect(Object.keys(expected.columns).length).toBeGreaterThan(80);
      expect(expected.columns['User.tags']).toEqual({ type: 'jsonb', nullable: false, default: "'{}'::jsonb" });
      expect(expected.columns['Message.id']).toEqual({
        type: 'bigint',
        nullable: false,
        default: `nextval('"Message_id_seq"'::regclass)`,
      });
      expect(expected.indexes['Post_createdAt_id_idx']).toEqual({
        table: 'Post',
        unique: false,
        primary: false,
        columns: 'createdAt DESC,id',
      });
      expect(expected.foreignKeys['Report_userId_fkey']).toMatchObject({ onDelete: 'SET NULL', onUpdate: 'CASCADE' });
    });

    it('column types, nullability and defaults', () => {
      expect(actual.columns).toEqual(expected.columns);
    });

    it('primary keys, unique constraints and indexes (names, columns, order and sort direction)', () => {
      expect(actual.indexes).toEqual(expected.indexes);
    });

    it('foreign keys with their delete and update actions', () => {
      expect(actual.foreignKeys).toEqual(expected.foreignKeys);
    });

    it('would notice a drift: a changed type, a dropped default and a missing index', () => {
      const drifted = structuredClone(actual);
      drifted.columns['User.role'] = { ...drifted.columns['User.role']!, type: 'bigint' };
      drifted.columns['User.language'] = { ...drifted.columns['User.language']!, default: null };
      delete drifted.indexes['User_email_key'];
      expect(drifted).not.toEqual(expected);
      expect(
        Object.keys(drifted.columns).filter(
          (k) => JSON.stringify(drifted.columns[k]) !== JSON.stringify(expected.columns[k]),
        ),
      ).toEqual(['User.role', 'User.language']);
    });
  });

  it('lets the Prisma client write and read every model', async () => {
    const p = db.prisma;
    const user = await p.user.create({ data: { id: 'u1' } });
    await p.character.create({ data: characterRow('c1', { name: 'Mila' }) });
    await p.post.create({ data: { id: 'p1', charId: 'c1', description: 'hi', images: 'x.jpg' } });
    await p.postLike.create({ data: { postId: 'p1', userId: user.id } });
    await p.follow.create({ data: { userId: user.id, charId: 'c1' } });
    await p.playerCharacter.create({ data: { userId: user.id, charId: 'c1', score: 42 } });
    await p.gameState.create({ data: { userId: user.id, charId: 'c1', gameType: 'chat', state: { stage: 'talk' } } });
    const message = await p.message.create({
      data: { userId: user.id, charId: 'c1', role: 'user', response: 'hello' },
    });
    expect(typeof message.id).toBe('bigint');
    await p.quotaUsage.create({ data: { userId: user.id, day: '2026-06-01', count: 1 } });
    await p.hubPost.create({
      data: { id: 'h1', description: '# Vote', options: ['a', 'b'], endTimestamp: new Date() },
    });
    await p.hubVote.create({ data: { postId: 'h1', userId: user.id, option: 1, score: 3 } });
    await p.translation.create({ data: { language: 'es', key: 'k', original: 'Hello', translated: 'Hola' } });
    await p.report.create({ data: { id: 'r1', userId: user.id, kind: 'filter', text: 'x' } });
    await p.webhookEvent.create({
      data: { id: 'w1', provider: 'card', eventId: 'e1', type: 'NewSaleSuccess', payload: {} },
    });
    await p.subscription.create({
      data: { id: 's1', userId: user.id, provider: 'card', externalId: 'x', tier: 2, expiresAt: new Date() },
    });
    await p.mailToken.create({
      data: { id: 'm1', userId: user.id, kind: 'verify', secretHash: 'h', expiresAt: new Date() },
    });
    await p.pendingSignup.create({
      data: {
        id: 'ps1',
        email: 'new@example.com',
        passwordHash: 'h',
        userId: user.id,
        secretHash: 'h',
        expiresAt: new Date(),
      },
    });
    await p.contentLoad.create({ data: { id: 'demo', name: 'demo', version: '1', hash: 'abc' } });
    const loaded = await p.user.findUniqueOrThrow({
      where: { id: 'u1' },
      include: { votes: true, likes: true, follows: true, progress: true },
    });
    expect(loaded.progress[0]?.score).toBe(42);
    expect(loaded.votes[0]?.score).toBe(3);
    // Deleting a player removes everything that is theirs (one statement, cascaded by the database).
    await p.user.delete({ where: { id: 'u1' } });
    expect(await p.message.count()).toBe(0);
    // ...except a pending sign-up, which only forgets the player (its link then makes a new one)
    expect(await p.pendingSignup.findUniqueOrThrow({ where: { id: 'ps1' } })).toMatchObject({ userId: null });
    expect(await p.report.findUniqueOrThrow({ where: { id: 'r1' } })).toMatchObject({ userId: null });
  });
});
