import type { Character } from '@app/schema';
import { demoPack } from './demo-pack.ts';
import type { MockPlayer } from './game-turn.ts';
import { ANONYMOUS_PLAYER } from './play-store.ts';
import { listCharacters } from './social.ts';

/** The demo cast as character.all lists it for a player (by default a new free player, in English): tests name characters from it. */
export function demoCast(player: Partial<MockPlayer> = {}, language = 'en'): Character[] {
  return listCharacters(demoPack(), { id: ANONYMOUS_PLAYER, tier: 0, tags: {}, ...player }, language);
}

/** The first character of the cast at a tier above the free one, and her tier. */
export function lockedCharacter(): Character {
  return demoCast().find((c) => c.locked)!;
}
