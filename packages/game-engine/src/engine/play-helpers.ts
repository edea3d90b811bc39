import type { GameState } from '@app/schema';
import { createRandom } from '../rules/random.ts';
import { playTurn } from './play-turn.ts';
import { newGameState } from './state.ts';
import { testCharacter } from './test-character.ts';
import { isGameError, type GameError, type TurnContext, type TurnInput, type TurnResult } from './types.ts';

/** Test helpers only. */
export const NOW = Date.UTC(2025, 0, 1, 12);

export function ctx(overrides: Partial<TurnContext> = {}): TurnContext {
  return { character: testCharacter(), tier: 0, now: NOW, random: createRandom(1), language: 'en', ...overrides };
}

export function chatState(overrides: Partial<GameState> = {}): GameState {
  return { ...newGameState({ charId: 'mila' }), ...overrides };
}

export function ok(result: TurnResult | GameError): TurnResult {
  if (isGameError(result)) throw new Error(`Unexpected error: ${result.error} (${result.cause})`);
  return result;
}

export function play(state: GameState, input: TurnInput, context: Partial<TurnContext> = {}): TurnResult {
  return ok(playTurn(state, input, ctx(context)));
}

/** The offered reply of a kind (the test character's replies start with Friendly, Bold or Rude). */
export function option(turn: TurnResult, kind: 'Friendly' | 'Bold' | 'Rude'): string {
  const text = turn.reply.options.find((o) => o.startsWith(kind));
  if (text === undefined) throw new Error(`No ${kind} option in ${JSON.stringify(turn.reply.options)}`);
  return text;
}

/** Sends the friendly offered reply. */
export function friendly(turn: TurnResult, context: Partial<TurnContext> = {}): TurnResult {
  return play(turn.state, { message: option(turn, 'Friendly') }, context);
}
