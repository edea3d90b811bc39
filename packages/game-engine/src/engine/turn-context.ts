import type { PackCharacter, Scenario, Tags } from '@app/schema';
import type { TurnContext } from './types.ts';

/**
 * A turn's context but its random draw (the server and the mocks each draw their own): the character
 * and scenario being played, the player's tier and tags, the language and the time.
 */
export function turnContext(
  game: { character: PackCharacter; scenario: Scenario | null },
  tier: number,
  playerTags: Tags,
  language: string,
  now: number,
): Omit<TurnContext, 'random'> {
  return { character: game.character, scenario: game.scenario, tier, playerTags, language, now };
}
