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
