import { packCharacterSchema, type PackCharacter } from '@app/schema';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../trpc/errors.ts';

/** A playable character: its pack record with the database row's id and tier (the row is authoritative). */
export async function loadPlayableCharacter(db: Db, id: string): Promise<PackCharacter> {
  const row = await db.character.findUnique({ where: { id }, select: { id: true, name: true, tier: true, data: true } });
  if (!row) throw notFound('Character not found');
  const parsed = packCharacterSchema.safeParse(row.data);
  if (!parsed.success) throw new AppError('INTERNAL_SERVER_ERROR', `The content of ${row.name} is broken`);
  return { ...parsed.data, id: row.id, tier: row.tier };
}
