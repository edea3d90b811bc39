import { levelOf } from '@app/game-engine';
import type { PlayerDetail, PlayerSummary } from '@app/schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { liveTier } from '../players.ts';
import { consoleReports } from './console-reports.ts';
import { moderationLog } from './log-entries.ts';

/** Players a search answers at most. */
export const FIND_LIMIT = 20;
/** Reports by and about a player, and log entries about them, on the player's page. */
const DETAIL_ROWS = 100;

const SUMMARY_SELECT = {
  id: true,
  email: true,
  tags: true,
  role: true,
  createdAt: true,
  lastSeenAt: true,
  suspendedUntil: true,
  bannedAt: true,
  passwordHash: true,
  patreonId: true,
  subscribeStarId: true,
  subscriptions: { select: { tier: true, expiresAt: true, status: true } },
} as const;

type SummaryRow = {
  id: string;
  email: string | null;
  tags: unknown;
  role: number;
  createdAt: Date;
  lastSeenAt: Date;
  suspendedUntil: Date | null;
  bannedAt: Date | null;
  passwordHash: string | null;
  patreonId: string | null;
  subscribeStarId: string | null;
  subscriptions: { tier: number; expiresAt: Date; status: string }[];
};

function summaryOf(u: SummaryRow, now: number): PlayerSummary {
  const name = (u.tags as Record<string, unknown> | null)?.name;
  return {
    id: u.id,
    email: u.email,
    name: typeof name === 'string' && name !== '' ? name : null,
    role: u.role,
    tier: liveTier(u.subscriptions, now),
    loggedIn: u.passwordHash !== null || u.patreonId !== null || u.subscribeStarId !== null,
    createdAt: u.createdAt.toISOString(),
    lastSeenAt: u.lastSeenAt.toISOString(),
    suspendedUntil: u.suspendedUntil && u.suspendedUntil.getTime() > now ? u.suspendedUntil.toISOString() : null,
    bannedAt: u.bannedAt?.toISOString() ?? null,
  };
}

/** `%` and `_` of the player's words match themselves in LIKE. */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Players by exact id, id prefix, e-mail or the `name` tag (both: any part, any case), at most 20: the
 * exact id first, then the most recently seen.
 */
export async function findPlayers(db: Db, query: string, now: number): Promise<PlayerSummary[]> {
  const text = query.trim();
  if (text === '') return [];
  const like = likeText(text);
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await db.$queryRaw<{ id: string }[]>`
    SELECT u."id" FROM "User" u
    WHERE u."id" = ${text} OR u."id" LIKE ${prefix}
       OR lower(u."email") LIKE ${like} OR lower(u."tags"->>'name') LIKE ${like}
    ORDER BY (u."id" = ${text}) DESC, u."lastSeenAt" DESC
    LIMIT ${FIND_LIMIT}`;
  const ids = found.map((r) => r.id);
  const rows = await db.user.findMany({ where: { id: { in: ids } }, select: SUMMARY_SELECT });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [summaryOf(row, now)] : [];
  });
}

/** A player's page: the summary, every subscription, progress per character, reports by and about them, their log. */
export async function playerDetail(db: Db, id: string, now: number): Promise<PlayerDetail> {
  const user = await db.user.findUnique({ where: { id }, select: SUMMARY_SELECT });
  if (!user) throw notFound('admin.playerNotFound');
  const [subscriptions, progress, reportsBy, reportsAbout, log] = await Promise.all([
    db.subscription.findMany({ where: { userId: id }, orderBy: { createdAt: 'desc' } }),
    db.playerCharacter.findMany({
      where: { userId: id },
      orderBy: { charId: 'asc' },
      select: { charId: true, score: true, character: { select: { name: true } } },
    }),
    db.report.findMany({
      where: { userId: id, kind: 'player' },
      orderBy: { createdAt: 'desc' },
      take: DETAIL_ROWS,
    }),
    // Filter hits on their chats and reported lines of their chats (the reports a resolution acts on them for).
    db.report.findMany({
      where: {
        userId: id,
        OR: [{ kind: 'filter' }, { kind: 'player', context: { path: ['target'], equals: 'message' } }],
      },
      orderBy: { createdAt: 'desc' },
      take: DETAIL_ROWS,
    }),
    moderationLog(db, { playerId: id }, DETAIL_ROWS),
  ]);
  return {
    player: summaryOf(user, now),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      provider: s.provider,
      tier: s.tier,
      status: s.status,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    progress: progress.map((p) => ({
      charId: p.charId,
      charName: p.character.name,
      score: p.score,
      level: levelOf(p.score),
    })),
    reportsBy: await consoleReports(db, reportsBy),
    reportsAbout: await consoleReports(db, reportsAbout),
    log: log.entries,
  };
}
