import type { ReportResolution } from '@app/schema';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { concernedPlayer, reportedMessageId, type PlayerReportContext } from './console-reports.ts';
import { writeLog, type Actor } from './log.ts';
import { applySanction, type ConsoleActor } from './sanctions.ts';

export interface Resolution {
  id: string;
  action: ReportResolution;
  days?: number;
  reason: string;
}

type ReportRow = NonNullable<Awaited<ReturnType<Prisma.TransactionClient['report']['findUnique']>>>;

/** Marks an open report resolved; admin.reportClosed when it is not open (also when another moderator just did). */
async function closeReport(tx: Prisma.TransactionClient, id: string, by: Actor, now: number): Promise<ReportRow> {
  const report = await tx.report.findUnique({ where: { id } });
  if (!report) throw notFound('admin.reportNotFound');
  const closed = await tx.report.updateMany({
    where: { id, status: 'open' },
    data: { status: 'resolved', resolvedAt: new Date(now), resolvedBy: by.id },
  });
  if (closed.count === 0) throw conflict('admin.reportClosed');
  return report;
}

/**
 * The reported line's row: by the id stored when it was reported, or (a report filed before ids were
 * stored) by its text and time in the same chat.
 */
async function reportedMessage(tx: Prisma.TransactionClient, report: ReportRow): Promise<bigint | null> {
  if (!report.userId || !report.charId) return null;
  const where = { userId: report.userId, charId: report.charId };
  const id = reportedMessageId(report);
  if (id !== null) {
    if (!/^\d+$/.test(id)) return null;
    const row = await tx.message.findFirst({ where: { ...where, id: BigInt(id) }, select: { id: true } });
    return row?.id ?? null;
  }
  const item = (report.context as PlayerReportContext | null)?.item;
  if (report.kind !== 'player' || !item?.reported) return null;
  const row = await tx.message.findFirst({
    where: {
      ...where,
      gameType: item.gameType ?? 'chat',
      role: 'assistant',
      response: item.reported.response,
      createdAt: new Date(item.reported.createdAt),
    },
    select: { id: true },
  });
  return row?.id ?? null;
}

/**
 * Resolves a report in one transaction: the report closed (status, when, by whom), the action on the line
 * or the player it concerns, and the log row naming the report (the queue reads the resolution there).
 */
export async function resolveReport(
  db: Db,
  actor: ConsoleActor,
  input: Resolution,
  now: number,
): Promise<string | null> {
  if (input.action === 'suspend' && input.days === undefined) throw badRequest('admin.suspendDays');
  return db.$transaction(async (tx) => {
    const report = await closeReport(tx, input.id, actor, now);
    const playerId = concernedPlayer(report);
    const entry = { targetUserId: playerId, reportId: report.id, reason: input.reason };
    switch (input.action) {
      case 'dismiss':
        await writeLog(tx, actor, { ...entry, action: 'report.dismiss' }, now);
        break;
      case 'hide': {
        const messageId = await reportedMessage(tx, report);
        if (messageId === null) throw badRequest('admin.hideNeedsMessage');
        await tx.message.update({ where: { id: messageId }, data: { hidden: true } });
        await writeLog(tx, actor, { ...entry, action: 'report.hide', detail: { messageId: String(messageId) } }, now);
        break;
      }
      default: {
        if (!playerId) throw badRequest('admin.noPlayer');
        const sanction =
          input.action === 'suspend' ? { kind: 'suspend' as const, days: input.days! } : { kind: input.action };
        await applySanction(tx, actor, playerId, sanction, entry, now);
      }
    }
    return playerId;
  });
}

/** The command line's `resolve-report`: closes the report as looked at (a dismissal in the log). */
export async function dismissReport(db: Db, actor: Actor, id: string, now: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const report = await closeReport(tx, id, actor, now);
    await writeLog(
      tx,
      actor,
      {
        action: 'report.dismiss',
        targetUserId: concernedPlayer(report),
        reportId: id,
        reason: 'resolved from the command line',
      },
      now,
    );
  });
}
