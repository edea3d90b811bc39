import type { Db } from '../db/client.ts';
import { utcDay } from '../db/raw.ts';
import { CommandError } from './command-error.ts';

const DAY_MS = 86_400_000;

/** `admin usage [days] [limit]`: the players who used the most model tokens over the last days (today included). */
export async function listUsage(db: Db, now: number, daysText?: string, limitText?: string): Promise<string> {
  const days = Number(daysText ?? 1);
  const limit = Number(limitText ?? 20);
  if (!Number.isInteger(days) || days < 1 || days > 366)
    throw new CommandError('days must be a whole number from 1 to 366');
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new CommandError('limit must be a whole number from 1 to 1000');
  const from = utcDay(now - (days - 1) * DAY_MS);
  const rows = await db.playerModelUsage.groupBy({
    by: ['userId'],
    where: { day: { gte: from } },
    _sum: { promptTokens: true, completionTokens: true },
    _max: { tier: true },
  });
  const total = (r: (typeof rows)[number]) => (r._sum.promptTokens ?? 0n) + (r._sum.completionTokens ?? 0n);
  const top = rows.sort((a, b) => (total(b) > total(a) ? 1 : total(b) < total(a) ? -1 : 0)).slice(0, limit);
  if (top.length === 0) return `No model tokens used since ${from}`;
  const users = await db.user.findMany({
    where: { id: { in: top.map((r) => r.userId) } },
    select: { id: true, email: true },
  });
  const emailOf = new Map(users.map((u) => [u.id, u.email]));
  const header = `Model tokens since ${from} (UTC), most first: total  prompt  completion  tier  player`;
  return [
    header,
    ...top.map((r) =>
      [
        total(r),
        r._sum.promptTokens ?? 0n,
        r._sum.completionTokens ?? 0n,
        `tier ${r._max.tier ?? 0}`,
        emailOf.get(r.userId) ?? r.userId,
      ].join('  '),
    ),
  ].join('\n');
}
