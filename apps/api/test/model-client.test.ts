import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelClient, ModelError } from '../src/services/model/client.ts';
import { parseModelReply } from '../src/services/model/reply.ts';
import { buildPrompt } from '../src/services/model/prompt.ts';
import { memoryReplyCache } from '../src/services/model/reply-cache.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { characterData } from './game-fixtures.ts';

describe('OpenAI-compatible model client', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
  });
  afterAll(() => fake.close());

  const client = () =>
    createModelClient({ baseUrl: `${fake.url}/`, apiKey: 'sk-test', model: 'tiny', timeoutMs: 300, temperature: 0.7 });

  it('posts model, messages, a JSON response format and the bearer key to /chat/completions', async () => {
    fake.queue({ kind: 'reply', content: modelAnswer(['Hi!']) });
    const { content } = await client().complete([{ role: 'user', content: 'hello' }]);
    expect(JSON.parse(content)).toMatchObject({ lines: ['Hi!'] });
    const req = fake.requests.at(-1)!;
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({
      model: 'tiny',
      messages: [{ role: 'user', content: 'hello' }],
      response_format: { type: 'json_object' },
      temperature: 0.7,
    });
  });

  it("reads the tokens a completion used from the answer's usage, whatever parts of it the server gives", async () => {
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
    const tokens = [];
    for (let i = 0; i < 4; i++) tokens.push((await client().complete([{ role: 'user', content: 'x' }])).tokens);
    expect(tokens).toEqual([10, 10, 0, 55]);
  });

  it('sends no Authorization header without a key', async () => {
    fake.queue({ kind: 'reply', content: modelAnswer(['Hi!']) });
    await createModelClient({ baseUrl: fake.url, model: 'tiny', timeoutMs: 300, temperature: 0.7 }).complete([
      { role: 'user', content: 'x' },
    ]);
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('names each failure: timeout, HTTP status, unreachable server', async () => {
    fake.queue({ kind: 'hang' });
    await expect(client().complete([])).rejects.toMatchObject({ kind: 'timeout' });
    fake.queue({ kind: 'status', status: 500 });
    await expect(client().complete([])).rejects.toMatchObject({ kind: 'http' });
    const down = createModelClient({ baseUrl: 'http://127.0.0.1:1/v1', model: 'x', timeoutMs: 300, temperature: 1 });
    await expect(down.complete([])).rejects.toBeInstanceOf(ModelError);
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
    expect(messages).toHaveLength(1 + 12 + 1);
    expect(messages[1]!.content).toBe('message 8');
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
