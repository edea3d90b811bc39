import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PACK_DIR, PackError, mediaDirs, readPack, type ContentPack } from '@app/content';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadContentPack, autoloadContent, translationKey } from '../src/services/content/index.ts';
import { contentLoad } from '../src/cli/admin-commands.ts';
import { TEST_CHARACTERS, makePlayer, rest, trpc, writeTestPack } from './content-fixtures.ts';

const DAY = 86_400_000;
const demo: ContentPack = readPack(DEMO_PACK_DIR);
const clone = (pack: ContentPack): ContentPack => structuredClone(pack);

describeEachDb('content pack loading', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { server: { mediaDirs: mediaDirs(DEMO_PACK_DIR) } });
  });
  afterAll(() => t.close());

  it('loads the demo pack: every character, post, hub post and translation becomes a row', async () => {
    const result = await loadContentPack(t.db.prisma, demo, { now: t.clock.now });
    console.log(`[${kind}] demo pack load: ${Math.round(result.ms)} ms (${demo.characters.length} characters, ${demo.posts.length} posts)`);
    expect(result.status).toBe('loaded');
    const p = t.db.prisma;
    expect(await p.character.count({ where: { inPack: true } })).toBe(demo.characters.length);
    expect(await p.post.count()).toBe(demo.posts.length);
    expect(await p.hubPost.count()).toBe(demo.hubPosts.length);
    const strings = Object.values(demo.translations).reduce((n, m) => n + Object.values(m).filter((v) => v.trim() !== '').length, 0);
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

  it('does nothing when the same pack is loaded again', async () => {
    const before = await t.db.prisma.character.findMany({ orderBy: { id: 'asc' }, select: { id: true, updatedAt: true } });
    const again = await loadContentPack(t.db.prisma, readPack(DEMO_PACK_DIR), { now: t.clock.now + DAY });
    expect(again.status).toBe('unchanged');
    expect(await t.db.prisma.contentLoad.count()).toBe(1);
    expect(await t.db.prisma.character.findMany({ orderBy: { id: 'asc' }, select: { id: true, updatedAt: true } })).toEqual(before);
  });

  it('a changed pack updates changed rows, retires removed characters and keeps progress, likes and votes', async () => {
    const p = t.db.prisma;
    const player = await makePlayer(t);
    const [kept, removed] = demo.characters.filter((c) => c.tier === 0) as [ContentPack['characters'][number], ContentPack['characters'][number]];
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
    changed.translations = { ...changed.translations, de: { ...changed.translations.de, 'A string new in this version': 'Ein neuer Text in dieser Version' } };

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
    expect((await p.character.findUniqueOrThrow({ where: { id: kept.id } })).description).toBe('A new description for the re-load.');
    const post = await p.post.findUniqueOrThrow({ where: { id: likedPost.id } });
    expect(post).toMatchObject({ description: 'Edited post text', likes: 1, createdAt: oldDate });
    expect(await p.postLike.count({ where: { userId: player.id } })).toBe(1);
    expect(await p.playerCharacter.findUniqueOrThrow({ where: { userId_charId: { userId: player.id, charId: kept.id } } })).toMatchObject({ score: 75, meter: 22 });
    expect(await p.hubVote.count({ where: { userId: player.id } })).toBe(1);
    expect(await p.translation.findUnique({ where: { language_key: { language: 'de', key: translationKey('A string new in this version') } } })).toMatchObject({ translated: 'Ein neuer Text in dieser Version' });

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
      expect((error as PackError).message).toMatch(/characters\/ava\.json: age: .*18/);
    }
    const before = await t.db.prisma.contentLoad.count();
    const cli = await contentLoad(t.db.prisma, t.clock.now, dir);
    expect(cli.code).toBe(1);
    expect(cli.output).toContain('characters/ava.json: age:');
    expect(await t.db.prisma.contentLoad.count()).toBe(before);
    expect(await t.db.prisma.character.count({ where: { id: 'ava' } })).toBe(0);
  });

  it('refuses a character without an age', async () => {
    const dir = writeTestPack([TEST_CHARACTERS[0]!]);
    const file = join(dir, 'characters', 'ava.json');
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    delete record.age;
    writeFileSync(file, JSON.stringify(record));
    const cli = await contentLoad(t.db.prisma, t.clock.now, dir);
    expect(cli).toMatchObject({ code: 1 });
    expect(cli.output).toMatch(/characters\/ava\.json: age: age is required/);
  });

  it('at start a bad pack keeps the content already loaded; with nothing loaded it stops the start', async () => {
    const bad = writeTestPack([{ ...TEST_CHARACTERS[0]!, age: 16 }]);
    expect(await autoloadContent(t.built.app, bad)).toBeNull();
    const empty = await startTestServer(kind);
    try {
      await expect(autoloadContent(empty.built.app, bad)).rejects.toThrow(/characters\/ava\.json: age/);
      const good = await autoloadContent(empty.built.app, writeTestPack());
      expect(good?.status).toBe('loaded');
    } finally {
      await empty.close();
    }
  });

  it('serves the pack media under /public/', async () => {
    const video = demo.media.files.find((f) => f.endsWith('.mp4'))!;
    const res = await t.server.inject({ method: 'GET', url: `/public/${video}` });
    expect(res.statusCode).toBe(200);
    expect((await t.server.inject({ method: 'GET', url: '/public/nothing-here.jpg' })).statusCode).toBe(404);
  });
});
