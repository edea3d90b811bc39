import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DAY_MS } from '@app/game-engine';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import {
  createPlayer,
  distinctModelAnswers,
  friendly,
  isSummaryRequest,
  insertCharacter,
  ok,
  send,
  storyScenario,
  type TestPlayer,
} from './game-fixtures.ts';
import { scenarioMap } from '../src/services/game/scenarios.ts';

/** The daily custom-message quota (spec §6, §9): only the player's own words answered by the model count. */
describeEachDb('custom messages a day', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  let n = 0;
  let model: { turns: () => number };
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, { config: { MODEL_BASE_URL: fake.url, MODEL_TIMEOUT_MS: '10000' } });
    await insertCharacter(ts, 'mila');
    ts.built.app.game.scenarios = scenarioMap({ cosplay: storyScenario('cosplay') });
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    model = distinctModelAnswers(fake);
  });

  /** A custom message the model answers with a line of its own (meter 0: the chat stays in its stage). */
  async function custom(player: TestPlayer) {
    n++;
    return send(ts, player, n % 2 ? 'trpc' : 'rest', 'mila', {
      message: `I had soup today, number ${n}`,
      mode: 'freestyle',
    });
  }
  const used = async (player: TestPlayer) =>
    (await ts.db.prisma.quotaUsage.findMany({ where: { userId: player.id } })).map((q) => q.count);

  it.each([
    ['Basic', 1, 5],
    ['VIP', 2, 25],
  ] as const)(
    'gives %s %i custom messages a day, then cause quota, and again on the next UTC day',
    async (_, tier, limit) => {
      const player = await createPlayer(ts, tier);
      ok(await send(ts, player, 'rest', 'mila'));
      for (let i = 0; i < limit; i++) {
        const reply = ok(await custom(player));
        expect(reply.messages.map((m) => m.response)).toEqual([`Model line ${model.turns()}`]);
      }
      const before = model.turns();
      const over = await custom(player);
      expect(over.status).toBe(429);
      expect(over.error).toMatchObject({ error: 'No custom messages left today', cause: 'quota' });
      expect(model.turns()).toBe(before);
      fake.reset();
      expect(await used(player)).toEqual([limit]);
      expect(await ts.db.prisma.message.count({ where: { userId: player.id, role: 'user' } })).toBe(limit);
      ts.clock.advance(DAY_MS);
      ok(await custom(player));
      expect((await used(player)).sort()).toEqual([1, limit].sort());
    },
  );

  it('gives God Mode unlimited custom messages', async () => {
    const player = await createPlayer(ts, 3);
    ok(await send(ts, player, 'rest', 'mila'));
    for (let i = 0; i < 40; i++) ok(await custom(player));
    expect(await ts.db.prisma.message.count({ where: { userId: player.id, role: 'user' } })).toBe(40);
  });

  it('does not count a suggested reply clicked in FreeStyle, even with no custom message left', async () => {
    const player = await createPlayer(ts, 1);
    ok(await send(ts, player, 'rest', 'mila'));
    for (let i = 0; i < 5; i++) ok(await custom(player));
    const reply = ok(await send(ts, player, 'rest', 'mila'));
    expect(await used(player)).toEqual([5]);
    fake.queue({ kind: 'reply', content: modelAnswer(['You picked well.'], 1) });
    fake.queue({ kind: 'reply', content: modelAnswer(['You picked well.'], 1) });
    const picked = ok(await send(ts, player, 'trpc', 'mila', { message: friendly(reply), mode: 'freestyle' }));
    expect(picked.messages.map((m) => m.response)).toEqual(['You picked well.']);
    // the prompt says what happened: a suggested reply was picked
    expect(
      fake.requests
        .filter((r) => !isSummaryRequest(r.body))
        .at(-1)!
        .body.messages!.at(-1)!.content,
    ).toBe(`(The player picked the suggested reply) ${friendly(reply)}`);
    expect(await used(player)).toEqual([5]);
  });

  it('does not count FreeStyle in the game-shell types, where no model answers', async () => {
    const player = await createPlayer(ts, 1);
    ok(await send(ts, player, 'rest', 'mila', { gameType: 'cosplay', mode: 'freestyle' }));
    for (let i = 0; i < 7; i++)
      ok(await send(ts, player, 'rest', 'mila', { gameType: 'cosplay', mode: 'freestyle', message: `hello ${i}` }));
    expect(model.turns()).toBe(0);
    expect(await used(player)).toEqual([]);
  });

  it('keeps chat-mode free text on the scripted engine: no model call, no quota, for any tier', async () => {
    for (const tier of [0, 2]) {
      const player = await createPlayer(ts, tier);
      ok(await send(ts, player, 'rest', 'mila'));
      const reply = ok(
        await send(ts, player, 'rest', 'mila', { message: 'Tell me everything about your favourite jazz records' }),
      );
      expect(reply.messages.length).toBeGreaterThan(0);
      expect(reply.messages.some((m) => m.response.startsWith('Hmm, go on') || m.response.includes('Hmm, go on'))).toBe(
        true,
      );
      expect(await used(player)).toEqual([]);
    }
    expect(model.turns()).toBe(0);
  });
});
