import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisLimiter } from '../src/services/limiter.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const redisUp = await redisReachable();
if (!redisUp) {
  if (process.env.CI) throw new Error(`Redis is not reachable at ${REDIS_URL}: the limiter test needs it in CI`);
  console.warn(`\n!!! Redis is not reachable at ${REDIS_URL}: the Redis half of the limiter test is SKIPPED\n`);
}

describe.skipIf(!redisUp)('rate limiter: Redis store (shared by instances)', () => {
  let redis: Redis;
  const prefix = `test-limit-${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts hits exactly under concurrency, and every counter gets its expiry in the same step', async () => {
    const limiter = redisLimiter(redis, prefix);
    const answers = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('burst', 10, 60_000)));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await redis.get(`${prefix}burst`)).toBe('50');
    const ttl = await redis.pttl(`${prefix}burst`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    const peek = await limiter.peek('burst');
    expect(peek.count).toBe(50);
    expect(peek.resetInMs).toBeGreaterThan(55_000);
  });

  it('repairs a counter left without expiry (as a crash between INCR and PEXPIRE would leave it)', async () => {
    const limiter = redisLimiter(redis, prefix);
    await redis.set(`${prefix}stuck`, '7');
    expect(await redis.pttl(`${prefix}stuck`)).toBe(-1);
    await limiter.hit('stuck', 100, 30_000);
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(25_000);
  });

  it('ends the window after its time, and reset clears it', async () => {
    const limiter = redisLimiter(redis, prefix);
    expect(await limiter.hit('short', 1, 50)).toBe(true);
    expect(await limiter.hit('short', 1, 50)).toBe(false);
    await new Promise((r) => setTimeout(r, 120));
    expect(await limiter.peek('short')).toEqual({ count: 0, resetInMs: 0 });
    expect(await limiter.hit('short', 1, 50)).toBe(true);
    await limiter.hit('gone', 1, 60_000);
    await limiter.reset('gone');
    expect((await limiter.peek('gone')).count).toBe(0);
  });
});
