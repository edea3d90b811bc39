import type { AppServices } from '../app-services.ts';
import { rawQuery } from '../db/raw.ts';

const DAY_MS = 86_400_000;
/** Rows deleted per statement: a long backlog goes in short steps, each its own transaction. */
const BATCH = 1000;

async function inBatches(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await step();
    total += n;
    if (n < BATCH) return total;
  }
}

/** A timestamp parameter (ISO text) as the UTC wall time Prisma keeps in timestamp(3) columns. */
const at = (n: number) => `($${n}::timestamptz AT TIME ZONE 'UTC')`;

const deleted = async (app: AppServices, sql: string, params: unknown[]) =>
  (
    await rawQuery<{ n: number }>(
      app.db.sql,
      `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      params,
    )
  )[0]!.n;

/**
 * Anonymous players (no e-mail, no linked platform, no subscription still running, no role) with
 * no visit and no chat message for ANONYMOUS_PLAYER_RETENTION_DAYS; their progress, games and
 * messages go with them (foreign keys cascade), and the posts they liked count one like less, in the same
 * statement. Players with an account are never pruned.
 */
export function pruneAnonymousPlayers(app: AppServices): Promise<number> {
  const now = new Date(app.now());
  const cutoff = new Date(app.now() - app.config.ANONYMOUS_PLAYER_RETENTION_DAYS * DAY_MS);
  return inBatches(
    async () =>
      (
        await rawQuery<{ n: number }>(
          app.db.sql,
          `WITH doomed AS (
         SELECT u."id" FROM "User" u
         WHERE u."email" IS NULL AND u."patreonId" IS NULL AND u."subscribeStarId" IS NULL AND u."subscribeStarEmail" IS NULL
           AND u."role" = 0 AND u."lastSeenAt" < ${at(1)}
           AND NOT EXISTS (SELECT 1 FROM "Message" m WHERE m."userId" = u."id" AND m."createdAt" >= ${at(1)})
           AND NOT EXISTS (SELECT 1 FROM "Subscription" s WHERE s."userId" = u."id" AND s."expiresAt" > ${at(2)})
           AND NOT EXISTS (SELECT 1 FROM "PendingSignup" p WHERE p."userId" = u."id" AND p."expiresAt" > ${at(2)})
         LIMIT ${BATCH}),
       unliked AS (
         UPDATE "Post" p SET "likes" = GREATEST(p."likes" - l."n", 0)
         FROM (SELECT "postId", count(*)::int AS "n" FROM "PostLike" WHERE "userId" IN (SELECT "id" FROM doomed) GROUP BY "postId") l
         WHERE p."id" = l."postId" RETURNING 1),
       gone AS (DELETE FROM "User" WHERE "id" IN (SELECT "id" FROM doomed) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
          [cutoff.toISOString(), now.toISOString()],
        )
      )[0]!.n,
  );
}

/** Verification and reset links past their expiry (a used one too), and sign-ups never confirmed in time. */
export async function pruneMailTokens(app: AppServices): Promise<number> {
  const now = new Date(app.now());
  const tokens = await inBatches(() =>
    deleted(
      app,
      `DELETE FROM "MailToken" WHERE "id" IN (SELECT "id" FROM "MailToken" WHERE "expiresAt" <= ${at(1)} LIMIT ${BATCH})`,
      [now.toISOString()],
    ),
  );
  const signups = await inBatches(() =>
    deleted(
      app,
      `DELETE FROM "PendingSignup" WHERE "id" IN (SELECT "id" FROM "PendingSignup" WHERE "expiresAt" <= ${at(1)} LIMIT ${BATCH})`,
      [now.toISOString()],
    ),
  );
  return tokens + signups;
}

/** Daily custom-message counts of days older than QUOTA_RETENTION_DAYS (only today's count limits a player). */
export function pruneQuotaUsage(app: AppServices): Promise<number> {
  const oldest = new Date(app.now() - app.config.QUOTA_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
  return inBatches(() =>
    deleted(
      app,
      `DELETE FROM "QuotaUsage" WHERE ("userId", "day") IN (SELECT "userId", "day" FROM "QuotaUsage" WHERE "day" < $1 LIMIT ${BATCH})`,
      [oldest],
    ),
  );
}

/** Payment webhooks received more than WEBHOOK_EVENT_RETENTION_DAYS ago (their de-duplication window ends then). */
export function pruneWebhookEvents(app: AppServices): Promise<number> {
  const cutoff = new Date(app.now() - app.config.WEBHOOK_EVENT_RETENTION_DAYS * DAY_MS);
  return inBatches(() =>
    deleted(
      app,
      `DELETE FROM "WebhookEvent" WHERE "id" IN (SELECT "id" FROM "WebhookEvent" WHERE "receivedAt" < ${at(1)} LIMIT ${BATCH})`,
      [cutoff.toISOString()],
    ),
  );
}
