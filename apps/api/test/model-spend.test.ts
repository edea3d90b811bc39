import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { DAY_MS } from '@app/game-engine';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { FAKE_USAGE, modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { runAdmin } from '../src/cli/admin-run.ts';
import { createPlayer, insertCharacter, ok, send, type TestPlayer } from './game-fixtures.ts';

/** Issue 18: tokens per player, character and day, the daily fair-use ceiling, the fallback model and the breaker in a turn. */
describeEachDb('model tokens, ceilings and resilience in the game', (kind) => {
  let ts: TestServer;
  let first: FakeModelServer;
  let second: FakeModelServer;
  beforeAll(async () => {
    [first, second] = await Promise.all([startFakeModelServer(), startFakeModelServer()]);
    ts = await startTestServer(kind, {
      config: {
        MODEL_BASE_URL: first.url,
        MODEL_FALLBACK_BASE_URL: second.url,
        MODEL_FALLBACK_NAME: 'small-model',
        MODEL_FIRST_TOKEN_MS: '1500',
        MODEL_BREAKER_FAILURES: '2',
        // a Basic player's FreeStyle stops after 2 turns of the fake's 120 tokens
        MODEL_DAILY_TOKENS: '0,240,0,0',
      },
    });
    await insertCharacter(ts, 'mila');
  });
  afterAll(async () => {
    await ts.close();
    await Promise.all([first.close(), second.close()]);
  });
  beforeEach(() => {
    first.reset();
    second.reset();
    first.fallback = { kind: 'reply', content: modelAnswer(['From the first model.']) };
    second.fallback = { kind: 'reply', content: modelAnswer(['From the fallback model.']) };
  });

  let n = 0;
  const freestyle = (player: TestPlayer) =>
    send(ts, player, ++n % 2 ? 'trpc' : 'rest', 'mila', { message: `Tell me about jazz ${n}`, mode: 'freestyle' });
  const spent = (player: TestPlayer) =>
    ts.db.prisma.playerModelUsage.findMany({
      where: { userId: player.id },
      select: { day: true, charId: true, tier: true, promptTokens: true, completionTokens: true },
    });

  it("records each turn's prompt and completion tokens from the server's usage, per player, character and day", async () => {
    const player = await createPlayer(ts, 2);
    ok(await send(ts, player, 'rest', 'mila'));
    const before = (await ts.built.app.metrics.modelTokens.get()).values;
    ok(await freestyle(player));
    first.queue({
      kind: 'reply',
      content: modelAnswer(['Again.']),
      usage: { prompt_tokens: 50, completion_tokens: 7 },
    });
    ok(await freestyle(player));
    const day = new Date(ts.clock.now).toISOString().slice(0, 10);
    await vi.waitFor(async () =>
      expect(await spent(player)).toEqual([
        {
          day,
          charId: 'mila',
          tier: 2,
          promptTokens: BigInt(FAKE_USAGE.prompt_tokens + 50),
          completionTokens: BigInt(FAKE_USAGE.completion_tokens + 7),
        },
      ]),
    );
    const counted = (await ts.built.app.metrics.modelTokens.get()).values;
    const of = (values: typeof counted, kind: string) =>
      values.find((v) => v.labels.tier === '2' && v.labels.kind === kind)?.value ?? 0;
    expect(of(counted, 'prompt') - of(before, 'prompt')).toBe(150);
    expect(of(counted, 'completion') - of(before, 'completion')).toBe(27);
    // the operator's list of top spenders names the player with the day's totals
    const listed = await runAdmin(ts.db.prisma, ts.clock.now, ['usage', '1', '1000']);
    expect(listed.code).toBe(0);
    expect(listed.output.split('\n')).toContain(`177  150  27  tier 2  ${player.id}`);
    expect((await runAdmin(ts.db.prisma, ts.clock.now, ['usage', 'x'])).code).toBe(1);
  });

  it("refuses FreeStyle past the tier's daily token ceiling with cause quota, until the next UTC day", async () => {
    const player = await createPlayer(ts, 1);
    ok(await send(ts, player, 'rest', 'mila'));
    ok(await freestyle(player));
    ok(await freestyle(player));
    await vi.waitFor(async () => expect((await spent(player))[0]?.promptTokens).toBe(200n));
    const asked = first.requests.length;
    const over = await freestyle(player);
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({
      error:
        "You have reached today's fair-use limit for FreeStyle. It resets at midnight UTC; the story chat still works.",
      cause: 'quota',
    });
    expect(first.requests.length).toBe(asked);
    // the scripted story chat is not a FreeStyle turn
    ok(await send(ts, player, 'rest', 'mila', { mode: 'chat' }));
    ts.clock.advance(DAY_MS);
    ok(await freestyle(player));
  });

  it('answers with the fallback model when the first hangs, and stops waiting for it once its breaker opened', async () => {
    const player = await createPlayer(ts, 2);
    ok(await send(ts, player, 'rest', 'mila'));
    first.fallback = { kind: 'hang' };
    // a line said before is not said again: each answer differs (meter 0: no stage event takes the turn)
    second.fallback = () => ({
      kind: 'reply',
      content: modelAnswer([`From the fallback model ${second.requests.length}.`], 0),
    });
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const reply = ok(await freestyle(player));
      times.push(performance.now() - started);
      expect(reply.messages.map((m) => m.response)).toEqual([`From the fallback model ${i + 1}.`]);
    }
    expect(first.requests).toHaveLength(2);
    expect(second.requests.at(-1)!.body.model).toBe('small-model');
    // the first two turns waited for the first-token limit (1.5 s), the third did not ask the dead model
    expect(Math.min(times[0]!, times[1]!)).toBeGreaterThanOrEqual(1450);
    expect(times[2]).toBeLessThan(times[0]! - 1000);
  });
});
