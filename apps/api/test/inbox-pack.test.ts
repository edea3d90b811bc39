import { afterAll, beforeAll, expect, it } from 'vitest';
import { readPack, type ContentPack } from '@app/content';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { TEST_CHARACTERS, loadTestPack, rest, writeTestPack } from './content-fixtures.ts';
import { createPlayer, inbox, ok, send } from './game-fixtures.ts';
import { loadContentPack } from '../src/services/content/index.ts';

// The inbox of a player who plays in German, on a real pack (dialogue translated into 16 languages).
describeEachDb('inbox on a content pack', (kind) => {
  let t: TestServer;
  let pack: ContentPack;
  beforeAll(async () => {
    t = await startTestServer(kind);
    const dir = writeTestPack();
    pack = readPack(dir);
    await loadTestPack(t.db, t.clock.now, dir);
  }, 120_000);
  afterAll(() => t.close());

  /** The German translation the pack has for a line the character said (anywhere in its dialogue). */
  const germanOf = (charId: string, english: string): string | undefined => {
    const find = (value: unknown): string | undefined => {
      if (Array.isArray(value)) return value.map(find).find(Boolean);
      if (!value || typeof value !== 'object') return undefined;
      const line = value as { text?: unknown; trans?: Record<string, string> };
      if (line.text === english) return line.trans?.de;
      return Object.values(value).map(find).find(Boolean);
    };
    return find(pack.characters.find((c) => c.id === charId)!.dialogue);
  };

  it('shows the last message with its translation in the player language', async () => {
    const player = await createPlayer(t);
    const greeting = ok(await send(t, player, 'rest', 'ava', {}, 'de'));
    const said = greeting.messages.at(-1)!.response;
    const german = germanOf('ava', said);
    expect(german).toBeTruthy();
    expect(german).not.toBe(said);
    for (const surface of ['rest', 'trpc'] as const) {
      const rows = ok(await inbox(t, player, surface));
      expect(rows).toHaveLength(1);
      const { updatedAt, ...row } = rows[0]!;
      expect(row).toEqual({
        _id: 'ava',
        name: 'Ava Stone',
        image: 'ava-card.jpg',
        message: said,
        messageTrans: german,
      });
      expect(new Date(updatedAt).toISOString()).toBe(updatedAt);
    }
  });

  it('drops characters the re-loaded pack no longer has (their profile answers 404)', async () => {
    const player = await createPlayer(t);
    ok(await send(t, player, 'rest', 'ava'));
    t.clock.advance(1000);
    ok(await send(t, player, 'trpc', 'cleo'));
    expect(ok(await inbox(t, player, 'rest')).map((r) => r._id)).toEqual(['cleo', 'ava']);

    const without = readPack(writeTestPack(TEST_CHARACTERS.filter((c) => c.id !== 'cleo')));
    expect((await loadContentPack(t.db.prisma, without, { now: t.clock.now })).characters.removed).toBe(1);
    expect((await rest(t, 'GET', '/api/character/get/cleo', player.token)).status).toBe(404);
    for (const surface of ['rest', 'trpc'] as const)
      expect(ok(await inbox(t, player, surface)).map((r) => r._id)).toEqual(['ava']);
    // The messages themselves are kept: the character comes back with its history if the pack brings it back.
    expect(await t.db.prisma.message.count({ where: { userId: player.id, charId: 'cleo' } })).toBeGreaterThan(0);
  }, 120_000);
});
