import type { Character } from '@app/schema';
import { characterView, START_METER, type CharacterSource } from '@app/game-engine';
import type { Db } from '../../db/client.ts';
import { rawQuery, type Reader } from '../../db/raw.ts';
import type { Player } from '../players.ts';
import { asStringList, asTags, visibleCharacterSql, visibleGenders } from './visibility.ts';

/** Meter of a character the player has not met yet: the one her chat starts with (the engine's). */
const DEFAULT_METER = START_METER;

// Only the columns the view needs: `data` (the pack record with dialogue in sixteen languages) is
// hundreds of kilobytes per character and must never be read for a list.
const characterSelect = (userId: string) => ({
  id: true,
  name: true,
  age: true,
  gender: true,
  futaPoses: true,
  tier: true,
  tags: true,
  description: true,
  descriptionTrans: true,
  images: true,
  backgroundImage: true,
  progress: { where: { userId }, select: { score: true, meter: true, tags: true } },
  follows: { where: { userId }, select: { userId: true } },
  _count: { select: { posts: true } },
});

/** The columns every read of a character takes straight from its row (tags still raw JSON). */
type CharacterColumns = Omit<CharacterSource, 'tags' | 'descriptionTrans' | 'progress' | 'followed' | 'postCount'> & {
  tags: unknown;
};

interface CharacterRow extends CharacterColumns {
  descriptionTrans: unknown;
  progress: { score: number; meter: number; tags: unknown }[];
  follows: { userId: string }[];
  _count: { posts: number };
}

export function toCharacterView(row: CharacterRow, player: Player, language: string): Character {
  const progress = row.progress[0];
  return characterView(
    {
      ...row,
      tags: asStringList(row.tags),
      progress: progress ? { score: progress.score, meter: progress.meter, tags: asTags(progress.tags) } : null,
      followed: row.follows.length > 0,
      postCount: row._count.posts,
    },
    player.tier,
    language,
  );
}

interface ListRow extends CharacterColumns {
  trans: string | null;
  score: number | null;
  meter: number | null;
  playerTags: unknown;
  active: boolean;
  postCount: number;
}

/**
 * The pack's characters the player's visibility tags allow, in the pack's order: one query (the
 * player's progress and follow joined, only the request's translation read, never `data`).
 */
export async function listCharacters(db: Reader, player: Player, language: string): Promise<Character[]> {
  const rows = await rawQuery<ListRow>(
    db,
    `SELECT c."id", c."name", c."age", c."gender", c."futaPoses", c."tier", c."tags", c."description", c."descriptionTrans" ->> $2::text AS "trans",
            c."images", c."backgroundImage", pc."score", pc."meter", pc."tags" AS "playerTags", (f."userId" IS NOT NULL) AS "active",
            (SELECT count(*)::int FROM "Post" p WHERE p."charId" = c."id") AS "postCount"
       FROM "Character" c
       LEFT JOIN "PlayerCharacter" pc ON pc."charId" = c."id" AND pc."userId" = $1
       LEFT JOIN "Follow" f ON f."charId" = c."id" AND f."userId" = $1
      WHERE c."inPack" = true AND ${visibleCharacterSql('$3')}
      ORDER BY c."sortOrder" ASC, c."id" ASC`,
    [player.id, language, visibleGenders(player.tags).join(',')],
  );
  return rows.map((r) =>
    toCharacterView(
      {
        ...r,
        descriptionTrans: r.trans === null ? {} : { [language]: r.trans },
        progress: r.score === null ? [] : [{ score: r.score, meter: r.meter ?? DEFAULT_METER, tags: r.playerTags }],
        follows: r.active ? [{ userId: player.id }] : [],
        _count: { posts: Number(r.postCount) },
      },
      player,
      language,
    ),
  );
}

/** One character of the loaded pack (also one of a hidden gender: the player asked for it by id), or null. */
export async function findCharacter(db: Db, player: Player, language: string, id: string): Promise<Character | null> {
  const row = await db.character.findFirst({ where: { id, inPack: true }, select: characterSelect(player.id) });
  return row ? toCharacterView(row, player, language) : null;
}

/** Numbers for the landing page: characters, locations, and the fewest poses any character has. */
export async function characterStats(
  db: Db,
): Promise<{ characters: number; locations: number; posesPerCharacter: number }> {
  // Counts stored at load time: never the large `data` column.
  const rows = await db.$queryRawUnsafe<{ characters: number; locations: number; poses: number }[]>(
    `SELECT count(*)::int AS characters, coalesce(sum("locationCount"), 0)::int AS locations, coalesce(min("poseCount"), 0)::int AS poses
       FROM "Character" WHERE "inPack" = true`,
  );
  const row = rows[0];
  return {
    characters: Number(row?.characters ?? 0),
    locations: Number(row?.locations ?? 0),
    posesPerCharacter: Number(row?.poses ?? 0),
  };
}
