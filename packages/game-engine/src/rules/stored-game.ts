import type { GameType } from '@app/schema';

/**
 * The game a state and its messages are stored under: a story game's futa variant is a game of its own
 * (`<gameType>.futa`), the chat has no variant. The server's rows, the mocks' records and a report of a line
 * all name a game so.
 */
export function storedGameType(gameType: GameType, futaVariant: boolean): string {
  return gameType !== 'chat' && futaVariant ? `${gameType}.futa` : gameType;
}
