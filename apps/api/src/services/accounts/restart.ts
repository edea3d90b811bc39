import { canRestartCharacter, keptThroughRestart, parseGameState } from '@app/game-engine';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { EMPTY_MEMORY } from '../game/memory.ts';
import { forbidden, notFound } from '../../errors.ts';

export interface RestartOptions {
  /** One character ("restart character"), or every character ("restart progress"). */
  charId?: string;
  /** The player's live tier: God Mode's restart also lifts blocks and cooldowns (it may write through them anyway). */
  tier: number;
  now: number;
}

/** The restart-character button is the tier holders' (spec §6); the server checks it from the database. */
export function assertMayRestartCharacter(tier: number): void {
  if (!canRestartCharacter(tier)) throw forbidden('tier.restartCharacter', 'tier');
}

/**
 * Restart progress: deletes the player's game data (engine states, messages, scores and meters)
 * with every character, or with one, in one transaction. A running block or cooldown stays, with
 * its meter, except for God Mode, and so does the count of blocks that still count (the engine's
 * restart rule). Follows, likes, votes and the day's quota stay.
 */
export async function restartProgress(db: Db, userId: string, opts: RestartOptions): Promise<void> {
  const { charId } = opts;
  if (charId !== undefined && !(await db.character.findUnique({ where: { id: charId }, select: { id: true } }))) {
    throw notFound('character.notFound');
  }
  await db.$transaction((tx) => restartWithin(tx, userId, opts));
}

/** The same inside the caller's transaction (the console's reset writes its log row with it). */
export async function restartWithin(tx: Prisma.TransactionClient, userId: string, opts: RestartOptions): Promise<void> {
  const { charId } = opts;
  const where = charId === undefined ? { userId } : { userId, charId };
  const at = new Date(opts.now);
  const rows = await tx.gameState.findMany({
    where,
    select: { charId: true, gameType: true, state: true, version: true },
  });
  const kept = rows.flatMap((row) => {
    const k = keptThroughRestart(parseGameState(row.state), opts);
    return k ? [{ row, ...k }] : [];
  });
  await tx.gameState.deleteMany({ where });
  await tx.message.deleteMany({ where });
  await tx.playerCharacter.deleteMany({ where });
  for (const { row, state, waiting } of kept) {
    const stored = { ...state, memory: EMPTY_MEMORY } as unknown as Prisma.InputJsonValue;
    // A new version, not 0: a process that holds the old game (played-games.ts) must not take it for this one.
    await tx.gameState.create({
      data: {
        userId,
        charId: row.charId,
        gameType: row.gameType,
        state: stored,
        version: row.version + 1,
        updatedAt: at,
      },
    });
    // The meter of a running wait shows on the character until it ends.
    if (waiting && state.gameType === 'chat')
      await tx.playerCharacter.create({
        data: { userId, charId: row.charId, score: 0, meter: state.meter, updatedAt: at },
      });
  }
}
