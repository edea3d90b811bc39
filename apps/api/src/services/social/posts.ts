import type { CharacterPost } from '@app/schema';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Player } from '../players.ts';
import { isLocked, pickTrans, visibleGenders } from './visibility.ts';

export interface PageArgs {
  page: number;
  pageSize: number;
}

const postInclude = (userId: string) => ({
  character: { select: { name: true, tier: true, images: true } },
  likedBy: { where: { userId }, select: { userId: true } },
});

interface PostRow {
  id: string;
  charId: string;
  description: string;
  descriptionTrans: unknown;
  images: string;
  likes: number;
  createdAt: Date;
  character: { name: string; tier: number; images: string };
  likedBy: { userId: string }[];
}

/**
 * A post as the player sees it. A post of a character above the player's tier is listed (the page dims
 * it among the others) but `locked`, and its media are replaced by the character's public card image:
 * exclusive pictures are what the tier pays for, so they never leave the server for a lower tier.
 */
export function toPostView(row: PostRow, player: Player, language: string): CharacterPost {
  const locked = isLocked(row.character.tier, player.tier);
  return {
    _id: row.id,
    charId: row.charId,
    name: row.character.name,
    description: row.description,
    descriptionTrans: pickTrans(row.descriptionTrans, language),
    images: locked ? (row.character.images.split('|')[0] ?? '') : row.images,
    likes: row.likes,
    likedBy: row.likedBy.map((l) => l.userId),
    locked,
    createdAt: row.createdAt.toISOString(),
  };
}

// Newest first, the id breaking ties, so that pages never overlap or skip a post.
const NEWEST_FIRST: Prisma.PostOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** The feed: posts of the characters the player sees (all, or only followed ones), newest first. */
export async function feedPage(db: Db, player: Player, language: string, args: PageArgs & { mode: 'all' | 'following' }): Promise<CharacterPost[]> {
  const character: Prisma.CharacterWhereInput = { inPack: true, gender: { in: visibleGenders(player.tags) } };
  if (args.mode === 'following') character.follows = { some: { userId: player.id } };
  const rows = await db.post.findMany({
    where: { character },
    orderBy: NEWEST_FIRST,
    skip: (args.page - 1) * args.pageSize,
    take: args.pageSize,
    include: postInclude(player.id),
  });
  return rows.map((row) => toPostView(row, player, language));
}

/** One character's posts, newest first; null when the character is not in the pack. */
export async function characterPosts(db: Db, player: Player, language: string, args: PageArgs & { id: string }): Promise<CharacterPost[] | null> {
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
