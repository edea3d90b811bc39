import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { personaSchema } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { startFakeModelServer, type FakeModelServer, type FakeRequest } from './fake-model-server.ts';
import { createPlayer, distinctModelAnswers, insertCharacter, isSummaryRequest, ok, send } from './game-fixtures.ts';
import { promptTokens } from '../src/services/model/tokens.ts';

describeEachDb("a character's own model settings and context budget", (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, {
      config: {
        MODEL_BASE_URL: fake.url,
        MODEL_TIMEOUT_MS: '2000',
        MODEL_TEMPERATURE: '0.9',
        MODEL_MIN_P: '0.05',
        MODEL_MAX_TOKENS: '500',
        MODEL_STOP: 'END',
        MODEL_TIER3_SETTINGS: '{"temperature":0.7,"top_p":0.9}',
      },
    });
    await insertCharacter(ts, 'mila');
    await insertCharacter(ts, 'tuned', 0, {
      model: { temperature: 0.3, stop: ['</s>', '###'], max_tokens: 250, repetition_penalty: 1.1 },
    });
    // a rich card: her persona takes a good part of her 1024 tokens
    await insertCharacter(ts, 'brief', 0, {
      persona: personaSchema.parse({
        description: 'A lighthouse keeper who paints the sea at night and collects old jazz records. '.repeat(12),
      }),
      model: { contextTokens: 1024, max_tokens: 200 },
    });
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    distinctModelAnswers(fake);
  });

  const turns = () => fake.requests.filter((r) => !isSummaryRequest(r.body));
  const settingsOf = (r: FakeRequest) => {
    const { temperature, top_p, min_p, repetition_penalty, max_tokens, stop } = r.body;
    return { temperature, top_p, min_p, repetition_penalty, max_tokens, stop };
  };

  it('sends her temperature, stop sequences and max_tokens over the tier and global ones; the rest stay', async () => {
    const player = await createPlayer(ts, 3);
    ok(await send(ts, player, 'rest', 'mila'));
    ok(await send(ts, player, 'rest', 'tuned'));
    ok(await send(ts, player, 'rest', 'mila', { message: 'How was your day?', mode: 'freestyle' }));
    ok(await send(ts, player, 'trpc', 'tuned', { message: 'How was your day?', mode: 'freestyle' }));
    const [mila, tuned] = turns();
    // tier 3's model: its temperature and top_p over the global ones
    expect(settingsOf(mila!)).toEqual({
      temperature: 0.7,
      top_p: 0.9,
      min_p: 0.05,
      repetition_penalty: undefined,
      max_tokens: 500,
      stop: ['END'],
    });
    // hers win; what she does not set comes from the tier and the global settings
    expect(settingsOf(tuned!)).toEqual({
      temperature: 0.3,
      top_p: 0.9,
      min_p: 0.05,
      repetition_penalty: 1.1,
      max_tokens: 250,
      stop: ['</s>', '###'],
    });
    expect(tuned!.body.messages![0]!.content).toContain('Char tuned');
  });

  it('a small contextTokens of hers holds less history in her prompt, within her budget', async () => {
    const player = await createPlayer(ts, 3);
    for (const charId of ['mila', 'brief']) {
      ok(await send(ts, player, 'rest', charId));
      for (let i = 0; i < 10; i++)
        ok(
          await send(ts, player, 'rest', charId, {
            message: `${'Tell me about the harbour lights, the old boats and the jazz bar by the sea. '.repeat(2)}Part ${i}`,
            mode: 'freestyle',
          }),
        );
    }
    const last = (name: string) => turns().findLast((r) => r.body.messages![0]!.content.includes(name))!;
    const mila = last('Char mila').body;
    const brief = last('Char brief').body;
    // the global 4096 tokens hold the whole chat: her greeting, then 9 turns of a message and an answer
    expect(mila.messages!.some((m) => m.content.endsWith('Part 0'))).toBe(true);
    expect(mila.messages!.length).toBeGreaterThanOrEqual(1 + 1 + 9 * 2 + 1);
    expect(brief.messages!.length).toBeLessThan(mila.messages!.length - 6);
    expect(brief.messages!.length).toBeGreaterThan(2);
    expect(brief.max_tokens).toBe(200);
    expect(promptTokens(brief.messages!)).toBeLessThanOrEqual(1024 - 200);
    // the newest stay: the player's last message before this one is in
    expect(brief.messages!.some((m) => m.content.endsWith('Part 8'))).toBe(true);
    expect(brief.messages!.some((m) => m.content.endsWith('Part 0'))).toBe(false);
  }, 60_000);
});
