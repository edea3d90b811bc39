import { LRUCache } from 'lru-cache';
import type { KnownProgress, LoadedGame } from './state-store.ts';

/** A game as this process last read or wrote it: the row's version and write time tell whether it is still current. */
export interface PlayedGame {
  version: number;
  /** The row's `updatedAt` as written (UTC wall time): with the version, it tells a deleted and recreated row apart. */
  at: string;
  game: Omit<LoadedGame, 'summary' | 'version'>;
  /** The player's progress with the character as of this version (null: no row); absent when not known. */
  progress?: KnownProgress | null;
}

/**
 * The games played lately in this process, parsed. A turn asks the database for the stored state only
 * when the row's version or write time differ from these (another instance, a restart, a console
 * reset), so a player's next turn skips reading, parsing and checking up to 36 KB of state. Bounded by
 * count and by an estimate of the memory each state holds (its sent memory dominates).
 */
const playedGames = new LRUCache<string, PlayedGame>({
  max: 5000,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (g) => 2048 + g.game.state.sent.length * 64,
});

export const playedGameKey = (userId: string, charId: string, storedType: string): string =>
  `${userId}\u0000${charId}\u0000${storedType}`;

export const recallGame = (key: string): PlayedGame | undefined => playedGames.get(key);
export const keepGame = (key: string, game: PlayedGame): void => void playedGames.set(key, game);
export const forgetGame = (key: string): void => void playedGames.delete(key);
