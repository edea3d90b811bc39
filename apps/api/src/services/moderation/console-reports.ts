import {
  REPORT_REASONS,
  REPORT_TARGETS,
  type ConsoleReport,
  type ReportReason,
  type ReportResolution,
  type ReportTarget,
} from '@app/schema';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** Reports per page of the queue. */
export const REPORT_PAGE = 50;

interface Line {
  role: string;
  response: string;
  createdAt: string;
}

/** Report.context as services/moderation/player-reports.ts files it (a player's report). */
export interface PlayerReportContext {
  target?: string;
  reason?: string;
  item?: {
    gameType?: string;
    messageId?: string;
    reported?: Line;
    before?: Line[];
    after?: Line[];
    hubPostId?: string;
    excerpt?: string;
  };
}

/** Report.context as services/safety/report.ts files it (the content filter's hit). */
interface FilterReportContext {
  source?: string;
  category?: string;
  match?: string;
  gameType?: string;
}

interface ReportRow {
  id: string;
  userId: string | null;
  charId: string | null;
  kind: string;
  text: string;
  context: Prisma.JsonValue;
  status: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedBy: string | null;
}

/** The log actions that resolve a report, as the queue names its resolution. */
const RESOLUTION_OF: Record<string, ReportResolution> = {
  'report.dismiss': 'dismiss',
  'report.hide': 'hide',
  'player.warn': 'warn',
  'player.suspend': 'suspend',
  'player.ban': 'ban',
};

const playerContext = (r: ReportRow) => (r.kind === 'filter' ? {} : ((r.context ?? {}) as PlayerReportContext));

/**
 * Whose chat or account a report concerns, the player a resolution acts on: the writer for a filter hit,
 * the chat's player for a reported line; a character or a hub post names no player.
 */
export function concernedPlayer(r: ReportRow): string | null {
  if (r.kind === 'filter') return r.userId;
  return playerContext(r).target === 'message' ? r.userId : null;
}

/** The stored id of a reported line, when the report holds one. */
export const reportedMessageId = (r: ReportRow): string | null => playerContext(r).item?.messageId ?? null;

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  (list as readonly unknown[]).includes(value) ? (value as T) : null;

/** Reports as the console shows them: reporter, character name, whether the line is hidden, the resolution. */
export async function consoleReports(db: Db, rows: ReportRow[]): Promise<ConsoleReport[]> {
  const ids = (list: (string | null)[]) => [...new Set(list.filter((v): v is string => v !== null))];
  const messageIds = ids(rows.map(reportedMessageId)).filter((id) => /^\d+$/.test(id));
  const [reporters, characters, messages, resolutions] = await Promise.all([
    db.user.findMany({
      where: { id: { in: ids(rows.filter((r) => r.kind === 'player').map((r) => r.userId)) } },
      select: { id: true, email: true },
    }),
    db.character.findMany({ where: { id: { in: ids(rows.map((r) => r.charId)) } }, select: { id: true, name: true } }),
    db.message.findMany({ where: { id: { in: messageIds.map(BigInt) } }, select: { id: true, hidden: true } }),
    db.moderationLog.findMany({
      where: { reportId: { in: rows.map((r) => r.id) } },
      orderBy: { createdAt: 'asc' },
      select: { reportId: true, action: true },
    }),
  ]);
  const reporterOf = new Map(reporters.map((u) => [u.id, u]));
  const nameOf = new Map(characters.map((c) => [c.id, c.name]));
  const hiddenOf = new Map(messages.map((m) => [String(m.id), m.hidden]));
  const resolutionOf = new Map<string, ReportResolution>();
  for (const entry of resolutions) {
    const resolution = RESOLUTION_OF[entry.action];
    if (entry.reportId && resolution && !resolutionOf.has(entry.reportId)) resolutionOf.set(entry.reportId, resolution);
  }
  return rows.map((r) => {
    const filter = r.kind === 'filter';
    const context = playerContext(r);
    const hit = filter ? ((r.context ?? {}) as FilterReportContext) : {};
    const messageId = reportedMessageId(r);
    const reporter = !filter && r.userId ? reporterOf.get(r.userId) : undefined;
    return {
      id: r.id,
      kind: filter ? 'filter' : 'player',
      target: oneOf<ReportTarget>(REPORT_TARGETS, context.target),
      reason: oneOf<ReportReason>(REPORT_REASONS, context.reason),
      text: r.text,
      reporter: reporter ? { id: reporter.id, email: reporter.email } : null,
      playerId: concernedPlayer(r),
      charId: r.charId,
      charName: r.charId ? (nameOf.get(r.charId) ?? null) : null,
      item: {
        before: context.item?.before ?? [],
        reported: context.item?.reported ?? null,
        after: context.item?.after ?? [],
        hidden: messageId ? (hiddenOf.get(messageId) ?? false) : false,
        hubPostId: context.item?.hubPostId ?? null,
        excerpt: context.item?.excerpt ?? hit.match ?? null,
        category: hit.category ?? null,
      },
      status: r.status === 'resolved' ? 'resolved' : 'open',
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      resolvedBy: r.resolvedBy,
      resolution: resolutionOf.get(r.id) ?? null,
    };
  });
}

/** The queue: open, resolved or all reports, newest first, a page before `before`. */
export async function reportQueue(
  db: Db,
  input: { status: 'open' | 'resolved' | 'all'; before?: string },
): Promise<{ reports: ConsoleReport[]; next: string | null }> {
  const rows = await db.report.findMany({
    where: {
      ...(input.status === 'all' ? {} : { status: input.status }),
      ...(input.before ? { createdAt: { lt: new Date(input.before) } } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: REPORT_PAGE,
  });
  const next = rows.length === REPORT_PAGE ? rows.at(-1)!.createdAt.toISOString() : null;
  return { reports: await consoleReports(db, rows), next };
}
