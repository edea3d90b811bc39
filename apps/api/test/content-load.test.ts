import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PACK_DIR, PackError, REPO_ROOT, mediaDirs, readPack, type ContentPack } from '@app/content';
import type { HubPost } from '@app/schema';
import { editJson } from '@app/content/test-pack';
import { describeEachDb, freshDatabase, startTestServer, type TestServer } from './harness.ts';
import { MIGRATIONS_DIR, listMigrations, migrate } from '../src/db/migrate.ts';
import { loadContentPack, autoloadContent, translationKey } from '../src/services/content/index.ts';
import { contentLoad } from '../src/cli/content-commands.ts';
import { readServedPack } from '../src/services/content/interface-translations.ts';
import { TEST_CHARACTERS, loadTestPack, makePlayer, rest, trpc, writeTestPack } from './content-fixtures.ts';

const DAY = 86_400_000;
const demo: ContentPack = readServedPack(DEMO_PACK_DIR);
const clone = (pack: ContentPack): ContentPack => structuredClone(pack);

describeEachDb('content pack loading', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { server: { mediaDirs: mediaDirs(DEMO_PACK_DIR) } });
  });
  afterAll(() => t.close());

  it('loads the demo pack: every character, post, hub post and translation becomes a row', async () => {
    const result = await loadContentPack(t.db.prisma, demo, { now: t.clock.now });
    console.log(
      `[${kind}] demo pack load: ${Math.round(result.ms)} ms (${demo.characters.length} characters, ${demo.posts.length} posts)`,
    );
    expect(result.status).toBe('loaded');
    const p = t.db.prisma;
    expect(await p.character.count({ where: { inPack: true } })).toBe(demo.characters.length);
    expect(await p.post.count()).toBe(demo.posts.length);
    expect(await p.hubPost.count()).toBe(demo.hubPosts.length);
    const strings = Object.values(demo.translations).reduce(
      (n, m) => n + Object.values(m).filter((v) => v.trim() !== '').length,
      0,
    );
    expect(await p.translation.count()).toBe(strings);
    expect(await p.contentLoad.count()).toBe(1);

    const first = demo.characters[0]!;
    const row = await p.character.findUniqueOrThrow({ where: { id: first.id } });
    expect(row.images).toBe(first.images.join('|'));
    expect((row.data as { poses: unknown[] }).poses).toHaveLength(first.poses.length);
    const post = demo.posts[0]!;
    const postRow = await p.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(postRow.createdAt.getTime()).toBe(t.clock.now - Math.round(post.daysAgo * DAY));
    const hub = demo.hubPosts[0]!;
    const hubRow = await p.hubPost.findUniqueOrThrow({ where: { id: hub.id } });
    expect(hubRow.endTimestamp.getTime()).toBe(t.clock.now + Math.round(hub.endsInDays * DAY));
  });

  it('answers the landing page numbers from the database on both surfaces', async () => {
    const expected = {
      characters: demo.characters.length,
      locations: demo.characters.reduce((n, c) => n + c.locations.length, 0),
      posesPerCharacter: Math.min(...demo.characters.map((c) => c.poses.length)),
    };
    expect((await rest(t, 'GET', '/api/character/stats')).body).toEqual(expected);
    expect((await trpc(t, 'query', 'character.stats', undefined)).body).toEqual(expected);
  });

  it('hub.all over tRPC shows the seeded tallies of the demo, and players vote on top of them', async () => {
    const summer = demo.hubPosts.find((h) => h.id === 'summer-event')!;
    const open = demo.hubPosts.find((h) => h.id === 'next-location')!;
    const player = await makePlayer(t, { tier: 3 });
    const list = async () => (await trpc<HubPost[]>(t, 'query', 'hub.all', undefined, player.token)).body;
    const before = await list();
    const closed = before.find((h) => h._id === summer.id)!;
    expect(closed.tally).toEqual(summer.seedVotes);
    // The closed poll says the beach party won: its share is the largest, and no option shows 0%.
    expect(closed.tally.indexOf(Math.max(...closed.tally))).toBe(summer.options.indexOf('Beach party'));
    expect(closed.tally.every((n) => n > 0)).toBe(true);
    expect(closed.votes).toEqual([]);
    expect(before.find((h) => h._id === open.id)!.tally).toEqual(open.seedVotes);

    const vote = await trpc<HubPost>(t, 'mutation', 'hub.vote', { id: open.id, option: 2 }, player.token);
    expect(vote.status).toBe(200);
    expect(vote.body.tally).toEqual(open.seedVotes.map((n, i) => (i === 2 ? n + 10 : n)));
    expect(vote.body.votes).toEqual([{ userId: player.id, option: 2, score: 10 }]);
    const changed = await trpc<HubPost>(t, 'mutation', 'hub.vote', { id: open.id, option: 0 }, player.token);
    expect(changed.body.tally).toEqual(open.seedVotes.map((n, i) => (i === 0 ? n + 10 : n)));
    expect(await t.db.prisma.hubVote.count({ where: { postId: open.id } })).toBe(1);
    expect((await list()).find((h) => h._id === open.id)!.tally).toEqual(changed.body.tally);
  });

  it("serves an operator's own pack, which has no interface strings, in every language of the interface", async () => {
    const db = await freshDatabase(kind);
    try {
      await db.session((sql) => migrate(sql));
      const starter = readServedPack(join(REPO_ROOT, 'content/examples/starter'));
      expect(Object.keys(starter.translations)).toHaveLength(16);
      await loadContentPack(db.prisma, starter, { now: t.clock.now });
      for (const language of ['de', 'ar', 'ja'])
        expect(await db.prisma.translation.count({ where: { language } })).toBeGreaterThan(900);
      const german = await db.prisma.translation.findUnique({
        where: { language_key: { language: 'de', key: translationKey('Run the game') } },
      });
      expect(german?.translated).toBe('Spiel starten');
    } finally {
      await db.close();
    }
  });

  it('does nothing when the same pack is loaded again', async () => {
    const before = await t.db.prisma.character.findMany({
      orderBy: { id: 'asc' },
      select: { id: true, updatedAt: true },
    });
    const again = await loadContentPack(t.db.prisma, readServedPack(DEMO_PACK_DIR), { now: t.clock.now + DAY });
    expect(again.status).toBe('unchanged');
    expect(await t.db.prisma.contentLoad.count()).toBe(1);
    expect(
      await t.db.prisma.character.findMany({ orderBy: { id: 'asc' }, select: { id: true, updatedAt: true } }),
    ).toEqual(before);
  });

  it('a changed pack updates changed rows, retires removed characters and keeps progress, likes and votes', async () => {
    const p = t.db.prisma;
    const player = await makePlayer(t);
    const [kept, removed] = demo.characters.filter((c) => c.tier === 0) as [
      ContentPack['characters'][number],
      ContentPack['characters'][number],
    ];
    const likedPost = demo.posts.find((x) => x.charId === kept.id)!;
    await p.playerCharacter.create({ data: { userId: player.id, charId: kept.id, score: 75, meter: 22 } });
    await trpc(t, 'mutation', 'feed.like', { postId: likedPost.id }, player.token);
    const openHub = demo.hubPosts.find((h) => h.endsInDays > 0 && h.options.length > 0)!;
    await p.hubVote.create({ data: { postId: openHub.id, userId: player.id, option: 0, score: 1 } });
    const oldDate = (await p.post.findUniqueOrThrow({ where: { id: likedPost.id } })).createdAt;

    const changed = clone(demo);
    changed.characters = changed.characters.filter((c) => c.id !== removed.id);
    changed.characters.find((c) => c.id === kept.id)!.description = 'A new description for the re-load.';
    changed.posts = changed.posts.filter((x) => x.charId !== removed.id);
    changed.posts.find((x) => x.id === likedPost.id)!.description = 'Edited post text';
    changed.hubPosts.find((h) => h.id === openHub.id)!.description = '## Edited poll';
    changed.translations = {
      ...changed.translations,
      de: { ...changed.translations.de, 'A string new in this version': 'Ein neuer Text in dieser Version' },
    };

    const result = await loadContentPack(p, changed, { now: t.clock.now + 2 * DAY });
    expect(result.status).toBe('loaded');
    // The edited character, and those after the removed one (their sort order moved up).
    const removedAt = demo.characters.findIndex((c) => c.id === removed.id);
    const touched = new Set([kept.id, ...demo.characters.slice(removedAt + 1).map((c) => c.id)]).size;
    expect(result.characters).toEqual({ created: 0, updated: touched, removed: 1 });
    expect(result.posts.updated).toBe(1);
    expect(result.posts.removed).toBe(demo.posts.filter((x) => x.charId === removed.id).length);
    expect(result.hubPosts.updated).toBe(1);
    expect(result.translations.created).toBe(1);

    expect((await p.character.findUniqueOrThrow({ where: { id: removed.id } })).inPack).toBe(false);
    expect((await p.character.findUniqueOrThrow({ where: { id: kept.id } })).description).toBe(
      'A new description for the re-load.',
    );
    const post = await p.post.findUniqueOrThrow({ where: { id: likedPost.id } });
    expect(post).toMatchObject({ description: 'Edited post text', likes: 1, createdAt: oldDate });
    expect(await p.postLike.count({ where: { userId: player.id } })).toBe(1);
    expect(
      await p.playerCharacter.findUniqueOrThrow({ where: { userId_charId: { userId: player.id, charId: kept.id } } }),
    ).toMatchObject({ score: 75, meter: 22 });
    expect(await p.hubVote.count({ where: { userId: player.id } })).toBe(1);
    expect(
      await p.translation.findUnique({
        where: { language_key: { language: 'de', key: translationKey('A string new in this version') } },
      }),
    ).toMatchObject({ translated: 'Ein neuer Text in dieser Version' });

    const all = await rest<{ _id: string }[]>(t, 'GET', '/api/character/all', player.token);
    expect(all.body.map((c) => c._id)).not.toContain(removed.id);
    expect((await rest(t, 'GET', `/api/character/get/${removed.id}`, player.token)).status).toBe(404);

    // Loading the original again brings the character back.
    const back = await loadContentPack(p, demo, { now: t.clock.now + 3 * DAY });
    expect(back.characters).toEqual({ created: 0, updated: touched + 1, removed: 0 });
    expect((await p.character.findUniqueOrThrow({ where: { id: removed.id } })).inPack).toBe(true);
  });

  it('refuses a pack with an under-age character, naming the file and the field, and changes nothing', async () => {
    const dir = writeTestPack([{ ...TEST_CHARACTERS[0]!, age: 17 }, TEST_CHARACTERS[1]!]);
    expect(() => readPack(dir)).toThrow(PackError);
    try {
      readPack(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(PackError);
      expect((error as PackError).file).toBe('characters/ava.json');
      expect((error as PackError).field).toBe('age');
      expect((error as PackError).message).toMatch(/characters\/ava\.json:\d+: age: .*18/);
    }
    const before = await t.db.prisma.contentLoad.count();
    const cli = await contentLoad(t.db.prisma, t.clock.now, { packDir: dir, art: false });
    expect(cli.code).toBe(1);
    expect(cli.output).toMatch(/characters\/ava\.json:\d+: age:/);
    expect(await t.db.prisma.contentLoad.count()).toBe(before);
    expect(await t.db.prisma.character.count({ where: { id: 'ava' } })).toBe(0);
  });

  it('refuses a character without an age', async () => {
    const dir = writeTestPack([TEST_CHARACTERS[0]!]);
    const file = join(dir, 'characters', 'ava.json');
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    delete record.age;
    writeFileSync(file, JSON.stringify(record));
    const cli = await contentLoad(t.db.prisma, t.clock.now, { packDir: dir, art: false });
    expect(cli).toMatchObject({ code: 1 });
    expect(cli.output).toMatch(/characters\/ava\.json:\d+: age: age is required/);
  });

  it('at start a bad pack keeps the content already loaded; with nothing loaded it stops the start', async () => {
    const bad = writeTestPack([{ ...TEST_CHARACTERS[0]!, age: 16 }]);
    expect(await autoloadContent(t.built.app, bad)).toBeNull();
    const empty = await startTestServer(kind);
    try {
      await expect(autoloadContent(empty.built.app, bad)).rejects.toThrow(/characters\/ava\.json:\d+: age/);
      const good = await autoloadContent(empty.built.app, writeTestPack());
      expect(good?.status).toBe('loaded');
    } finally {
      await empty.close();
    }
  });

  it('landing numbers and per-character tags come from counts stored at load, never from the pack record', async () => {
    const s = await startTestServer(kind);
    try {
      const dir = writeTestPack();
      editJson<{ poses: { futa?: boolean }[] }>(dir, 'characters/ava.json', (c) => {
        c.poses[0]!.futa = true;
      });
      await loadTestPack(s.db, s.clock.now, dir);
      // The large `data` column emptied: answers that still come out right cannot have read it.
      await s.db.prisma.$executeRawUnsafe(`UPDATE "Character" SET "data" = '{}'::jsonb`);
      expect((await trpc(s, 'query', 'character.stats', undefined)).body).toEqual({
        characters: 4,
        locations: 8,
        posesPerCharacter: 80,
      });
      const player = await makePlayer(s);
      const setTag = (characterId: string) =>
        rest(s, 'POST', '/api/character/setTag', player.token, { characterId, tag: 'futa', value: false });
      expect(await setTag('ava')).toMatchObject({ status: 200, body: { tags: { futa: 'false' } } });
      expect((await setTag('cleo')).status).toBe(200);
      expect((await setTag('bea')).status).toBe(400);
    } finally {
      await s.close();
    }
  }, 120_000);

  it('a pack loaded before the stored counts existed gets them from the migration', async () => {
    const db = await freshDatabase(kind, { empty: true });
    try {
      const all = listMigrations();
      const last = all.findIndex((m) => m.name.endsWith('_content_counts_seed_votes'));
      const before = mkdtempSync(join(tmpdir(), 'migrations-'));
      for (const m of all.slice(0, last))
        cpSync(join(MIGRATIONS_DIR, m.name), join(before, m.name), { recursive: true });
      await db.session((sql) => migrate(sql, before));
      const nova = demo.characters.find((c) => c.id === 'nova')!;
      await db.sql.query(
        `INSERT INTO "Character" ("id", "name", "age", "gender", "description", "images", "backgroundImage", "data", "updatedAt") VALUES ('nova', 'Nova', 24, 'futa', 'd', 'a.jpg|b.jpg', 'bg.jpg', $1::jsonb, now())`,
        [JSON.stringify(nova)],
      );
      await db.session((sql) => migrate(sql));
      expect(
        await db.prisma.character.findUniqueOrThrow({
          where: { id: 'nova' },
          select: { locationCount: true, poseCount: true, futaPoses: true },
        }),
      ).toEqual({
        locationCount: 2,
        poseCount: nova.poses.length,
        futaPoses: true,
      });
    } finally {
      await db.close();
    }
  });

  it('serves the pack media under /public/', async () => {
    const video = demo.media.files.find((f) => f.endsWith('.mp4'))!;
    const res = await t.server.inject({ method: 'GET', url: `/public/${video}` });
    expect(res.statusCode).toBe(200);
    expect((await t.server.inject({ method: 'GET', url: '/public/nothing-here.jpg' })).statusCode).toBe(404);
  });
});
