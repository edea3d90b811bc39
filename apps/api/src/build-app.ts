import { join } from 'node:path';
import type { Logger } from 'pino';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { AppServices } from './app-services.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { TokenService, resolveJwtSecret } from './services/tokens.ts';
import { createMailer, type Mailer } from './services/mailer.ts';
import { memoryLimiter, redisLimiter } from './services/limiter.ts';
import { createMetrics } from './metrics.ts';
import { createGameServices } from './services/game/game-services.ts';
import { createLogger } from './log.ts';
import { createCaches } from './services/app-caches.ts';
import { queuedMailer, startJobs, type JobRunner } from './jobs/runner.ts';
import { resolvePackDir } from './services/content/index.ts';
import { ROOT_DIR } from './layout.ts';
import { usePaymentsSandbox } from './payments/sandbox/settings.ts';
import { Visits } from './services/accounts/visits.ts';
import { MediaVariants, variantsDir } from './services/media/variants.ts';

export interface BuildOptions {
  config: Config;
  log?: Logger;
  /** An already open database (tests); otherwise opened from the configuration. */
  db?: Database;
  mailer?: Mailer;
  now?: () => number;
  /** Run the background jobs (mail, pruning); the admin command goes without (default true). */
  jobs?: boolean;
  /** The content pack folder, resolved; CONTENT_DIR against the repository root (or the demo pack) when absent. */
  packDir?: string;
}

export interface BuiltApp {
  app: AppServices;
  redis?: Redis;
  close(): Promise<void>;
}

/** Opens the database, applies migrations and wires the services every procedure uses. */
export async function buildApp(opts: BuildOptions): Promise<BuiltApp> {
  const { config } = opts;
  const log = opts.log ?? createLogger(config);
  const now = opts.now ?? Date.now;
  if (config.PAYMENTS_SANDBOX) {
    usePaymentsSandbox(config);
    log.warn('payments sandbox on: card billing and both platforms are simulated under /api/sandbox, no real money');
  }
  const packDir = opts.packDir ?? resolvePackDir(config, ROOT_DIR);
  const db =
    opts.db ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: join(config.DATA_DIR, 'pglite'),
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  const applied = await db.session((sql) => migrate(sql));
  if (applied.length > 0) log.info({ applied }, 'migrations applied');

  const cache = await createCaches(db);

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  redis?.on('error', (err) => log.warn({ err }, 'redis error'));

  const transport =
    opts.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: join(config.DATA_DIR, 'outbox'), log });
  let jobs: JobRunner | undefined;
  const app: AppServices = {
    config,
    db,
    log,
    now,
    tokens: new TokenService(await resolveJwtSecret(db.sql, config), config.TOKEN_TTL_DAYS * 86_400_000, now),
    mailer: opts.jobs === false ? transport : queuedMailer(() => jobs!),
    limiter: redis ? redisLimiter(redis) : memoryLimiter(now),
    metrics: createMetrics(),
    game: createGameServices(config, { log, redis, packDir }),
    cache,
    packDir,
    media: new MediaVariants(variantsDir(config.DATA_DIR), packDir, log),
    visits: new Visits(db.sql, log),
  };
  if (opts.jobs !== false) {
    try {
      app.jobs = jobs = await startJobs(app, transport);
    } catch (error) {
      await cache.changes.close();
      redis?.disconnect();
      if (!opts.db) await db.close();
      throw error;
    }
  }
  return {
    app,
    redis,
    async close() {
      // jobs first: a mail being sent finishes (or is retried later), then the database closes
      await app.media.stop();
      await jobs?.stop();
      await app.visits.flush();
      await cache.changes.close();
      redis?.disconnect();
      if (!opts.db) await db.close();
    },
  };
}
