import { afterAll, beforeAll, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Character, FeedPost } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadTestPack, makePlayer, rest, type TestPlayer } from './content-fixtures.ts';

/**
 * Answers over 1 KB are compressed for the clients that ask (brotli first, else gzip); the cached reads
 * keep their compressed bytes with their JSON, so those must decode to exactly what the uncompressed
 * answer says, now and after a change.
 */
describeEachDb('compressed answers', (kind) => {
  let t: TestServer;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await loadTestPack(t.db, t.clock.now);
    player = await makePlayer(t);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${player.token}`, ...headers } });
  type Res = Awaited<ReturnType<typeof get>>;
  const decoded = (res: Res): unknown => {
    const encoding = res.headers['content-encoding'];
    const raw = res.rawPayload;
    const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
    return JSON.parse(text.toString('utf8'));
  };

  const ASKED: [string, string | undefined][] = [
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
  ];

  // both come from the caches, as the same answer for many requests
  it.each(['/api/character/all', '/api/feed?pageSize=50'])(
    '%s answers the same JSON compressed as the client asks, or plain',
    async (url) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const json = plain.json() as unknown;
      for (const [accept, encoding] of ASKED) {
        // twice: the second answer of a cached read is the compressed bytes kept from the first
        for (const time of [1, 2]) {
          const res = await get(url, { 'accept-encoding': accept });
          const what = `${accept} (${time})`;
          expect(res.statusCode, what).toBe(200);
          expect(res.headers['content-encoding'], what).toBe(encoding);
          expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
          if (encoding) {
            expect(res.headers.vary, what).toContain('accept-encoding');
            expect(res.rawPayload.length, what).toBeLessThan(plain.rawPayload.length);
          }
          expect(Number(res.headers['content-length']), what).toBe(res.rawPayload.length);
          expect(decoded(res), what).toEqual(json);
        }
      }
      const declined = await get(url, { 'accept-encoding': 'br', 'x-no-compression': '1' });
      expect(declined.headers['content-encoding']).toBeUndefined();
      expect(declined.json()).toEqual(json);
    },
  );

  it('a compressed cached answer shows the player’s change at once', async () => {
    const list = async () => decoded(await get('/api/character/all', { 'accept-encoding': 'br' })) as Character[];
    const target = (await list()).find((c) => !c.locked && !c.active)!;
    expect(target).toBeDefined();
    expect((await rest(t, 'GET', `/api/character/follow/${target._id}`, player.token)).body).toEqual({ active: true });
    const after = await list();
    expect(after.find((c) => c._id === target._id)?.active).toBe(true);
    expect(after).toEqual((await get('/api/character/all')).json());

    // a like makes the player's feed page an answer of its own, compressed as it is sent
    const feed = async () => decoded(await get('/api/feed?pageSize=50', { 'accept-encoding': 'gzip' })) as FeedPost[];
    const post = (await feed()).find((p) => !p.locked)!;
    expect((await rest(t, 'GET', `/api/feed/like/${post._id}`, player.token)).status).toBe(200);
    const liked = await feed();
    expect(liked.find((p) => p._id === post._id)?.likes).toBe(post.likes + 1);
    expect(liked).toEqual((await get('/api/feed?pageSize=50')).json());
  });
});
