import type { Db } from '../../db/client.ts';
import type { Player } from '../players.ts';
import { isLocked } from './visibility.ts';

export type LikeOutcome =
  | { status: 'ok'; likes: number; likedBy: string[] }
  | { status: 'not-found' }
  | { status: 'locked' };

/**
 * Toggles the player's like in one transaction: the PostLike row and the post's counter move together.
 * `likedBy` holds only the caller's own id (other players' ids are private).
 */
export async function toggleLike(db: Db, player: Player, postId: string): Promise<LikeOutcome> {
  return db.$transaction(async (tx) => {
    const post = await tx.post.findUnique({
      where: { id: postId },
      select: { character: { select: { tier: true, inPack: true } } },
    });
    if (!post || !post.character.inPack) return { status: 'not-found' } as const;
    if (isLocked(post.character.tier, player.tier)) return { status: 'locked' } as const;
    const removed = await tx.postLike.deleteMany({ where: { postId, userId: player.id } });
    let delta = -removed.count;
    let liked = false;
    if (removed.count === 0) {
      // skipDuplicates: a double click racing itself counts once.
      const added = await tx.postLike.createMany({ data: [{ postId, userId: player.id }], skipDuplicates: true });
      delta = added.count;
      liked = true;
    }
    const updated =
      delta === 0
        ? await tx.post.findUniqueOrThrow({ where: { id: postId }, select: { likes: true } })
        : await tx.post.update({
            where: { id: postId },
            data: { likes: { increment: delta } },
            select: { likes: true },
          });
    return { status: 'ok', likes: Math.max(0, updated.likes), likedBy: liked ? [player.id] : [] } as const;
  });
}
