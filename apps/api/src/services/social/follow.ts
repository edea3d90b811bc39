import { hasFutaPoses, switchableTags as switchable } from '@app/game-engine';
import type { Tags } from '@app/schema';
import type { Db } from '../../db/client.ts';
import type { Player } from '../players.ts';
import { asStringList, asTags } from './visibility.ts';

/** Follows or unfollows; null when the character is not in the pack. */
export async function toggleFollow(db: Db, player: Player, charId: string): Promise<{ active: boolean } | null> {
  return db.$transaction(async (tx) => {
    const exists = await tx.character.count({ where: { id: charId, inPack: true } });
    if (exists === 0) return null;
    const removed = await tx.follow.deleteMany({ where: { userId: player.id, charId } });
    if (removed.count > 0) return { active: false };
    await tx.follow.createMany({ data: [{ userId: player.id, charId }], skipDuplicates: true });
    return { active: true };
  });
}

interface PoseLike {
  futa?: unknown;
}

/**
 * The per-character tags a player may switch: the character's content tags, plus `futa` where it changes
 * something (a futa character, or one with poses that exist only with or without the futa option).
 */
export function switchableTags(character: {
  gender: string;
  tags: unknown;
  futaPoses?: boolean;
  data?: unknown;
}): string[] {
  // futaPoses is counted at load time; `data` (the whole pack record) only where a caller already has it.
  const poses = (character.data as { poses?: PoseLike[] } | null | undefined)?.poses ?? [];
  return switchable({
    gender: character.gender,
    tags: asStringList(character.tags),
    futaPoses: character.futaPoses === true || hasFutaPoses(poses),
  });
}

export type SetTagOutcome =
  | { status: 'ok'; tags: Tags }
  | { status: 'not-found' }
  | { status: 'not-allowed'; allowed: string[] };

/** Stores one per-character tag value (as a string, like the user tags) in PlayerCharacter.tags. */
export async function setCharacterTag(
  db: Db,
  player: Player,
  charId: string,
  tag: string,
  value: string,
): Promise<SetTagOutcome> {
  return db.$transaction(async (tx) => {
    const character = await tx.character.findFirst({
      where: { id: charId, inPack: true },
      select: { gender: true, tags: true, futaPoses: true },
    });
    if (!character) return { status: 'not-found' } as const;
    const allowed = switchableTags(character);
    if (!allowed.includes(tag)) return { status: 'not-allowed', allowed } as const;
    // Merged in SQL so two switches flipped at once both stick.
    const rows = await tx.$queryRaw<{ tags: unknown }[]>`
      INSERT INTO "PlayerCharacter" ("userId", "charId", "tags", "updatedAt")
      VALUES (${player.id}, ${charId}, jsonb_build_object(${tag}::text, ${value}::text), now())
      ON CONFLICT ("userId", "charId") DO UPDATE SET "tags" = "PlayerCharacter"."tags" || EXCLUDED."tags", "updatedAt" = now()
      RETURNING "tags"`;
    const tags = asTags(rows[0]?.tags);
    return { status: 'ok', tags } as const;
  });
}
