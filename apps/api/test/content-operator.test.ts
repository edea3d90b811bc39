import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { autoloadContent } from '../src/services/content/index.ts';
import { contentLoad } from '../src/cli/content-commands.ts';
import { TEST_CHARACTERS, makePlayer, trpc, writeTestPack, type TestCharacter } from './content-fixtures.ts';

const EVE: TestCharacter = { id: 'eve', name: 'Eve Moss', gender: 'girl', tier: 0, posts: 2 };

// Reading a pack (wording checks over every string) takes seconds on a busy machine; these tests read several.
const SLOW = 120_000;

// The operator model: the configured pack (CONTENT_DIR or the demo) is the only one the command line
// loads, the one the server loads at every start and the one whose media it serves.
describeEachDb('content pack operator model', (kind) => {
  let t: TestServer;
  const base = writeTestPack();
  const withEve = writeTestPack([...TEST_CHARACTERS, EVE]);
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const eveState = async (userId: string) => ({
    inPack: (await t.db.prisma.character.findUnique({ where: { id: 'eve' } }))?.inPack,
    posts: await t.db.prisma.post.count({ where: { charId: 'eve' } }),
    likes: await t.db.prisma.postLike.count({ where: { postId: 'eve-post-1', userId } }),
  });

  it(
    'refuses to load a folder other than the configured pack, and says how to switch',
    async () => {
      const p = t.db.prisma;
      expect((await contentLoad(p, t.clock.now, { packDir: base, art: false })).code).toBe(0);
      const refused = await contentLoad(p, t.clock.now, { packDir: base, art: false }, { dir: withEve });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`${withEve} is not the configured content pack, so it was not loaded.`);
      expect(refused.output).toContain(`set CONTENT_DIR=${withEve}`);
      expect(await p.character.count({ where: { id: 'eve' } })).toBe(0);
      expect(await p.contentLoad.count()).toBe(1);
      // The configured folder itself may be named (the same folder, spelled with a trailing slash).
      expect((await contentLoad(p, t.clock.now, { packDir: base, art: false }, { dir: `${base}/` })).output).toContain(
        'already loaded',
      );
    },
    SLOW,
  );

  it(
    'the reproduction: a pack with an extra character survives a load without a folder and a restart',
    async () => {
      const ctx = { packDir: withEve, art: false };
      const loaded = await contentLoad(t.db.prisma, t.clock.now, ctx);
      expect(loaded.output).toMatch(/characters \+1 ~0, posts \+2/);
      const player = await makePlayer(t);
      expect((await trpc(t, 'mutation', 'feed.like', { postId: 'eve-post-1' }, player.token)).status).toBe(200);

      expect((await contentLoad(t.db.prisma, t.clock.now, ctx)).output).toContain('already loaded');
      expect((await autoloadContent(t.built.app, withEve))?.status).toBe('unchanged');
      expect(await eveState(player.id)).toEqual({ inPack: true, posts: 2, likes: 1 });

      const forced = await contentLoad(t.db.prisma, t.clock.now, ctx, { force: true });
      expect(forced.output).toMatch(/loaded in \d+ ms: characters \+0 ~0, posts \+0 ~0/);
      expect(await eveState(player.id)).toEqual({ inPack: true, posts: 2, likes: 1 });
    },
    SLOW,
  );

  it(
    'a restart on another pack (CONTENT_DIR forgotten) stops and changes nothing; --replace switches on purpose',
    async () => {
      const player = await t.db.prisma.postLike.findFirstOrThrow({ where: { postId: 'eve-post-1' } });
      const other = writeTestPack(TEST_CHARACTERS.slice(0, 2), { name: 'Other pack' });
      await expect(autoloadContent(t.built.app, other)).rejects.toThrow(
        /holds content pack "Test pack" 1\.0\.0, not "Other pack" 1\.0\.0\. Loading it would retire 3 character\(s\) and delete 8 post\(s\).*--replace/,
      );
      const cli = await contentLoad(t.db.prisma, t.clock.now, { packDir: other, art: false });
      expect(cli.code).toBe(1);
      expect(cli.output).toContain('Nothing was changed');
      expect(await eveState(player.userId)).toEqual({ inPack: true, posts: 2, likes: 1 });

      const replaced = await contentLoad(t.db.prisma, t.clock.now, { packDir: other, art: false }, { replace: true });
      expect(replaced.code).toBe(0);
      expect(replaced.output).toMatch(/characters \+0 ~0 -3/);
      expect(await eveState(player.userId)).toEqual({ inPack: false, posts: 0, likes: 0 });
    },
    SLOW,
  );
});
