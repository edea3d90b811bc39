import type { ModerationAction, ModerationEntry } from '@app/schema';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** Entries per page of the log. */
export const LOG_PAGE = 50;

interface LogRow {
  id: string;
  actorId: string;
  actorEmail: string | null;
  action: string;
  targetUserId: string | null;
  reportId: string | null;
  reason: string;
  detail: Prisma.JsonValue;
  createdAt: Date;
}

export function toEntry(row: LogRow): ModerationEntry {
  const detail = row.detail && typeof row.detail === 'object' && !Array.isArray(row.detail) ? row.detail : {};
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action as ModerationAction,
    targetUserId: row.targetUserId,
    reportId: row.reportId,
    reason: row.reason,
    detail,
  };
}

/** The moderation log, newest first, optionally about one player, a page before `before`. */
export async function moderationLog(
  db: Db,
  input: { playerId?: string; before?: string },
  take = LOG_PAGE,
): Promise<{ entries: ModerationEntry[]; next: string | null }> {
  const rows = await db.moderationLog.findMany({
    where: {
      ...(input.playerId ? { targetUserId: input.playerId } : {}),
      ...(input.before ? { createdAt: { lt: new Date(input.before) } } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
  const next = rows.length === take ? rows.at(-1)!.createdAt.toISOString() : null;
  return { entries: rows.map(toEntry), next };
}
