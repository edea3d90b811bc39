import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { createModelClient, type ModelClient } from '../model/client.ts';
import { memoryReplyCache, redisReplyCache, type ReplyCache } from '../model/reply-cache.ts';
import { createContentFilter, type ContentFilter } from '../safety/filter.ts';
import { packScenarios, type ReloadableScenarios } from './scenarios.ts';

/** What the game's turns use besides the database: the model, its reply cache, scenarios and the filter. */
export interface GameServices {
  /** Null when MODEL_BASE_URL is unset: the scripted engine serves every mode. */
  model: ModelClient | null;
  cache: ReplyCache;
  /** The pack's scenarios; the console's reload makes this process read them again. */
  scenarios: ReloadableScenarios;
  filter: ContentFilter;
}

/**
 * `packDir` is the content pack folder as the server resolved it (CONTENT_DIR against the repository
 * root, see resolvePackDir); without it the scenarios come from the demo pack.
 */
export function createGameServices(
  config: Config,
  deps: { log: Logger; redis?: Redis; packDir?: string },
): GameServices {
  return {
    model: config.MODEL_BASE_URL
      ? createModelClient({
          baseUrl: config.MODEL_BASE_URL,
          apiKey: config.MODEL_API_KEY,
          model: config.MODEL_NAME,
          timeoutMs: config.MODEL_TIMEOUT_MS,
          temperature: config.MODEL_TEMPERATURE,
        })
      : null,
    cache: deps.redis ? redisReplyCache(deps.redis) : memoryReplyCache(),
    scenarios: packScenarios(deps.packDir, deps.log),
    filter: createContentFilter(config.CONTENT_FILTER_NAMES),
  };
}
