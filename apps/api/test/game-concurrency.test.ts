import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { parseGameState } from '@app/game-engine';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { createPlayer, distinctModelAnswers, insertCharacter, ok, send, type Surface } from './game-fixtures.ts';

describeEachDb('concurrent sends for the same player', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  const others = Array.from({ length: 8 }, (_, i) => `char-${i}`);
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, { config: { MODEL_BASE_URL: fake.url, MODEL_TIMEOUT_MS: '10000' } });
    await insertCharacter(ts, 'mila');
    for (const id of others) await insertCharacter(ts, id);
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    distinctModelAnswers(fake);
  });

  it.each<Surface>(['rest', 'trpc'])(
    '20 custom messages at once to one character over %s: each answered or 409, state and quota exact',
    async (surface) => {
      const player = await createPlayer(ts, 2);
      ok(await send(ts, player, surface, 'mila'));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send(ts, player, surface, 'mila', { message: `I had soup today, message ${i}`, mode: 'freestyle' }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => s === 200 || s === 409),
        statuses.join(','),
      ).toBe(true);
      for (const c of answers.filter((a) => a.status === 409)) expect(c.error?.error).toBe('Please wait for the reply');
      const accepted = answers.filter((a) => a.status === 200);
      expect(accepted.length).toBeGreaterThanOrEqual(1);
      // each accepted custom message the model answered is counted once (a model timeout under load falls back, uncounted)
      const voiced = accepted.filter((a) => a.body.messages.some((m) => m.response.startsWith('Model line'))).length;
      expect(voiced).toBeGreaterThanOrEqual(1);

      const row = await ts.db.prisma.gameState.findUnique({
        where: { userId_charId_gameType: { userId: player.id, charId: 'mila', gameType: 'chat' } },
      });
      const state = parseGameState(row?.state);
      expect(state).not.toBeNull();
      expect(state!.counters.turns).toBe(1 + accepted.length);
      expect(row!.version).toBe(accepted.length);
      const quota = await ts.db.prisma.quotaUsage.findMany({ where: { userId: player.id } });
      expect(quota.map((q) => q.count)).toEqual([voiced]);
      expect(await ts.db.prisma.message.count({ where: { userId: player.id, role: 'user' } })).toBe(accepted.length);
      const progress = await ts.db.prisma.playerCharacter.findUnique({
        where: { userId_charId: { userId: player.id, charId: 'mila' } },
      });
      expect(progress).toMatchObject({ score: state!.score, meter: state!.meter });
      // and the game goes on normally afterwards
      expect(ok(await send(ts, player, surface, 'mila', { message: 'Still here?' })).messages.length).toBeGreaterThan(
        0,
      );
    },
  );

  it('holds a Basic player to 5 custom messages when 8 are sent at once to 8 characters', async () => {
    const player = await createPlayer(ts, 1);
    for (const id of others) ok(await send(ts, player, 'rest', id));
    const answers = await Promise.all(
      others.map((id, i) =>
        send(ts, player, i % 2 ? 'trpc' : 'rest', id, { message: `I had soup today, ${id}`, mode: 'freestyle' }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.error).toMatchObject({ error: 'No custom messages left today', cause: 'quota' });
    expect(await ts.db.prisma.quotaUsage.findMany({ where: { userId: player.id }, select: { count: true } })).toEqual([
      { count: 5 },
    ]);
    // a refused turn left nothing behind: no message of the player, no advanced state
    expect(await ts.db.prisma.message.count({ where: { userId: player.id, role: 'user' } })).toBe(5);
    const states = await ts.db.prisma.gameState.findMany({ where: { userId: player.id } });
    expect(states.filter((s) => parseGameState(s.state)?.counters.turns === 2)).toHaveLength(5);
    expect(states.filter((s) => parseGameState(s.state)?.counters.turns === 1)).toHaveLength(3);
  });
});
