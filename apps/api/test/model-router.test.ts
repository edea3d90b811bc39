import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ModelEndpoint } from '../src/services/model/client.ts';
import { createModelRouter } from '../src/services/model/router.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';

describe('model routing: tiers, fallback model, circuit breaker, Retry-After', () => {
  let first: FakeModelServer;
  let second: FakeModelServer;
  beforeAll(async () => {
    [first, second] = await Promise.all([startFakeModelServer(), startFakeModelServer()]);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));
  beforeEach(() => {
    first.reset();
    second.reset();
    first.fallback = { kind: 'reply', content: modelAnswer(['From the first model.']) };
    second.fallback = { kind: 'reply', content: modelAnswer(['From the fallback model.']) };
  });

  const endpoint = (name: string, fake: FakeModelServer): ModelEndpoint => ({
    name,
    baseUrl: fake.url,
    model: name,
    settings: {},
    firstTokenMs: 400,
    timeoutMs: 2000,
  });
  let clock = 0;
  const router = (turnMs = 3000) => {
    clock = Date.now();
    return createModelRouter({
      tiers: [[endpoint('primary', first), endpoint('fallback', second)]],
      turnMs,
      breaker: { failures: 2, cooldownMs: 10_000 },
      now: () => clock,
    });
  };
  const linesOf = async (p: Promise<{ content: string }>) =>
    (JSON.parse((await p).content) as { lines: string[] }).lines;

  it('answers with the fallback model when the first fails', async () => {
    const model = router();
    first.queue({ kind: 'status', status: 500 });
    expect(await linesOf(model.complete([]))).toEqual(['From the fallback model.']);
    expect((await model.complete([])).endpoint).toBe('primary');
  });

  it('falls back from a hung model within the first-token limit, then skips it without a request while its breaker is open', async () => {
    const model = router();
    first.fallback = { kind: 'hang' };
    for (let i = 0; i < 2; i++) {
      const started = performance.now();
      expect(await linesOf(model.complete([]))).toEqual(['From the fallback model.']);
      expect(performance.now() - started).toBeLessThan(2000);
    }
    expect(first.requests).toHaveLength(2);
    // the breaker is open: the dead model costs no wait at all
    const started = performance.now();
    expect(await linesOf(model.complete([]))).toEqual(['From the fallback model.']);
    expect(performance.now() - started).toBeLessThan(300);
    expect(first.requests).toHaveLength(2);
    // after the cool-down one request probes it; it answers again, so the breaker closes
    first.fallback = { kind: 'reply', content: modelAnswer(['Back again.']) };
    clock += 10_001;
    expect(await linesOf(model.complete([]))).toEqual(['Back again.']);
    expect(await linesOf(model.complete([]))).toEqual(['Back again.']);
    expect(first.requests).toHaveLength(4);
  });

  it('a failed probe opens the breaker for another cool-down', async () => {
    const model = router();
    first.fallback = { kind: 'status', status: 502 };
    await model.complete([]);
    await model.complete([]);
    clock += 10_001;
    await model.complete([]);
    expect(first.requests).toHaveLength(3);
    await model.complete([]);
    expect(first.requests).toHaveLength(3);
  });

  it('honours 429 and 503 Retry-After: the endpoint is skipped for that time, then asked again', async () => {
    const model = router();
    first.queue({ kind: 'status', status: 429, retryAfter: '5' });
    expect(await linesOf(model.complete([]))).toEqual(['From the fallback model.']);
    clock += 4000;
    expect(await linesOf(model.complete([]))).toEqual(['From the fallback model.']);
    expect(first.requests).toHaveLength(1);
    clock += 1001;
    expect(await linesOf(model.complete([]))).toEqual(['From the first model.']);
    first.queue({ kind: 'status', status: 503, retryAfter: new Date(clock + 60_000).toUTCString() });
    await model.complete([]);
    clock += 30_000;
    await model.complete([]);
    expect(first.requests).toHaveLength(3);
  });

  it("an answer that is not the JSON asked for is the model's words: no fallback, the breaker stays closed", async () => {
    const model = router();
    first.fallback = { kind: 'invalid' };
    for (let i = 0; i < 3; i++) await model.complete([]);
    expect(first.requests).toHaveLength(3);
    expect(second.requests).toHaveLength(0);
  });

  it('gives up when every model failed or the whole turn ran out, naming why', async () => {
    const model = router(300);
    first.fallback = { kind: 'hang' };
    second.fallback = { kind: 'hang' };
    const started = performance.now();
    await expect(model.complete([])).rejects.toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(800);
  });

  it('routes each tier to its own model', async () => {
    const model = createModelRouter({
      tiers: [
        [endpoint('primary', first)],
        [endpoint('primary', first)],
        [endpoint('primary', first)],
        [endpoint('tier3', second)],
      ],
      turnMs: 3000,
      breaker: { failures: 2, cooldownMs: 10_000 },
    });
    expect((await model.complete([], { tier: 0 })).endpoint).toBe('primary');
    expect((await model.complete([], { tier: 3 })).endpoint).toBe('tier3');
    expect(second.requests.at(-1)!.body.model).toBe('tier3');
  });
});
