import type { Logger } from 'pino';
import type { Database, SqlRunner } from '../../db/client.ts';
import { utcDay } from '../../db/raw.ts';
import type { Metrics } from '../../metrics.ts';
import type { ModelClient } from './client.ts';

/** What one turn's (or job's) model calls used. */
export interface Spend {
  promptTokens: number;
  completionTokens: number;
}

/**
 * A model client for one player's calls: routes them by the player's tier and adds up the tokens of
 * the completions (the server's `usage`, else the client's estimate).
 */
export function meteredModel(model: ModelClient, tier: number): ModelClient & { readonly spend: Spend } {
  const spend: Spend = { promptTokens: 0, completionTokens: 0 };
  const add = (c: Spend) => {
    spend.promptTokens += c.promptTokens;
    spend.completionTokens += c.completionTokens;
  };
  return {
    spend,
    async complete(messages, opts) {
      const completion = await model.complete(messages, { ...opts, tier });
      add(completion);
      return completion;
    },
    async *stream(messages, opts) {
      const completion = yield* model.stream(messages, { ...opts, tier });
      add(completion);
      return completion;
    },
  };
}

export interface SpendRecord extends Spend {
  day: string;
  userId: string;
  charId: string;
  tier: number;
}

/**
 * Records tokens per player, character and day (the ceiling, the top spenders) and per tier (the
 * dashboard), in one transaction, and counts them in /metrics.
 */
export async function recordSpend(deps: { db: Database; metrics: Metrics }, r: SpendRecord): Promise<void> {
  if (r.promptTokens + r.completionTokens <= 0) return;
  const tier = String(r.tier);
  deps.metrics.modelTokens.inc({ tier, kind: 'prompt' }, r.promptTokens);
  deps.metrics.modelTokens.inc({ tier, kind: 'completion' }, r.completionTokens);
  await deps.db.transaction(async (sql) => {
    await sql.query(
      `INSERT INTO "PlayerModelUsage" ("userId", "day", "charId", "tier", "promptTokens", "completionTokens")
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("userId", "day", "charId") DO UPDATE SET "tier" = excluded."tier",
         "promptTokens" = "PlayerModelUsage"."promptTokens" + excluded."promptTokens",
         "completionTokens" = "PlayerModelUsage"."completionTokens" + excluded."completionTokens"`,
      [r.userId, r.day, r.charId, r.tier, r.promptTokens, r.completionTokens],
    );
    await sql.query(
      `INSERT INTO "ModelUsage" ("day", "tier", "tokens") VALUES ($1, $2, $3)
       ON CONFLICT ("day", "tier") DO UPDATE SET "tokens" = "ModelUsage"."tokens" + excluded."tokens"`,
      [r.day, r.tier, r.promptTokens + r.completionTokens],
    );
  });
}

/** The model tokens a player used on a day, every character together. */
export async function tokensOfDay(sql: SqlRunner, userId: string, day: string): Promise<number> {
  const [row] = await sql.query<{ tokens: number | null }>(
    `SELECT sum("promptTokens" + "completionTokens")::float8 AS "tokens" FROM "PlayerModelUsage" WHERE "userId" = $1 AND "day" = $2`,
    [userId, day],
  );
  return row?.tokens ?? 0;
}

/**
 * Counts a turn's model tokens for the player, the character and the tier without holding the turn:
 * written after the model answered, not awaited; a failure only loses the count.
 */
export function recordTurnSpend(
  app: { db: Database; metrics: Metrics; log: Logger; now: () => number },
  who: { userId: string; charId: string; tier: number },
  spend: Spend,
): void {
  const record = { day: utcDay(app.now()), ...who, ...spend };
  recordSpend(app, record).catch((err: unknown) => app.log.warn({ err, ...record }, 'model tokens not recorded'));
}
