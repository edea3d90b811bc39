import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { parseGameState, sentKey } from '@app/game-engine';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import {
  characterData,
  createPlayer,
  distinctModelAnswers,
  friendly,
  insertCharacter,
  isSummaryRequest,
  ok,
  send,
} from './game-fixtures.ts';

describeEachDb('the language model in the game', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, {
      // the smallest context budget: history leaves the prompt after a few turns, so the summary is due
      config: {
        MODEL_BASE_URL: fake.url,
        MODEL_API_KEY: 'sk-game',
        MODEL_TIMEOUT_MS: '300',
        MODEL_CONTEXT_TOKENS: '1024',
      },
    });
    await insertCharacter(ts, 'mila');
    // One beat per band, the cold one the warm one again: after the opening (warm) beat the only unsaid
    // beat is the hot one, the same for every player, so free players share cached lines.
    const talk = characterData('solo').dialogue.talk;
    await insertCharacter(ts, 'solo', 0, {
      dialogue: {
        ...characterData('solo').dialogue,
        talk: { cold: [talk.warm[0]!], warm: [talk.warm[0]!], hot: [talk.hot[0]!] },
      },
    });
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });
  const defaultFallback = { kind: 'reply' as const, content: modelAnswer(['Hello from the model.']) };
  beforeEach(() => {
    fake.reset();
    fake.fallback = defaultFallback;
  });

  async function freestylePlayer() {
    const player = await createPlayer(ts, 1);
    const greeting = ok(await send(ts, player, 'rest', 'mila'));
    expect(fake.requests).toHaveLength(0);
    return { player, greeting };
  }

  it('uses a valid model answer for a FreeStyle turn: lines, meter and replies', async () => {
    const { player, greeting } = await freestylePlayer();
    fake.queue({
      kind: 'reply',
      content: modelAnswer(['Oh, you noticed my new earrings?', 'Tell me more about you.'], 2, [
        'I did!',
        'They suit you',
        'What else is new?',
      ]),
    });
    const reply = ok(await send(ts, player, 'trpc', 'mila', { message: 'I love your earrings', mode: 'freestyle' }));
    expect(reply.messages.map((m) => m.response)).toEqual([
      'Oh, you noticed my new earrings?',
      'Tell me more about you.',
    ]);
    expect(reply.options).toEqual(['I did!', 'They suit you', 'What else is new?']);
    expect(reply.horny).toBe(greeting.horny + 2);
    expect(reply.score).toBe(2);
    expect(fake.requests).toHaveLength(1);
    const prompt = fake.requests[0]!.body.messages!;
    expect(prompt[0]!.content).toContain('Char mila');
    expect(prompt.at(-1)).toEqual({ role: 'user', content: 'I love your earrings' });
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-game');
    const stored = await ts.db.prisma.message.findMany({
      where: { userId: player.id, role: 'assistant' },
      orderBy: { id: 'desc' },
      take: 2,
    });
    expect(stored.map((m) => m.response).reverse()).toEqual(reply.messages.map((m) => m.response));
    const metrics = await ts.built.app.metrics.registry.getSingleMetricAsString('chat_turns_total');
    expect(metrics).toMatch(/engine="model"/);
  });

  it('retries invalid output once, then the scripted engine answers', async () => {
    const { player } = await freestylePlayer();
    fake.queue({ kind: 'invalid' }, { kind: 'invalid' });
    const reply = ok(await send(ts, player, 'rest', 'mila', { message: 'Tell me a secret', mode: 'freestyle' }));
    expect(fake.requests).toHaveLength(2);
    expect(reply.options.some((o) => o.startsWith('Friendly'))).toBe(true);
    expect(reply.messages.length).toBeGreaterThan(0);

    fake.requests.length = 0;
    fake.queue({ kind: 'invalid' }, { kind: 'reply', content: modelAnswer(['Second try worked.']) });
    const second = ok(await send(ts, player, 'rest', 'mila', { message: 'Another secret?', mode: 'freestyle' }));
    expect(fake.requests).toHaveLength(2);
    expect(second.messages.map((m) => m.response)).toEqual(['Second try worked.']);
    const errors = await ts.built.app.metrics.registry.getSingleMetricAsString('model_errors_total');
    expect(errors).toMatch(/kind="invalid"} [3-9]/);
  });

  it('answers from the scripted engine when the model hangs past the timeout or fails with 500', async () => {
    const { player } = await freestylePlayer();
    fake.queue({ kind: 'hang' });
    const started = Date.now();
    const hung = ok(await send(ts, player, 'rest', 'mila', { message: 'Are you there?', mode: 'freestyle' }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(hung.options.some((o) => o.startsWith('Friendly'))).toBe(true);
    fake.queue({ kind: 'status', status: 500 });
    const failed = ok(await send(ts, player, 'trpc', 'mila', { message: 'Hello again', mode: 'freestyle' }));
    expect(failed.options.some((o) => o.startsWith('Friendly'))).toBe(true);
    expect(fake.requests).toHaveLength(2);
    const errors = await ts.built.app.metrics.registry.getSingleMetricAsString('model_errors_total');
    expect(errors).toMatch(/kind="timeout"/);
    expect(errors).toMatch(/kind="http"/);
  });

  it('refuses model output that hits the filter: scripted answer and a report', async () => {
    const { player } = await freestylePlayer();
    fake.queue({ kind: 'reply', content: modelAnswer(['I feel like a teen again!']) });
    const reply = ok(await send(ts, player, 'rest', 'mila', { message: 'How do you feel?', mode: 'freestyle' }));
    expect(reply.messages.some((m) => m.response.includes('teen'))).toBe(false);
    expect(reply.options.some((o) => o.startsWith('Friendly'))).toBe(true);
    const report = await ts.db.prisma.report.findFirst({ where: { userId: player.id } });
    expect(report).toMatchObject({ kind: 'filter', status: 'open', text: 'I feel like a teen again!', charId: 'mila' });
    expect(report?.context).toMatchObject({ source: 'model', category: 'minors' });
    expect(await ts.db.prisma.message.count({ where: { response: { contains: 'teen' } } })).toBe(0);
  });

  it('caches chat-mode generations for the free tier and gives tier holders fresh ones', async () => {
    const a = await createPlayer(ts);
    const b = await createPlayer(ts);
    const vip = await createPlayer(ts, 2);
    const greetA = ok(await send(ts, a, 'rest', 'solo'));
    const greetB = ok(await send(ts, b, 'rest', 'solo'));
    const greetV = ok(await send(ts, vip, 'rest', 'solo'));
    fake.queue({ kind: 'reply', content: modelAnswer(['Cached words for everyone.']) });
    const first = ok(await send(ts, a, 'rest', 'solo', { message: friendly(greetA) }));
    expect(first.messages.map((m) => m.response)).toEqual(['Cached words for everyone.']);
    // chat mode keeps the engine's replies (they carry the meter effects)
    expect(first.options.some((o) => o.startsWith('Friendly'))).toBe(true);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.messages!.at(-1)!.content).toMatch(
      /^\(The player picked the suggested reply\) Friendly/,
    );

    const second = ok(await send(ts, b, 'trpc', 'solo', { message: friendly(greetB) }));
    expect(second.messages.map((m) => m.response)).toEqual(['Cached words for everyone.']);
    expect(fake.requests).toHaveLength(1);

    fake.queue({ kind: 'reply', content: modelAnswer(['Fresh words for a VIP.']) });
    const fresh = ok(await send(ts, vip, 'rest', 'solo', { message: friendly(greetV) }));
    expect(fresh.messages.map((m) => m.response)).toEqual(['Fresh words for a VIP.']);
    expect(fake.requests).toHaveLength(2);
    const cache = await ts.built.app.metrics.registry.getSingleMetricAsString('reply_cache_total');
    expect(cache).toMatch(/result="hit"} 1/);
  });

  it('asks for the player language and keeps the original with its translation', async () => {
    const { player } = await freestylePlayer();
    fake.queue({
      kind: 'reply',
      content: modelAnswer(['You are sweet.'], 1, ['Thanks', 'You too', 'Coffee?'], {
        linesTrans: ['Eres un encanto.'],
        optionsTrans: ['Gracias', 'Tú también', '¿Café?'],
      }),
    });
    const reply = ok(await send(ts, player, 'rest', 'mila', { message: 'Hola guapa', mode: 'freestyle' }, 'es'));
    expect(reply.messages[0]).toMatchObject({ response: 'You are sweet.', responseTrans: 'Eres un encanto.' });
    expect(reply.optionsTrans).toEqual(['Gracias', 'Tú también', '¿Café?']);
    expect(fake.requests[0]!.body.messages![0]!.content).toContain('Spanish');
  });

  it('never sends a model line twice: a repeat falls back to the scripted engine', async () => {
    const { player } = await freestylePlayer();
    fake.queue(
      { kind: 'reply', content: modelAnswer(['Same old line.']) },
      { kind: 'reply', content: modelAnswer(['Same old line.']) },
    );
    ok(await send(ts, player, 'rest', 'mila', { message: 'First', mode: 'freestyle' }));
    const again = ok(await send(ts, player, 'rest', 'mila', { message: 'Second', mode: 'freestyle' }));
    expect(again.messages.map((m) => m.response)).not.toContain('Same old line.');
    const row = await ts.db.prisma.gameState.findFirst({ where: { userId: player.id } });
    expect(parseGameState(row?.state)?.sent.filter((s) => s === sentKey('Same old line.'))).toHaveLength(1);
  });

  it('keeps a running summary of older history and a digest of the relationship in the prompt', async () => {
    const summary = 'The player is a night-shift nurse who loves hiking; they joked about jazz records.';
    const model = distinctModelAnswers(fake, summary);
    const player = await createPlayer(ts, 3);
    ok(await send(ts, player, 'rest', 'mila'));
    const said = ['I work as a nurse and I love hiking', 'My favourite record is a jazz one', 'I had soup today'];
    for (let i = 0; i < 12; i++)
      ok(
        await send(ts, player, i % 2 ? 'trpc' : 'rest', 'mila', {
          message: `${said[i % said.length]} (${i})`,
          mode: 'freestyle',
        }),
      );
    expect(model.turns()).toBe(12);

    // a background job asked the model to summarise the messages that left the prompt window...
    await ts.built.app.jobs!.idle();
    const asked = fake.requests.filter((r) => isSummaryRequest(r.body));
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked[0]!.body.messages!.at(-1)!.content).toContain('Player: I work as a nurse and I love hiking (0)');
    // ...kept the answer beside the game state...
    const row = await ts.db.prisma.gameState.findFirst({ where: { userId: player.id, charId: 'mila' } });
    expect(row?.summary).toBe(summary);
    // ...and the next turn's prompt carries it, with the digest of what the player shared
    ok(await send(ts, player, 'rest', 'mila', { message: 'Still thinking of you', mode: 'freestyle' }));
    const turns = fake.requests.filter((r) => !isSummaryRequest(r.body));
    const last = turns.at(-1)!.body.messages![0]!.content;
    expect(last).toContain(`Earlier in this conversation: ${summary}`);
    expect(last).toContain('What you know so far:');
    expect(last).toContain('"I work as a nurse and I love hiking (9)"');
    expect(last).toContain('You have not been on a date yet.');
    // the first turns had nothing to summarise yet
    expect(turns[0]!.body.messages![0]!.content).not.toContain('Earlier in this conversation');
  });

  it('falls back to the digest when the model cannot summarise', async () => {
    const player = await createPlayer(ts, 3);
    ok(await send(ts, player, 'rest', 'mila'));
    fake.fallback = (body) =>
      isSummaryRequest(body)
        ? { kind: 'status', status: 500 }
        : { kind: 'reply', content: modelAnswer([`Line ${Math.random()}`], 0) };
    for (let i = 0; i < 12; i++)
      ok(await send(ts, player, 'rest', 'mila', { message: `I live by the sea, day ${i}`, mode: 'freestyle' }));
    await ts.built.app.jobs!.idle();
    const turns = fake.requests.filter((r) => !isSummaryRequest(r.body));
    const last = turns.at(-1)!.body.messages![0]!.content;
    expect(last).not.toContain('Earlier in this conversation');
    expect(last).toContain('"I live by the sea, day 10"');
    expect(last).toMatch(/The mood (stayed the same|warmed up|cooled down): it started warm \(10\/30\)/);
    expect(fake.requests.some((r) => isSummaryRequest(r.body))).toBe(true);
  });
});
