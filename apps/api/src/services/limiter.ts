import { isIP } from 'node:net';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Fixed-window counters for throttling: Redis when configured (shared by instances), else in-process. */
export interface Limiter {
  /** Counts one hit on `key`; true while the count within the window is at most `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** The count of `key`'s current window without counting (0 when none) and the milliseconds until it ends. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

/** Keys the in-process store keeps at most; past that the least recently used one goes. */
export const MEMORY_LIMITER_MAX_KEYS = 100_000;

interface Window {
  start: number;
  windowMs: number;
  count: number;
}

/**
 * In-process store: fixed windows in an LRU cache (lru-cache keeps the recency order and the size).
 * When full, expired windows among the least recently used go first, then the least recently used, so
 * a flood of new keys cannot wipe the counters an attacker keeps hitting (their own, the victim's).
 * Windows end on the injected clock, checked here (lru-cache's own expiry reads a start of 0 as none).
 */
export function memoryLimiter(now: () => number = Date.now, maxKeys = MEMORY_LIMITER_MAX_KEYS): Limiter {
  const windows = new LRUCache<string, Window>({ max: maxKeys });
  const live = (w: Window | undefined, t: number): w is Window => w !== undefined && t - w.start < w.windowMs;
  const makeRoom = (t: number) => {
    if (windows.size < maxKeys) return;
    const expired: string[] = [];
    let scanned = 0;
    for (const key of windows.rkeys()) {
      if (++scanned > 64) break;
      if (!live(windows.peek(key), t)) expired.push(key);
    }
    for (const key of expired) windows.delete(key);
  };
  return {
    hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!live(w, t)) {
        windows.delete(key);
        makeRoom(t);
        w = { start: t, windowMs, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return Promise.resolve(w.count <= limit);
    },
    peek(key) {
      const t = now();
      const w = windows.peek(key);
      return Promise.resolve(
        live(w, t) ? { count: w.count, resetInMs: w.start + w.windowMs - t } : { count: 0, resetInMs: 0 },
      );
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

/** INCR and the window's expiry in one atomic step (a crash between the two would leave a key that never expires). */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export function redisLimiter(redis: Redis, prefix = 'limit:'): Limiter {
  return {
    async hit(key, limit, windowMs) {
      const count = Number(await redis.eval(HIT_SCRIPT, 1, prefix + key, String(Math.max(1, Math.round(windowMs)))));
      return count <= limit;
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      const n = Number(count ?? 0);
      return n > 0 && ttl > 0 ? { count: n, resetInMs: ttl } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * The part of an address that identifies one client for throttling: an IPv4 address as is, an
 * IPv6 address by its /64 prefix (one subscriber usually holds a whole /64 and can pick any address
 * in it), an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const plain = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIP(plain) !== 6) return plain;
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = plain.includes('::') ? plain.split('::') : [plain, ''];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // an embedded IPv4 tail counts as two groups
  const groups = [
    ...left,
    ...new Array<string>(Math.max(0, 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0))).fill('0'),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
