import type { Tags } from '@app/schema';

export type Gender = 'girl' | 'futa';

/**
 * Genders the player sees: the user tags `girls` and `futas` set to "false" hide that gender
 * (spec §2 Preferences overlay). Both on, or never set, shows both.
 */
export function visibleGenders(tags: Tags): Gender[] {
  const genders: Gender[] = [];
  if (tags.girls !== 'false') genders.push('girl');
  if (tags.futas !== 'false') genders.push('futa');
  return genders;
}

/**
 * SQL: the character `c` is visible to a player who sees `genders` (a comma-joined SQL parameter):
 * her gender is among them, or the player sees futas and she has a futa variant (DESIGN §4: the
 * demo's nine women each have one, shown through the per-character futa switch).
 */
export const visibleCharacterSql = (genders: string) =>
  `(c."gender" = ANY(string_to_array(${genders}::text, ',')) OR (c."futaPoses" AND 'futa' = ANY(string_to_array(${genders}::text, ','))))`;

/** A character (and its posts) above the player's live tier is shown dimmed and cannot be played. */
export const isLocked = (characterTier: number, playerTier: number) => characterTier > playerTier;

/** The translation of a record for the request's language, from its `*Trans` map; English has none. */
export function pickTrans(trans: unknown, language: string): string | null {
  if (language === 'en' || !trans || typeof trans !== 'object' || Array.isArray(trans)) return null;
  const value = (trans as Record<string, unknown>)[language];
  return typeof value === 'string' && value !== '' ? value : null;
}

export const asStringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export const asTags = (value: unknown): Tags =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
    : {};
