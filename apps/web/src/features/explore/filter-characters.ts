import { matchesLevelFilter, type LevelFilter } from '@app/game-engine';
import type { Character } from '@app/schema';

/** Explore's rule (spec §5): a case-insensitive substring match on the name and the level range. */
export function filterCharacters<T extends Pick<Character, 'name' | 'level'>>(
  characters: readonly T[],
  query: string,
  filter: LevelFilter,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return characters.filter((c) => c.name.toLocaleLowerCase().includes(needle) && matchesLevelFilter(c.level, filter));
}
