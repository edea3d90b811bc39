import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FeedPost } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadTestPack, makePlayer, rest, trpc } from './content-fixtures.ts';

// Following mode and the visibility tags together: following a character never shows a hidden gender.
describeEachDb('feed: following mode with hidden genders', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await loadTestPack(t.db, t.clock.now);
  }, 120_000);
  afterAll(() => t.close());

  /** A player with these tags who follows ava (girl), cleo (futa) and dana (girl, tier 3, locked). */
  async function follower(tags: Record<string, string>) {
    const player = await makePlayer(t, { tags });
    for (const id of ['ava', 'cleo', 'dana'])
      expect((await rest<{ active: boolean }>(t, 'GET', `/api/character/follow/${id}`, player.token)).body).toEqual({
        active: true,
      });
    const following = async () => {
      const viaRest = (await rest<FeedPost[]>(t, 'GET', '/api/feed?mode=following&pageSize=50', player.token)).body;
      const viaTrpc = (
        await trpc<FeedPost[]>(t, 'query', 'feed.page', { mode: 'following', pageSize: 50 }, player.token)
      ).body;
      expect(viaTrpc.map((p) => p._id)).toEqual(viaRest.map((p) => p._id));
      return viaRest;
    };
    return { player, following };
  }
  const byCharacter = (posts: FeedPost[]) => [...new Set(posts.map((p) => p.charId))].sort();

  it('girls=false: only the followed futa characters and girls with a futa variant', async () => {
    const { following } = await follower({ girls: 'false' });
    const posts = await following();
    expect(byCharacter(posts)).toEqual(['cleo', 'dana']);
    expect(posts).toHaveLength(6);
  });

  it('futas=false: only the followed girls, a locked one still listed but locked', async () => {
    const { following } = await follower({ futas: 'false' });
    const posts = await following();
    expect(byCharacter(posts)).toEqual(['ava', 'dana']);
    expect(posts.filter((p) => p.charId === 'dana').every((p) => p.locked)).toBe(true);
    expect(posts.filter((p) => p.charId === 'ava').every((p) => !p.locked)).toBe(true);
  });

  it('both hidden: nothing, even though three characters are followed; switching girls back on shows them', async () => {
    const { player, following } = await follower({ girls: 'false', futas: 'false' });
    expect(await following()).toEqual([]);
    expect((await rest<FeedPost[]>(t, 'GET', '/api/feed?pageSize=50', player.token)).body).toEqual([]);
    const set = await rest<{ tags: Record<string, string> }>(t, 'POST', '/api/user/setTag', player.token, {
      tag: 'girls',
      value: 'true',
    });
    expect(set.status).toBe(200);
    expect(byCharacter(await following())).toEqual(['ava', 'dana']);
  });
});
