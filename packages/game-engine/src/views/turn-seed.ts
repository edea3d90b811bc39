import type { GameType } from '@app/schema';
import { createRandom, seedFrom, type Random } from '../rules/random.ts';

/**
 * The random of one turn: the same player, character, game type and turn count always draw the
 * same lines, so a turn can be replayed (the web app's mocks play the server's turns this way).
 */
export const turnRandom = (playerId: string, charId: string, gameType: GameType, turns: number): Random =>
  createRandom(seedFrom(`${playerId}:${charId}:${gameType}:${turns}`));

/** The random of a restart's opening turn, at `now`. */
export const restartRandom = (playerId: string, charId: string, gameType: GameType, now: number): Random =>
  createRandom(seedFrom(`${playerId}:${charId}:${gameType}:restart:${now}`));
