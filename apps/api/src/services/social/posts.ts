import type { CharacterPost } from '@app/schema';
import type { Db } from '../../db/client.ts';
import { epochMs, rawQuery, type Reader } from '../../db/raw.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Player } from '../players.ts';
import { postView, type PostSource } from '@app/game-engine';
import { visibleCharacterSql, visibleGenders } from './visibility.ts';

export interface PageArgs {
  page: number;
  pageSize: number;
}

const postInclude = (userId: string) => ({
  character: { select: { name: true, tier: true, images: true } },
  likedBy: { where: { userId }, select: { userId: true } },
});

interface PostRow extends Omit<PostSource, 'likedBy'> {
  likedBy: { userId: string }[];
}

/** A post as the player sees it (the engine's rule: locked above the player's tier, its media kept back). */
export function toPostView(row: PostRow, player: Player, language: string): CharacterPost {
  return postView({ ...row, likedBy: row.likedBy.map((l) => l.userId) }, player.tier, language);
}

// Newest first, the id breaking ties, so that pages never overlap or skip a post.
const NEWEST_FIRST: Prisma.PostOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export interface FeedRow {
  id: string;
  charId: string;
  description: string;
  trans: string | null;
  images: string;
  likes: number;
  createdAt: number;
  name: string;
  tier: number;
  characterImages: string;
  /** The likes of `FeedQuery.likesOf` (false when none is given). */
  liked: boolean;
}

export interface FeedQuery extends PageArgs {
  genders: string[];
  language: string;
  /** Only the posts of the characters this player follows. */
  followedBy?: string;
  /** Whose likes `liked` tells. */
  likesOf?: string;
}

/** A page of the feed, newest first, for the genders the player sees: one query, only the request's translation read. */
export async function feedRows(db: Reader, q: FeedQuery): Promise<FeedRow[]> {
  return rawQuery<FeedRow>(
    db,
    `SELECT p."id", p."charId", p."description", p."descriptionTrans" ->> $2::text AS "trans", p."images", p."likes", ${epochMs('p."createdAt"')} AS "createdAt",
            c."name", c."tier", c."images" AS "characterImages",
            EXISTS (SELECT 1 FROM "PostLike" l WHERE l."postId" = p."id" AND l."userId" = $6) AS "liked"
       FROM "Post" p JOIN "Character" c ON c."id" = p."charId"
      WHERE c."inPack" = true AND ${visibleCharacterSql('$3')}
        AND ($1::text IS NULL OR EXISTS (SELECT 1 FROM "Follow" f WHERE f."charId" = c."id" AND f."userId" = $1))
      ORDER BY p."createdAt" DESC, p."id" DESC
      LIMIT $4::int OFFSET $5::int`,
    [q.followedBy ?? null, q.language, q.genders.join(','), q.pageSize, (q.page - 1) * q.pageSize, q.likesOf ?? null],
  );
}

/** Every post the player likes. */
export async function likedPosts(db: Reader, userId: string): Promise<Set<string>> {
  const rows = await rawQuery<{ postId: string }>(db, `SELECT "postId" FROM "PostLike" WHERE "userId" = $1`, [userId]);
  return new Set(rows.map((r) => r.postId));
}

export function feedPostView(r: FeedRow, player: Player, language: string, liked: boolean): CharacterPost {
  return toPostView(
    {
      ...r,
      createdAt: new Date(Number(r.createdAt)),
      descriptionTrans: r.trans === null ? {} : { [language]: r.trans },
      character: { name: r.name, tier: r.tier, images: r.characterImages },
      likedBy: liked ? [{ userId: player.id }] : [],
    },
    player,
    language,
  );
}

/**
 * The feed: posts of the characters the player sees (all, or only followed ones), newest first, with
 * the player's own likes. Straight from the database; `FeedCache` serves the same answer from memory.
 */
export async function feedPage(
  db: Reader,
  player: Player,
  language: string,
  args: PageArgs & { mode: 'all' | 'following' },
): Promise<CharacterPost[]> {
  const rows = await feedRows(db, {
    ...args,
    genders: visibleGenders(player.tags),
    language,
    followedBy: args.mode === 'following' ? player.id : undefined,
    likesOf: player.id,
  });
  return rows.map((r) => feedPostView(r, player, language, r.liked));
}

/** One character's posts, newest first; null when the character is not in the pack. */
export async function characterPosts(
  db: Db,
  player: Player,
  language: string,
  args: PageArgs & { id: string },
): Promise<CharacterPost[] | null> {
  const exists = await db.character.count({ where: { id: args.id, inPack: true } });
  if (exists === 0) return null;
  const rows = await db.post.findMany({
    where: { charId: args.id },
    orderBy: NEWEST_FIRST,
    skip: (args.page - 1) * args.pageSize,
    take: args.pageSize,
    include: postInclude(player.id),
  });
  return rows.map((row) => toPostView(row, player, language));
}
