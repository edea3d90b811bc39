import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { modelReplySchema, type ModelReply } from './reply.ts';

/** Generated replies shared by free-tier players: keyed by character, stage, choice and language. */
export interface ReplyCache {
  get(key: string): Promise<ModelReply | null>;
  set(key: string, value: ModelReply): Promise<void>;
}

const TTL_SECONDS = 7 * 86_400;

/** An in-process least-recently-used cache (one instance; Redis shares across instances). */
export function memoryReplyCache(max = 2000): ReplyCache {
  const entries = new LRUCache<string, ModelReply>({ max });
  return {
    get: (key) => Promise.resolve(entries.get(key) ?? null),
    set: (key, value) => {
      entries.set(key, value);
      return Promise.resolve();
    },
  };
}

/** The cache in Redis; a Redis failure reads as a miss, never as a failed turn. */
export function redisReplyCache(redis: Redis, prefix = 'reply:'): ReplyCache {
  return {
    async get(key) {
      try {
        const raw = await redis.get(prefix + key);
        if (!raw) return null;
        const parsed = modelReplySchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    async set(key, value) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'EX', TTL_SECONDS);
      } catch {
        // A cache write that fails only costs a later generation.
      }
    },
  };
}
