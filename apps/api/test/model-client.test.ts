import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelClient, ModelError, type ModelEndpoint } from '../src/services/model/client.ts';
import { parseModelReply } from '../src/services/model/reply.ts';
import { buildPrompt } from '../src/services/model/prompt.ts';
import { memoryReplyCache } from '../src/services/model/reply-cache.ts';
import { countTokens } from '../src/services/model/tokens.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { characterData } from './game-fixtures.ts';

describe('OpenAI-compatible model client', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
  });
  afterAll(() => fake.close());

  const endpoint = (over: Partial<ModelEndpoint> = {}): ModelEndpoint => ({
    name: 'primary',
    baseUrl: `${fake.url}/`,
    apiKey: 'sk-test',
    model: 'tiny',
    settings: { temperature: 0.7 },
    firstTokenMs: 300,
    timeoutMs: 300,
    ...over,
  });
  const client = () => createModelClient(endpoint());

  it('streams model, messages, a JSON response format, the settings and the bearer key to /chat/completions', async () => {
    fake.queue({ kind: 'reply', content: modelAnswer(['Hi!']) });
    const settings = { top_p: 0.9, min_p: 0.05, repetition_penalty: 1.1, frequency_penalty: 0.2, max_tokens: 300 };
    const { content } = await createModelClient(
      endpoint({ settings: { temperature: 0.7, ...settings, stop: ['\nPlayer:'] } }),
    ).complete([{ role: 'user', content: 'hello' }]);
    expect(JSON.parse(content)).toMatchObject({ lines: ['Hi!'] });
    const req = fake.requests.at(-1)!;
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({
      model: 'tiny',
      messages: [{ role: 'user', content: 'hello' }],
      response_format: { type: 'json_object' },
      temperature: 0.7,
      ...settings,
      stop: ['\nPlayer:'],
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('gives the content delta by delta as the server streams it, then the whole completion', async () => {
    fake.queue({ kind: 'reply', content: modelAnswer(['Hi there!']), chunks: 4, delayMs: 10 });
    const it = client().stream([{ role: 'user', content: 'hello' }]);
    const deltas: string[] = [];
    let next = await it.next();
    while (!next.done) {
      deltas.push(next.value);
      next = await it.next();
    }
    expect(deltas).toHaveLength(4);
    expect(deltas.join('')).toBe(next.value.content);
    expect(JSON.parse(next.value.content)).toMatchObject({ lines: ['Hi there!'] });
  });

  it("reads the tokens a completion used from the answer's usage, else estimates them", async () => {
    fake.queue(
      {
        kind: 'reply',
        content: modelAnswer(['Hi!']),
        usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 },
      },
      { kind: 'reply', content: modelAnswer(['Hi!']), usage: { prompt_tokens: 7, completion_tokens: 3 } },
      { kind: 'reply', content: modelAnswer(['Hi!']), usage: null },
      { kind: 'invalid', usage: { total_tokens: 55 } },
    );
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await client().complete([{ role: 'user', content: 'x' }]));
    expect(answers.slice(0, 2).map((a) => [a.promptTokens, a.completionTokens, a.tokens, a.estimated])).toEqual([
      [7, 3, 10, false],
      [7, 3, 10, false],
    ]);
    // no usage, or only a total: counted by the tokenizer, a message's template tokens included
    expect(answers[2]).toMatchObject({
      // "x", its role markers (4) and the answer's start (3)
      promptTokens: 1 + 4 + 3,
      // {"lines":["Hi!"],"meter":2,"options":["Tell me more","You are lovely","Shall we go out?"]}
      completionTokens: countTokens(JSON.stringify(modelAnswer(['Hi!']))),
      estimated: true,
    });
    expect(answers[2]!.completionTokens).toBeGreaterThan(15);
    expect(answers[2]!.completionTokens).toBeLessThan(35);
    expect(answers[3]!.estimated).toBe(true);
  });

  it('sends no Authorization header without a key', async () => {
    fake.queue({ kind: 'reply', content: modelAnswer(['Hi!']) });
    await createModelClient(endpoint({ apiKey: undefined })).complete([{ role: 'user', content: 'x' }]);
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('names each failure: timeout, HTTP status, busy with its Retry-After, unreachable server, broken stream', async () => {
    fake.queue({ kind: 'hang' });
    await expect(client().complete([])).rejects.toMatchObject({ kind: 'timeout' });
    fake.queue({ kind: 'status', status: 500 });
    await expect(client().complete([])).rejects.toMatchObject({ kind: 'http', status: 500 });
    fake.queue({ kind: 'status', status: 429, retryAfter: '7' });
    await expect(client().complete([])).rejects.toMatchObject({ kind: 'busy', retryAfterMs: 7000 });
    fake.queue({ kind: 'status', status: 503 });
    await expect(client().complete([])).rejects.toMatchObject({ kind: 'busy', retryAfterMs: undefined });
    const down = createModelClient(endpoint({ baseUrl: 'http://127.0.0.1:1/v1' }));
    await expect(down.complete([])).rejects.toMatchObject({ kind: 'network' });
    fake.queue({ kind: 'cut-stream' });
    await expect(client().complete([])).rejects.toBeInstanceOf(ModelError);
    fake.queue({ kind: 'garbled-stream' });
    await expect(client().complete([])).rejects.toBeInstanceOf(ModelError);
  });

  it('gives up when the first token is late, even on a long whole-answer limit', async () => {
    const slowStart = createModelClient(endpoint({ firstTokenMs: 150, timeoutMs: 5000 }));
    fake.queue({ kind: 'silent-stream' });
    const started = performance.now();
    await expect(slowStart.complete([])).rejects.toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1000);
    // a model that starts at once may take longer than the first-token limit for the whole answer
    fake.queue({ kind: 'reply', content: modelAnswer(['Slow but steady']), chunks: 4, delayMs: 80 });
    expect(JSON.parse((await slowStart.complete([])).content)).toMatchObject({ lines: ['Slow but steady'] });
  });

  it('asks for the JSON schema, falls back to a JSON object, then to no format, and remembers what the server takes', async () => {
    const schema = { name: 'reply', schema: { type: 'object' } };
    const remembering = client();
    fake.queue({ kind: 'reply', content: modelAnswer(['A']) });
    await remembering.complete([], { schema });
    expect(fake.requests.at(-1)!.body.response_format).toEqual({ type: 'json_schema', json_schema: schema });
    fake.reset();
    fake.refuseFormats = ['json_schema'];
    await remembering.complete([], { schema });
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    await remembering.complete([], { schema });
    expect(fake.requests.at(-1)!.body.response_format?.type).toBe('json_object');
    fake.reset();
    fake.refuseFormats = ['json_schema', 'json_object'];
    const fresh = client();
    await fresh.complete([], { schema });
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object', undefined]);
    fake.reset();
  });

  it('validates the JSON answer', () => {
    expect(parseModelReply(JSON.stringify(modelAnswer(['a', 'b'])))).toMatchObject({ lines: ['a', 'b'], meter: 2 });
    expect(parseModelReply('```json\n' + JSON.stringify(modelAnswer(['a'])) + '\n```')).not.toBeNull();
    expect(parseModelReply('not json')).toBeNull();
    expect(parseModelReply(JSON.stringify(modelAnswer([])))).toBeNull();
    expect(parseModelReply(JSON.stringify(modelAnswer(['a', 'b', 'c', 'd'])))).toBeNull();
    expect(parseModelReply(JSON.stringify(modelAnswer(['a'], 9)))).toBeNull();
    expect(parseModelReply(JSON.stringify(modelAnswer(['a'], -7)))).toBeNull();
    expect(parseModelReply(JSON.stringify(modelAnswer(['a'], 1, ['x', 'y'])))).toBeNull();
    expect(parseModelReply(JSON.stringify(modelAnswer(['a'], 1.5)))).toBeNull();
    expect(
      parseModelReply(JSON.stringify(modelAnswer(['a'], 0, undefined, { linesTrans: ['x', 'y'] })))?.linesTrans,
    ).toBeUndefined();
  });
});

describe('prompt builder', () => {
  const character = characterData('mila');
  it('holds persona, stage, location, meter band, summary, recent history and the language', () => {
    const history = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      response: `message ${i} [pic.jpg]`,
    }));
    const messages = buildPrompt({
      character,
      stage: 'date',
      location: 'Cozy cafe',
      meter: 22,
      summary: 'They met at the cafe.',
      history,
      message: 'Dance with me',
      mode: 'freestyle',
      picked: false,
      language: 'de',
    });
    const system = messages[0]!.content;
    expect(system).toContain('Char mila');
    expect(system).toContain('Age: 24');
    expect(system).toContain('Warm, witty, loves jazz.');
    expect(system).toContain('Cozy cafe');
    expect(system).toContain('hot');
    expect(system).toContain('They met at the cafe.');
    expect(system).toContain('German');
    // twenty short messages fit the default budget whole (prompt-budget.test.ts cuts longer ones)
    expect(messages).toHaveLength(1 + 20 + 1);
    expect(messages[1]!.content).toBe('message 0');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Dance with me' });
  });
});

describe('reply cache (in-process LRU)', () => {
  it('evicts the least recently used entry', async () => {
    const cache = memoryReplyCache(2);
    const reply = { lines: ['x'], meter: 0, options: ['a', 'b', 'c'] };
    await cache.set('a', reply);
    await cache.set('b', reply);
    await cache.get('a');
    await cache.set('c', reply);
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('c')).not.toBeNull();
  });
});
