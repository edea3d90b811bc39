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

/** The pack has poses that exist only with or without the futa option: she has a futa variant. */
export const hasFutaPoses = (poses: readonly { futa?: unknown }[]) => poses.some((p) => typeof p.futa === 'boolean');

/**
 * A character is listed to a player who sees `genders` when her gender is among them, or the player
 * sees futas and she has a futa variant (DESIGN §4: the demo's women each have one, shown through the
 * per-character futa switch). The server states the same rule in SQL (`visibleCharacterSql`).
 */
export function isVisibleCharacter(c: { gender: string; futaPoses: boolean }, genders: readonly Gender[]): boolean {
  return genders.includes(c.gender as Gender) || (c.futaPoses && genders.includes('futa'));
}

/** A character (and its posts) above the player's live tier is shown dimmed and cannot be played. */
export const isLocked = (characterTier: number, playerTier: number) => characterTier > playerTier;

/**
 * The per-character tags a player may switch: the character's content tags, plus `futa` where it changes
 * something (a futa character, or one with poses that exist only with or without the futa option).
 */
export function switchableTags(c: { gender: string; tags: readonly string[]; futaPoses: boolean }): string[] {
  const futa = c.gender === 'futa' || c.futaPoses;
  return futa && !c.tags.includes('futa') ? [...c.tags, 'futa'] : [...c.tags];
}

/** The translation of a record for the request's language, from its `*Trans` map; English has none. */
export function pickTrans(trans: unknown, language: string): string | null {
  if (language === 'en' || !trans || typeof trans !== 'object' || Array.isArray(trans)) return null;
  const value = (trans as Record<string, unknown>)[language];
  return typeof value === 'string' && value !== '' ? value : null;
}
