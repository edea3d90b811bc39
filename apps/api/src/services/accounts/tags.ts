import { LANGUAGES, hidesEveryone, tagKeySchema, type Tags } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import type { Player } from '../players.ts';
import { badRequest } from '../../errors.ts';
import { issueToken } from './issue-token.ts';

export const MAX_TAGS = 30;
export const MAX_TAG_VALUE = 40;

/** Validates user-level tag changes: keys of the tag pattern, string values up to 40 characters, a known language. */
export function normaliseTagChanges(changes: Record<string, unknown>): Tags {
  const out: Tags = {};
  for (const [rawKey, rawValue] of Object.entries(changes)) {
    const key = tagKeySchema.safeParse(rawKey);
    if (!key.success) throw badRequest('tags.invalid');
    if (typeof rawValue !== 'string' && typeof rawValue !== 'boolean') throw badRequest('tags.valueType');
    const value = String(rawValue);
    if (value.length > MAX_TAG_VALUE) throw badRequest('tags.valueTooLong');
    if (key.data === 'language' && !(LANGUAGES as readonly string[]).includes(value)) throw badRequest('tags.language');
    out[key.data] = value;
  }
  return out;
}

/**
 * Merges tag changes into the player's tags (an empty value removes the tag); the language tag also
 * sets the player's language. Answers the new tags and a fresh token.
 */
export async function applyTags(
  app: AppServices,
  player: Player,
  rawChanges: Record<string, unknown>,
): Promise<{ token: string; tags: Tags }> {
  const changes = normaliseTagChanges(rawChanges);
  const tags = await app.db.prisma.$transaction(async (tx) => {
    // Row lock: two tag changes at once must not lose one another.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${player.id} FOR UPDATE`;
    const user = await tx.user.findUniqueOrThrow({ where: { id: player.id }, select: { tags: true } });
    const next: Tags = { ...((user.tags ?? {}) as Tags) };
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') delete next[key];
      else next[key] = value;
    }
    // Visibility Settings never leave an empty app (checked only when they change, so older tags still save a language).
    if (('girls' in changes || 'futas' in changes) && hidesEveryone(next))
      throw badRequest('tags.visibilityEmpty', 'validation');
    if (Object.keys(next).length > MAX_TAGS) throw badRequest('tags.tooMany');
    const language = changes.language || undefined;
    await tx.user.update({ where: { id: player.id }, data: { tags: next, ...(language ? { language } : {}) } });
    return next;
  });
  return { token: await issueToken(app, player.id), tags };
}
