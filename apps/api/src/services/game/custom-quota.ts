import type { Db } from '../../db/client.ts';
import { utcDay } from '../../db/raw.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * The daily quota of custom messages (spec §6): FreeStyle words the model answered, counted per
 * player and UTC day in QuotaUsage.
 */

/** The daily custom-message quota ran out between the check and the write (concurrent sends). */
export class QuotaUsedUp extends Error {}

const MAX_INT = 2_147_483_647;

export async function customMessagesUsed(db: Db, userId: string, now: number): Promise<number> {
  const row = await db.quotaUsage.findUnique({
    where: { userId_day: { userId, day: utcDay(now) } },
    select: { count: true },
  });
  return row?.count ?? 0;
}

/**
 * Counts one custom message of the day inside the caller's transaction; throws QuotaUsedUp when the
 * day's `limit` was reached meanwhile (a concurrent send), so the transaction writes nothing.
 */
export async function countCustomMessage(
  tx: Prisma.TransactionClient,
  userId: string,
  now: number,
  limit: number,
): Promise<void> {
  const cap = Number.isFinite(limit) ? limit : MAX_INT;
  const counted = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO "QuotaUsage" ("userId", "day", "count") VALUES (${userId}, ${utcDay(now)}, 1)
    ON CONFLICT ("userId", "day") DO UPDATE SET "count" = "QuotaUsage"."count" + 1 WHERE "QuotaUsage"."count" < ${cap}
    RETURNING "count"`;
  if (counted.length === 0 || Number(counted[0]?.count) > cap) throw new QuotaUsedUp();
}
