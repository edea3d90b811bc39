import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { ModelClient } from '../model/client.ts';
import { createModelRouter } from '../model/router.ts';
import { tierEndpoints } from '../model/settings.ts';
import { memoryReplyCache, redisReplyCache, type ReplyCache } from '../model/reply-cache.ts';
import { createContentFilter, type ContentFilter } from '../safety/filter.ts';
import { packScenarios, type ReloadableScenarios } from './scenarios.ts';

/** What the game's turns use besides the database: the model, its reply cache, scenarios and the filter. */
export interface GameServices {
  /** Routes each call to the tier's model, then the fallback; null when no model is configured (the scripted engine serves every mode). */
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
  const tiers = tierEndpoints(config);
  return {
    model: tiers
      ? createModelRouter({
          tiers,
          turnMs: config.MODEL_TURN_TIMEOUT_MS,
          breaker: {
            failures: config.MODEL_BREAKER_FAILURES,
            cooldownMs: config.MODEL_BREAKER_COOLDOWN_SECONDS * 1000,
          },
        })
      : null,
    cache: deps.redis ? redisReplyCache(deps.redis) : memoryReplyCache(),
    scenarios: packScenarios(deps.packDir, deps.log),
    filter: createContentFilter(config.CONTENT_FILTER_NAMES),
  };
}
