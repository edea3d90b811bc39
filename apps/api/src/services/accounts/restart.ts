import type { Db } from '../../db/client.ts';
import { notFound } from '../../trpc/errors.ts';

/**
 * Restart progress: deletes the player's game data (engine states, messages, scores and meters)
 * with every character, or with one. Follows, likes, votes and the day's quota stay.
 */
export async function restartProgress(db: Db, userId: string, charId?: string): Promise<void> {
  if (charId !== undefined && !(await db.character.findUnique({ where: { id: charId }, select: { id: true } }))) {
    throw notFound('Character not found');
  }
  const where = charId === undefined ? { userId } : { userId, charId };
  await db.$transaction([db.gameState.deleteMany({ where }), db.message.deleteMany({ where }), db.playerCharacter.deleteMany({ where })]);
}
