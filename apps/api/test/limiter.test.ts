import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, memoryLimiter, redisLimiter } from '../src/services/limiter.ts';

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

describe('rate limiter: in-process store', () => {
  it('counts hits in a fixed window and starts over after it', async () => {
    let now = 0;
    const limiter = memoryLimiter(() => now);
    expect(await limiter.hit('k', 2, 1000)).toBe(true);
    expect(await limiter.hit('k', 2, 1000)).toBe(true);
    expect(await limiter.hit('k', 2, 1000)).toBe(false);
    now = 400;
    expect(await limiter.peek('k')).toEqual({ count: 3, resetInMs: 600 });
    now = 1000;
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await limiter.hit('k', 2, 1000)).toBe(true);
    await limiter.reset('k');
    expect((await limiter.peek('k')).count).toBe(0);
  });

  it('a flood of new keys cannot wipe the counters that are in use', async () => {
    let now = 0;
    const limiter = memoryLimiter(() => now, 100);
    for (let i = 0; i < 5; i++) await limiter.hit('victim', 5, 60_000);
    // an attacker makes 10 000 keys while the victim's counter keeps being hit
    for (let i = 0; i < 10_000; i++) {
      await limiter.hit(`flood:${i}`, 5, 60_000);
      if (i % 50 === 0) await limiter.hit('victim', 5, 60_000);
      now += 1;
    }
    expect(await limiter.hit('victim', 5, 60_000)).toBe(false);
    expect((await limiter.peek('victim')).count).toBeGreaterThan(200);
    // only the least recently used keys went
    expect((await limiter.peek('flood:0')).count).toBe(0);
    expect((await limiter.peek('flood:9999')).count).toBe(1);
  });

  it('drops expired windows first when it is full', async () => {
    let now = 0;
    const limiter = memoryLimiter(() => now, 3);
    await limiter.hit('long', 1, 100_000);
    await limiter.hit('short-1', 1, 10);
    await limiter.hit('short-2', 1, 10);
    now = 50;
    await limiter.hit('new', 1, 100_000);
    await limiter.hit('new-2', 1, 100_000);
    expect((await limiter.peek('long')).count).toBe(1);
  });
});

describe('rate limiter: the address a client is counted by', () => {
  it('takes IPv4 addresses as they are and IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const ip of ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:abcd::9', '[2001:db8:1:2::5]', '2001:db8:1:2::1%eth0', '2001:db8:1:2:0:0:1.2.3.4']) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});

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
