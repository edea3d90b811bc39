import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseGameState } from '@app/game-engine';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { createPlayer, insertCharacter, ok, send, type Surface } from './game-fixtures.ts';

describeEachDb('concurrent sends for the same player and character', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
  });
  afterAll(() => ts.close());

  it.each<Surface>(['rest', 'trpc'])('20 sends at once over %s: each answered or 409, state and quota exact', async (surface) => {
    const player = await createPlayer(ts, 2);
    ok(await send(ts, player, surface, 'mila'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(ts, player, surface, 'mila', { message: `You are lovely, message ${i}`, mode: 'freestyle' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 409), statuses.join(',')).toBe(true);
    const conflicts = answers.filter((a) => a.status === 409);
    for (const c of conflicts) expect(c.error?.error).toBe('Please wait for the reply');
    const played = statuses.filter((s) => s === 200).length;
    expect(played).toBeGreaterThanOrEqual(1);

    const row = await ts.db.prisma.gameState.findUnique({ where: { userId_charId_gameType: { userId: player.id, charId: 'mila', gameType: 'chat' } } });
    const state = parseGameState(row?.state);
    expect(state).not.toBeNull();
    expect(state!.counters.turns).toBe(1 + played);
    expect(row!.version).toBe(played);
    const quota = await ts.db.prisma.quotaUsage.findMany({ where: { userId: player.id } });
    expect(quota.map((q) => q.count)).toEqual([played]);
    const userMessages = await ts.db.prisma.message.findMany({ where: { userId: player.id, role: 'user' } });
    expect(userMessages).toHaveLength(played);
    const progress = await ts.db.prisma.playerCharacter.findUnique({ where: { userId_charId: { userId: player.id, charId: 'mila' } } });
    expect(progress).toMatchObject({ score: state!.score, meter: state!.meter });

    // and the game goes on normally afterwards
    ok(await send(ts, player, surface, 'mila', { message: 'Still here?' }));
  });
});
