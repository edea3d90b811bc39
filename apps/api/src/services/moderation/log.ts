import { randomUUID } from 'node:crypto';
import type { ModerationAction } from '@app/schema';
import type { Prisma } from '../../generated/prisma/client.ts';

/** Who acted: a console user (id and e-mail as they were), or the command line (`cli`). */
export interface Actor {
  id: string;
  email: string | null;
}

export const CLI_ACTOR: Actor = { id: 'cli', email: null };

export interface LogEntry {
  action: ModerationAction;
  targetUserId?: string | null;
  reportId?: string | null;
  reason?: string;
  detail?: Prisma.InputJsonObject;
}

/**
 * Appends one row to the moderation log, inside the caller's transaction so the log and the change it
 * records land together. The table refuses UPDATE and DELETE (a trigger), so this is the only way in.
 */
export async function writeLog(tx: Prisma.TransactionClient, actor: Actor, entry: LogEntry, now: number) {
  await tx.moderationLog.create({
    data: {
      id: randomUUID(),
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetUserId: entry.targetUserId ?? null,
      reportId: entry.reportId ?? null,
      reason: entry.reason ?? '',
      detail: entry.detail ?? {},
      createdAt: new Date(now),
    },
  });
}
