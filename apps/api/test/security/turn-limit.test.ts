import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { describeEachDb, startTestServer, type TestServer } from '../harness.ts';
import { createPlayer, friendly, insertCharacter, ok, send } from '../game-fixtures.ts';

/** Security issue 13, item 9: one account could write about 205 chat turns a second. */
const DEFAULT_LIMIT = loadConfig({}).CHAT_RATE_LIMIT;

describeEachDb('chat turns a minute per player', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind, { config: { CHAT_RATE_LIMIT: String(DEFAULT_LIMIT) } });
    await insertCharacter(ts, 'mila');
  });
  afterAll(() => ts.close());

  it("a script is held to the limit with the specification's error shape; a person clicking replies never meets it", async () => {
    expect(DEFAULT_LIMIT).toBeGreaterThanOrEqual(30);
    expect(DEFAULT_LIMIT).toBeLessThanOrEqual(120);
    const bot = await createPlayer(ts);
    const statuses: number[] = [];
    let refusal: { status: number; error?: { error: string; cause?: unknown } } | undefined;
    for (let i = 0; i < DEFAULT_LIMIT + 20; i++) {
      const answer = await send(ts, bot, i % 2 === 0 ? 'rest' : 'trpc', 'mila', { message: '' });
      statuses.push(answer.status);
      if (answer.status === 429) refusal ??= answer;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(DEFAULT_LIMIT);
    expect(statuses.slice(DEFAULT_LIMIT).every((s) => s === 429)).toBe(true);
    expect(refusal?.error).toEqual({
      error: 'You are sending messages too quickly. Please wait a moment and try again.',
      cause: 'rate',
    });
    const rest = await ts.server.inject({
      method: 'POST',
      url: '/api/message/game/mila',
      headers: { authorization: `Bearer ${bot.token}` },
      payload: { message: '' },
    });
    expect(rest.statusCode).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(rest.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Another player is not affected; a friendly human pace (a reply every few seconds) never reaches it.
    const human = await createPlayer(ts);
    let reply = ok(await send(ts, human, 'rest', 'mila', { message: '' }));
    for (let i = 0; i < 10; i++) {
      ts.clock.advance(4_000);
      const next =
        reply.options.length > 0
          ? { message: friendly(reply) }
          : reply.locationSelect
            ? { choices: [reply.locationSelect[0]!.id] }
            : { message: '' };
      reply = ok(await send(ts, human, 'rest', 'mila', next));
    }
    ts.clock.advance(61_000);
    expect((await send(ts, bot, 'rest', 'mila', { message: '' })).status).toBe(200);
  });
});
