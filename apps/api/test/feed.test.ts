import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FeedPost } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadTestPack, makePlayer, rest, trpc, type TestPlayer } from './content-fixtures.ts';

const TOTAL_POSTS = 32;

describeEachDb('feed', (kind) => {
  let t: TestServer;
  let free: TestPlayer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await loadTestPack(t.db, t.clock.now);
    free = await makePlayer(t);
  });
  afterAll(() => t.close());

  const feed = (query: string, token = free.token) => rest<FeedPost[]>(t, 'GET', `/api/feed${query}`, token);

  it('pages every post newest first, without overlap or gaps, whatever the page size', async () => {
    const whole = (await feed('?pageSize=50')).body;
    expect(whole).toHaveLength(TOTAL_POSTS);
    const dates = whole.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const paged: string[] = [];
    for (let page = 1; page <= 6; page++)
      paged.push(...(await feed(`?page=${page}&pageSize=7`)).body.map((p) => p._id));
    expect(paged).toEqual(whole.map((p) => p._id));
    expect((await feed('')).body).toHaveLength(20);
    expect((await trpc<FeedPost[]>(t, 'query', 'feed.page', { page: 2, pageSize: 20 }, free.token)).body).toHaveLength(
      TOTAL_POSTS - 20,
    );
    expect((await feed('?page=3')).body).toEqual([]);
  });

  it('interleaves locked posts of characters above the player tier', async () => {
    const whole = (await feed('?pageSize=50')).body;
    const locked = whole.filter((p) => p.locked).map((p) => p.charId);
    expect(new Set(locked)).toEqual(new Set(['bea', 'dana']));
    for (const p of whole.filter((x) => x.locked)) expect(p.images).toBe(`${p.charId}-card.jpg`);
    const vip = await makePlayer(t, { tier: 2 });
    const vipLocked = (await feed('?pageSize=50', vip.token)).body.filter((p) => p.locked).map((p) => p.charId);
    expect(new Set(vipLocked)).toEqual(new Set(['dana']));
  });

  it('applies the visibility tags', async () => {
    const noFutas = await makePlayer(t, { tags: { futas: 'false' } });
    const posts = (await feed('?pageSize=50', noFutas.token)).body;
    expect(posts).toHaveLength(TOTAL_POSTS - 3);
    expect(posts.some((p) => p.charId === 'cleo')).toBe(false);
  });

  it('rejects bad paging', async () => {
    for (const query of ['?page=0', '?page=-3', '?page=100000', '?pageSize=51', '?mode=friends'])
      expect((await feed(query)).status, query).toBe(400);
  });

  it('following mode shows only followed characters', async () => {
    const player = await makePlayer(t);
    expect((await feed('?mode=following', player.token)).body).toEqual([]);
    await rest(t, 'GET', '/api/character/follow/cleo', player.token);
    await rest(t, 'GET', '/api/character/follow/dana', player.token);
    const following = (
      await trpc<FeedPost[]>(t, 'query', 'feed.page', { mode: 'following', pageSize: 50 }, player.token)
    ).body;
    expect(new Set(following.map((p) => p.charId))).toEqual(new Set(['cleo', 'dana']));
    expect(following).toHaveLength(6);
  });

  it('gives the post text in the request language', async () => {
    const es = (await feed('?pageSize=1&language=es')).body[0]!;
    expect(es.descriptionTrans).toBe(es.description.replace('post', 'publicación'));
  });

  it('like toggles, and likedBy holds only the caller own id', async () => {
    const me = await makePlayer(t);
    const other = await makePlayer(t);
    expect((await rest(t, 'GET', '/api/feed/like/ava-post-2', other.token)).body).toEqual({
      likes: 1,
      likedBy: [other.id],
    });
    expect((await rest(t, 'GET', '/api/feed/like/ava-post-2', me.token)).body).toEqual({ likes: 2, likedBy: [me.id] });
    const seen = (await feed('?pageSize=50', me.token)).body.find((p) => p._id === 'ava-post-2')!;
    expect(seen).toMatchObject({ likes: 2, likedBy: [me.id] });
    expect((await trpc(t, 'mutation', 'feed.like', { postId: 'ava-post-2' }, me.token)).body).toEqual({
      likes: 1,
      likedBy: [],
    });
    const after = (await feed('?pageSize=50', me.token)).body.find((p) => p._id === 'ava-post-2')!;
    expect(after).toMatchObject({ likes: 1, likedBy: [] });
  });

  it('counts concurrent likes from many players exactly', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, () => makePlayer(t)));
    const likes = await Promise.all(
      players.map((p) => rest<{ likes: number }>(t, 'GET', '/api/feed/like/cleo-post-1', p.token)),
    );
    expect(likes.every((l) => l.status === 200)).toBe(true);
    expect(Math.max(...likes.map((l) => l.body.likes))).toBe(24);
    expect((await t.db.prisma.post.findUniqueOrThrow({ where: { id: 'cleo-post-1' } })).likes).toBe(24);
    expect(await t.db.prisma.postLike.count({ where: { postId: 'cleo-post-1' } })).toBe(24);
    await Promise.all(players.slice(0, 10).map((p) => rest(t, 'GET', '/api/feed/like/cleo-post-1', p.token)));
    expect((await t.db.prisma.post.findUniqueOrThrow({ where: { id: 'cleo-post-1' } })).likes).toBe(14);
  });

  it('refuses liking an unknown post (404) or a locked one (cause tier)', async () => {
    expect((await rest(t, 'GET', '/api/feed/like/nope', free.token)).status).toBe(404);
    expect(await rest(t, 'GET', '/api/feed/like/dana-post-1', free.token)).toMatchObject({
      status: 403,
      body: { cause: 'tier' },
    });
    expect((await rest(t, 'GET', '/api/feed/like/ava-post-1')).status).toBe(401);
  });

  it('keeps paging stable when posts share the same time (ties broken by id)', async () => {
    await t.db.prisma.post.updateMany({ data: { createdAt: new Date(t.clock.now) } });
    const paged: string[] = [];
    for (let page = 1; page <= 5; page++)
      paged.push(...(await feed(`?page=${page}&pageSize=7`)).body.map((p) => p._id));
    expect(paged).toHaveLength(TOTAL_POSTS);
    expect(new Set(paged).size).toBe(TOTAL_POSTS);
    expect(paged).toEqual((await feed('?pageSize=50')).body.map((p) => p._id));
  });
});
