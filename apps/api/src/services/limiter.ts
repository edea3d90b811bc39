import type { Redis } from 'ioredis';

/** Fixed-window counters for throttling: Redis when configured (shared by instances), else in-process. */
export interface Limiter {
  /** Counts one hit on `key`; true while the count within the window is at most `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export function memoryLimiter(now: () => number = Date.now): Limiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
        if (windows.size > 100_000) windows.clear();
      }
      w.count += 1;
      return w.count <= limit;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisLimiter(redis: Redis, prefix = 'limit:'): Limiter {
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const count = await redis.incr(k);
      if (count === 1) await redis.pexpire(k, windowMs);
      return count <= limit;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
