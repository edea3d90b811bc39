import { votePower } from '@app/game-engine';
import type { HubPost } from '@app/schema';
import type { Db, SqlRunner } from '../../db/client.ts';
import { epochMs, rawQuery } from '../../db/raw.ts';
import { utcWallTime } from '../players.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Player } from '../players.ts';
import { asStringList, pickTrans } from './visibility.ts';

type Reader = Db | Prisma.TransactionClient;

interface HubRow {
  id: string;
  description: string;
  descriptionTrans: unknown;
  tags: unknown;
  options: unknown;
  endTimestamp: Date;
  critical: boolean;
  createdAt: Date;
  /** The pack's seeded score per option (nobody's vote), added to the players' votes. */
  seedTally?: unknown;
}

/** Score per option as the hub shows it: the pack's seeded score plus the players' votes (`sums`). */
export function tallyOf(options: string[], seed: unknown, sums: [option: number, score: number][]): number[] {
  const seeded: unknown[] = Array.isArray(seed) ? seed : [];
  const tally = options.map((_, i) => {
    const n = seeded[i];
    return typeof n === 'number' ? n : 0;
  });
  for (const [option, score] of sums) if (option < tally.length) tally[option] = (tally[option] ?? 0) + score;
  return tally;
}

/** A post as the player sees it: the players' scores per option (`sums`) added to the pack's seeded tally. */
function hubView(
  row: Omit<HubRow, 'endTimestamp' | 'createdAt'>,
  language: string,
  read: { sums: [option: number, score: number][]; votes: HubPost['votes']; endTimestamp: number; createdAt: string },
): HubPost {
  const options = asStringList(row.options);
  const tally = tallyOf(options, row.seedTally, read.sums);
  return {
    _id: row.id,
    postId: row.id,
    description: row.description,
    descriptionTrans: pickTrans(row.descriptionTrans, language),
    tags: asStringList(row.tags),
    options,
    votes: read.votes,
    tally,
    endTimestamp: read.endTimestamp,
    critical: row.critical,
    createdAt: read.createdAt,
  };
}

/** Posts as the player sees them: `tally` is the score per option; `votes` only the player's own vote. */
async function toHubViews(db: Reader, rows: HubRow[], userId: string, language: string): Promise<HubPost[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sums, own] = await Promise.all([
    db.hubVote.groupBy({ by: ['postId', 'option'], where: { postId: { in: ids } }, _sum: { score: true } }),
    db.hubVote.findMany({
      where: { postId: { in: ids }, userId },
      select: { postId: true, userId: true, option: true, score: true },
    }),
  ]);
  return rows.map((row) =>
    hubView(row, language, {
      sums: sums.filter((s) => s.postId === row.id).map((s): [number, number] => [s.option, s._sum.score ?? 0]),
      votes: own
        .filter((v) => v.postId === row.id)
        .map(({ userId: voter, option, score }) => ({ userId: voter, option, score })),
      endTimestamp: row.endTimestamp.getTime(),
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

interface HubListRow extends Omit<HubRow, 'endTimestamp' | 'createdAt'> {
  endTimestamp: number;
  createdAt: number;
  sums: [number, number][] | null;
  own: { option: number; score: number } | null;
}

/**
 * Hub posts with their tallies and the player's own vote in one query (the list is read far more
 * often than votes are cast, and a query per part made it three round trips).
 */
async function hubPostsWithVotes(
  db: Db | SqlRunner,
  userId: string,
  language: string,
  critical: boolean,
  now: number,
): Promise<HubPost[]> {
  const rows = await rawQuery<HubListRow>(
    db,
    `SELECT h."id", h."description", h."descriptionTrans", h."tags", h."options", ${epochMs('h."endTimestamp"')} AS "endTimestamp", h."critical",
            ${epochMs('h."createdAt"')} AS "createdAt", h."seedTally",
            (SELECT json_agg(json_build_array(t."option", t."score")) FROM
               (SELECT v."option", sum(v."score")::int AS "score" FROM "HubVote" v WHERE v."postId" = h."id" GROUP BY v."option") t) AS "sums",
            (SELECT json_build_object('option', o."option", 'score', o."score") FROM "HubVote" o WHERE o."postId" = h."id" AND o."userId" = $1) AS "own"
       FROM "HubPost" h
      WHERE h."critical" = $2::boolean
        AND ($2::boolean = false OR (h."closedAt" IS NULL AND h."endTimestamp" > $3::timestamp(3)))
      ORDER BY h."createdAt" DESC, h."id" DESC
      LIMIT $4::int`,
    [userId, critical, utcWallTime(now), critical ? 1_000_000 : 200],
    'hub_list',
  );
  return rows.map((row) =>
    hubView(row, language, {
      sums: row.sums ?? [],
      votes: row.own ? [{ userId, option: row.own.option, score: row.own.score }] : [],
      endTimestamp: Number(row.endTimestamp),
      createdAt: new Date(Number(row.createdAt)).toISOString(),
    }),
  );
}

/** The hub list: ordinary (not critical) posts, newest first, ended ones included (shown as ended). */
export async function listHubPosts(
  db: Db | SqlRunner,
  player: Player,
  language: string,
  now = Date.now(),
): Promise<HubPost[]> {
  return hubPostsWithVotes(db, player.id, language, false, now);
}

/** Critical notices still in force: not closed by the operator and not past their end. */
export async function criticalHubPosts(
  db: Db | SqlRunner,
  player: Player,
  language: string,
  now: number,
): Promise<HubPost[]> {
  return hubPostsWithVotes(db, player.id, language, true, now);
}

export async function findHubPost(db: Reader, player: Player, language: string, id: string): Promise<HubPost | null> {
  const row = await db.hubPost.findUnique({ where: { id } });
  return row ? ((await toHubViews(db, [row], player.id, language))[0] ?? null) : null;
}

export type VoteOutcome =
  | { status: 'ok'; post: HubPost }
  | { status: 'not-found' }
  | { status: 'ended' }
  | { status: 'bad-option' };

/** Casts or changes the player's vote with the power of their live tier (1/3/6/10). */
export async function castVote(
  db: Db,
  player: Player,
  language: string,
  id: string,
  option: number,
  now: number,
): Promise<VoteOutcome> {
  return db.$transaction(async (tx) => {
    const post = await tx.hubPost.findUnique({ where: { id } });
    if (!post) return { status: 'not-found' } as const;
    if (post.closedAt || post.endTimestamp.getTime() <= now) return { status: 'ended' } as const;
    if (option >= asStringList(post.options).length) return { status: 'bad-option' } as const;
    const score = votePower(player.tier);
    await tx.hubVote.upsert({
      where: { postId_userId: { postId: id, userId: player.id } },
      create: { postId: id, userId: player.id, option, score },
      update: { option, score },
    });
    const view = await findHubPost(tx, player, language, id);
    return view ? ({ status: 'ok', post: view } as const) : ({ status: 'not-found' } as const);
  });
}
