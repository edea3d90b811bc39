import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Character, FeedPost } from '@app/schema';
import { CHANGES_CHANNEL } from '../src/db/changes-channel.ts';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadTestPack, makePlayer, rest, type TestPlayer } from './content-fixtures.ts';

const DAY = 86_400_000;

/**
 * The caches of the hot read paths (player, feed page, character list) must never show a change later
 * than the database has it: these tests change rows behind the API's back, as the operator's command line
 * or another API process would, and read through the API.
 */
describeEachDb('caches follow the database', (kind) => {
  let t: TestServer;
  let player: TestPlayer;
  /** Another connection to the same database (PGlite: the same instance; PostgreSQL: a second client). */
  let outside: (sql: string, params?: unknown[]) => Promise<void>;
  let closeOutside: () => Promise<void> = async () => {};

  beforeAll(async () => {
    t = await startTestServer(kind);
    await loadTestPack(t.db, t.clock.now);
    player = await makePlayer(t);
    if (kind === 'postgres') {
      const name = (await t.db.sql.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name;
      const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test');
      target.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      outside = async (sql, params) => void (await client.query(sql, params as unknown[]));
      closeOutside = () => client.end();
    } else {
      outside = async (sql, params) => void (await t.db.sql.query(sql, params));
    }
  });
  afterAll(async () => {
    await closeOutside();
    await t.close();
  });

  /** Reads until `check` holds: a change from another connection arrives with its notification, a moment after the commit. */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    const until = Date.now() + 2_000;
    let value = await read();
    while (!check(value) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 5));
      value = await read();
    }
    return value;
  }

  const characters = async (token = player.token) =>
    (await rest<Character[]>(t, 'GET', '/api/character/all', token)).body;
  const feed = async (token = player.token) => (await rest<FeedPost[]>(t, 'GET', '/api/feed?pageSize=50', token)).body;
  const lockedIds = (list: { locked?: boolean; _id: string }[]) => list.filter((c) => c.locked).map((c) => c._id);

  it('a tier granted from outside unlocks characters and posts, and its expiry locks them again without a restart', async () => {
    const before = await characters();
    expect(lockedIds(before)).toEqual(expect.arrayContaining(['bea', 'dana']));
    await feed(); // cached now
    const expiresAt = new Date(t.clock.now + DAY).toISOString().replace('Z', '');
    await outside(
      `INSERT INTO "Subscription" ("id", "userId", "provider", "externalId", "tier", "expiresAt", "status", "createdAt", "updatedAt")
       VALUES ($1, $2, 'manual', $3, 3, $4::timestamp(3), 'active', now(), now())`,
      [randomUUID(), player.id, randomUUID(), expiresAt],
    );
    const after = await eventually(characters, (list) => lockedIds(list).length === 0);
    expect(lockedIds(after)).toEqual([]);
    expect((await feed()).filter((p) => p.locked)).toEqual([]);

    t.clock.advance(DAY + 1);
    expect(lockedIds(await characters())).toEqual(expect.arrayContaining(['bea', 'dana']));
    expect((await feed()).some((p) => p.locked)).toBe(true);
  });

  it('a token revoked from outside is refused on the next calls', async () => {
    const victim = await makePlayer(t);
    expect((await rest(t, 'GET', '/api/character/all', victim.token)).status).toBe(200);
    await outside(`UPDATE "User" SET "tokenVersion" = "tokenVersion" + 1 WHERE "id" = $1`, [victim.id]);
    const refused = await eventually(
      () => rest(t, 'GET', '/api/feed', victim.token),
      (a) => a.status === 401,
    );
    expect(refused.status).toBe(401);
    expect((await rest(t, 'GET', '/api/character/all', victim.token)).status).toBe(401);
  });

  it('a suspension and its lifting from outside (another API process) apply on the next calls', async () => {
    const suspended = await makePlayer(t);
    const follow = () => rest(t, 'GET', '/api/character/follow/ava', suspended.token);
    expect((await follow()).status).toBe(200);
    const until = new Date(t.clock.now + DAY).toISOString().replace('Z', '');
    await outside(`UPDATE "User" SET "suspendedUntil" = $2::timestamp(3) WHERE "id" = $1`, [suspended.id, until]);
    expect((await eventually(follow, (a) => a.status === 403)).status).toBe(403);
    await outside(`UPDATE "User" SET "suspendedUntil" = NULL WHERE "id" = $1`, [suspended.id]);
    expect((await eventually(follow, (a) => a.status === 200)).status).toBe(200);
  });

  it("the player's own like and follow show on the very next read", async () => {
    const reader = await makePlayer(t);
    const post = (await feed(reader.token)).find((p) => !p.locked)!;
    expect(post.likedBy).toEqual([]);
    expect((await rest(t, 'GET', `/api/feed/like/${post._id}`, reader.token)).status).toBe(200);
    const liked = (await feed(reader.token)).find((p) => p._id === post._id)!;
    expect(liked.likedBy).toEqual([reader.id]);
    expect(liked.likes).toBe(post.likes + 1);

    const character = (await characters(reader.token)).find((c) => !c.locked)!;
    expect(character.active).toBe(false);
    await rest(t, 'GET', `/api/character/follow/${character._id}`, reader.token);
    expect((await characters(reader.token)).find((c) => c._id === character._id)!.active).toBe(true);
  });

  it("another player's like moves the counter every reader sees, and never shows up in their likedBy", async () => {
    const a = await makePlayer(t);
    const b = await makePlayer(t);
    const post = (await feed(a.token)).find((p) => !p.locked)!;
    await feed(b.token);
    await rest(t, 'GET', `/api/feed/like/${post._id}`, a.token);
    const seenByB = await eventually(
      () => feed(b.token),
      (list) => list.find((p) => p._id === post._id)!.likes === post.likes + 1,
    );
    const mine = seenByB.find((p) => p._id === post._id)!;
    expect(mine.likes).toBe(post.likes + 1);
    expect(mine.likedBy).toEqual([]);
  });

  it('progress written from outside (another process answering a chat turn) shows in the character list', async () => {
    const fan = await makePlayer(t);
    const target = (await characters(fan.token)).find((c) => !c.locked)!;
    await outside(
      `INSERT INTO "PlayerCharacter" ("userId", "charId", "score", "meter", "updatedAt") VALUES ($1, $2, 95, 12, now())
       ON CONFLICT ("userId", "charId") DO UPDATE SET "score" = 95`,
      [fan.id, target._id],
    );
    const list = await eventually(
      () => characters(fan.token),
      (l) => l.find((c) => c._id === target._id)!.score === 95,
    );
    expect(list.find((c) => c._id === target._id)!.level).toBe(4);
  });

  it('a progress row rewritten without a change to what the lists show announces nothing; a change does', async () => {
    const fan = await makePlayer(t);
    const target = (await characters(fan.token)).find((c) => !c.locked)!;
    await outside(
      `INSERT INTO "PlayerCharacter" ("userId", "charId", "score", "meter", "updatedAt") VALUES ($1, $2, 10, 12, now())`,
      [fan.id, target._id],
    );
    const heard: string[] = [];
    const stop = await t.db.listen(CHANGES_CHANNEL, {
      notify: (payload) => payload === `PlayerCharacter:${fan.id}` && heard.push(payload),
      connected: () => {},
    });
    try {
      // A chat turn that moved neither score nor meter, and a plain touch: nothing a cache holds.
      await outside(`UPDATE "PlayerCharacter" SET "updatedAt" = now() WHERE "userId" = $1`, [fan.id]);
      await outside(`UPDATE "PlayerCharacter" SET "score" = 10, "meter" = 12, "tags" = '{}' WHERE "userId" = $1`, [
        fan.id,
      ]);
      await outside(`UPDATE "PlayerCharacter" SET "meter" = 13 WHERE "userId" = $1`, [fan.id]);
      await outside(`UPDATE "PlayerCharacter" SET "tags" = '{"nick":"x"}' WHERE "userId" = $1`, [fan.id]);
      const until = Date.now() + 2_000;
      while (heard.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 50));
      // Notifications arrive in commit order: the two that changed something, and only those.
      expect(heard).toHaveLength(2);
    } finally {
      await stop();
    }
    expect((await characters(fan.token)).find((c) => c._id === target._id)!.horny).toBe(13);
  });

  it('a character removed from the pack from outside leaves the lists', async () => {
    const watcher = await makePlayer(t);
    expect((await characters(watcher.token)).some((c) => c._id === 'cleo')).toBe(true);
    await outside(`UPDATE "Character" SET "inPack" = false WHERE "id" = 'cleo'`);
    const list = await eventually(
      () => characters(watcher.token),
      (l) => !l.some((c) => c._id === 'cleo'),
    );
    expect(list.some((c) => c._id === 'cleo')).toBe(false);
    expect((await feed(watcher.token)).some((p) => p.charId === 'cleo')).toBe(false);
    await outside(`UPDATE "Character" SET "inPack" = true WHERE "id" = 'cleo'`);
  });

  if (kind === 'postgres') {
    it('while the notification connection is down the caches step aside, and they come back with it', async () => {
      const changes = t.built.app.cache.changes;
      expect(changes.live).toBe(true);
      const reader = await makePlayer(t);
      await characters(reader.token);
      await t.db.sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'LISTEN%' AND datname = current_database()`,
      );
      await eventually(
        async () => changes.live,
        (live) => !live,
      );
      expect(changes.live).toBe(false);
      // A change made while nobody listens is still seen: reads go to the database.
      await outside(`UPDATE "User" SET "tokenVersion" = "tokenVersion" + 1 WHERE "id" = $1`, [reader.id]);
      expect((await rest(t, 'GET', '/api/character/all', reader.token)).status).toBe(401);
      await eventually(
        async () => changes.live,
        (live) => live,
      );
      expect(changes.live).toBe(true);
    });
  }
});
