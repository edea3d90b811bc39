import { randomUUID } from 'node:crypto';
import { MAX_OPEN_REPORTS, type MyReport, type ReportInput, type ReportReason, type ReportTarget } from '@app/schema';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { notFound, tooManyRequests } from '../../errors.ts';

/** Lines of the conversation kept on each side of a reported message, for the moderator to read it in context. */
const CONTEXT_LINES = 3;

interface Line {
  role: string;
  response: string;
  createdAt: string;
}

const line = (m: { role: string; response: string; createdAt: Date }): Line => ({
  role: m.role,
  response: m.response,
  createdAt: m.createdAt.toISOString(),
});

/** The reported character line and the lines around it, or null when the player has no such line. */
async function messageInContext(db: Db, userId: string, charId: string, gameType: string, text: string) {
  const where = { userId, charId, gameType };
  const reported = await db.message.findFirst({
    where: { ...where, role: 'assistant', hidden: false, OR: [{ response: text }, { responseTrans: text }] },
    orderBy: { id: 'desc' },
  });
  if (!reported) return null;
  const [before, after] = await Promise.all([
    db.message.findMany({ where: { ...where, id: { lt: reported.id } }, orderBy: { id: 'desc' }, take: CONTEXT_LINES }),
    db.message.findMany({ where: { ...where, id: { gt: reported.id } }, orderBy: { id: 'asc' }, take: CONTEXT_LINES }),
  ]);
  // The row's id lets a moderator hide exactly this line (admin.reports.resolve with `hide`).
  return {
    messageId: String(reported.id),
    reported: line(reported),
    before: before.reverse().map(line),
    after: after.map(line),
  };
}

/**
 * A player's report of a character message, a character or a hub post: an open report in the moderators'
 * queue (`pnpm admin reports`), with the item (a message with the lines around it) as it was when reported.
 */
export async function fileReport(db: Db, userId: string, input: ReportInput, now: number): Promise<{ id: string }> {
  const open = await db.report.count({ where: { userId, kind: 'player', status: 'open' } });
  if (open >= MAX_OPEN_REPORTS) throw tooManyRequests('report.tooManyOpen');
  let charId: string | null = null;
  let item: Prisma.InputJsonValue;
  if (input.target === 'hub-post') {
    const post = await db.hubPost.findUnique({ where: { id: input.id }, select: { description: true } });
    if (!post) throw notFound('hub.notFound');
    item = { hubPostId: input.id, excerpt: post.description.slice(0, 500) };
  } else {
    const character = await db.character.findUnique({ where: { id: input.id }, select: { inPack: true } });
    if (!character?.inPack) throw notFound('character.notFound');
    charId = input.id;
    if (input.target === 'message') {
      const gameType = input.gameType ?? 'chat';
      const found = input.message ? await messageInContext(db, userId, input.id, gameType, input.message) : null;
      if (!found) throw notFound('chat.messageNotFound');
      item = { gameType, ...found } as unknown as Prisma.InputJsonValue;
    } else item = {};
  }
  const id = randomUUID();
  await db.report.create({
    data: {
      id,
      userId,
      charId,
      kind: 'player',
      text: input.text ?? '',
      context: { target: input.target, reason: input.reason, item },
      status: 'open',
      createdAt: new Date(now),
    },
  });
  return { id };
}

/** The reports a player made, newest first, with their status. */
export async function myReports(db: Db, userId: string): Promise<MyReport[]> {
  const rows = await db.report.findMany({
    where: { userId, kind: 'player' },
    orderBy: { createdAt: 'desc' },
    take: 50,
  });
  return rows.map((r) => {
    const context = r.context as { target: ReportTarget; reason: ReportReason; item?: { hubPostId?: string } };
    return {
      id: r.id,
      target: context.target,
      itemId: context.item?.hubPostId ?? r.charId ?? '',
      reason: context.reason,
      status: r.status === 'resolved' ? 'resolved' : 'open',
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    };
  });
}
