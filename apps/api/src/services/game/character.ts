import { packCharacterSchema, type PackCharacter } from '@app/schema';
import type { Db } from '../../db/client.ts';
import { epochMs, rawQuery, type Reader } from '../../db/raw.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ChangeFeed } from '../cache/change-feed.ts';

/**
 * Parsed pack records by character id and the row's updatedAt. The record is large (dialogue in
 * sixteen languages), so a turn reads only the row's small columns and re-reads `data` only when a
 * content load changed the row: every instance sees a change at once, since updatedAt comes from the database.
 */
const parsedRecords = new Map<string, { updatedAt: number; record: PackCharacter }>();

/** A playable character: its pack record with the database row's id and tier (the row is authoritative). */
export async function loadPlayableCharacter(db: Db, id: string, driver: Reader = db): Promise<PackCharacter> {
  const [head] = await rawQuery<{ id: string; name: string; tier: number; updatedAt: number }>(
    driver,
    `SELECT "id", "name", "tier", ${epochMs('"updatedAt"')} AS "updatedAt" FROM "Character" WHERE "id" = $1`,
    [id],
  );
  if (!head) throw notFound('character.notFound');
  const cached = parsedRecords.get(id);
  if (cached && cached.updatedAt === Number(head.updatedAt)) return { ...cached.record, id: head.id, tier: head.tier };
  const row = await db.character.findUnique({ where: { id }, select: { data: true, updatedAt: true } });
  if (!row) throw notFound('character.notFound');
  const parsed = packCharacterSchema.safeParse(row.data);
  if (!parsed.success)
    throw new AppError('INTERNAL_SERVER_ERROR', { key: 'server.contentBroken', params: { name: head.name } });
  parsedRecords.set(id, { updatedAt: row.updatedAt.getTime(), record: parsed.data });
  return { ...parsed.data, id: head.id, tier: head.tier };
}

/**
 * Playable characters kept whole while the database announces character changes (a content load, the
 * operator's command line): a turn then reads no character row at all. While notifications may be
 * missed, every turn reads the row's small columns as before.
 */
export class PlayableCharacters {
  private readonly characters = new Map<string, PackCharacter>();
  private epoch = 0;

  private readonly changes: ChangeFeed;

  constructor(changes: ChangeFeed) {
    this.changes = changes;
    const drop = () => {
      this.epoch++;
      this.characters.clear();
    };
    changes.on('Character', drop);
    changes.onReset(drop);
  }

  async get(db: Db, id: string, driver: Reader = db): Promise<PackCharacter> {
    if (!this.changes.live) return loadPlayableCharacter(db, id, driver);
    const hit = this.characters.get(id);
    if (hit) return hit;
    const epoch = this.epoch;
    const character = await loadPlayableCharacter(db, id, driver);
    if (epoch === this.epoch && this.changes.live) this.characters.set(id, character);
    return character;
  }
}
