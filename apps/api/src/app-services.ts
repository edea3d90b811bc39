import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './services/tokens.ts';
import type { Mailer } from './services/mailer.ts';
import type { Limiter } from './services/limiter.ts';
import type { Metrics } from './metrics.ts';
import type { GameServices } from './services/game/game-services.ts';
import type { AppCaches } from './services/app-caches.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { MediaVariants } from './services/media/variants.ts';
import type { Visits } from './services/accounts/visits.ts';

/** Everything a procedure may use, built once at start (src/build-app.ts) and shared by all requests. */
export interface AppServices {
  config: Config;
  db: Database;
  log: Logger;
  tokens: TokenService;
  /** Sends mail through the job runner (queued, retried); the mail server itself when jobs are off (the admin command). */
  mailer: Mailer;
  /** Background jobs (mail, pruning); absent when the app was built without them. */
  jobs?: JobRunner;
  limiter: Limiter;
  /** Prometheus metrics of this process (served at /metrics). */
  metrics: Metrics;
  /** The game's language model, reply cache, scenarios and content filter. */
  game: GameServices;
  /** Players, feed pages and character lists kept in memory while the database announces their changes. */
  cache: AppCaches;
  /** The configured content pack folder (CONTENT_DIR against the repository root, or the demo pack): the console reloads it. */
  packDir: string;
  /** AVIF and WebP variants of the pack's images under DATA_DIR, written at content load (MEDIA_VARIANTS). */
  media: MediaVariants;
  /** Logins' visits (lastSeenAt), written in batches. */
  visits: Visits;
  /** Injected clock: tests move time to wait out timeouts and expiries. */
  now: () => number;
}
