import type {
  ChatMode,
  ErrorCause,
  GameReply,
  GameStage,
  GameState,
  GameType,
  PackCharacter,
  Scenario,
  Tags,
} from '@app/schema';
import { errorText, type ErrorKey, type ErrorRef, type KeyArgs } from '@app/schema/errors';
import type { Random } from '../rules/random.ts';

export type { GameStage, GameState };

/** What the player sent this turn (the send-message input without the character id). */
export interface TurnInput {
  /** The player's text; empty to begin, refresh or resume. */
  message?: string;
  mode?: ChatMode;
  /** Location or pose ids at a select step, an option index in scenario games, or a God Mode choice. */
  choices?: readonly string[];
  gameType?: GameType;
  isFuta?: boolean;
}

/** Everything the engine needs to know that is not in the state. */
export interface TurnContext {
  /** The character's pack data (packCharacterSchema). */
  character: PackCharacter;
  /** The scenario of the game type (and futa variant) for non-chat game types. */
  scenario?: Scenario | null;
  /** The player's live tier (0..3), read from the database by the server. */
  tier: number;
  /** The level unlocking locations and poses; defaults to the level of the state's score. */
  level?: number;
  /** The player's tags, e.g. { feet: 'false' } hides poses tagged feet. */
  playerTags?: Tags;
  /** Language code for translations of lines and options (default en). */
  language?: string;
  /** Epoch ms of this turn. */
  now: number;
  random: Random;
  /** When given, a FreeStyle turn beyond the daily quota is refused with cause quota. */
  customMessagesUsedToday?: number;
  /**
   * The player has a history with the character (the server knows: earlier messages or score): her
   * hello comes from `dialogue.greetingReturning`. Default: the state has score.
   */
  returning?: boolean;
}

export type GameEvent =
  | { type: 'greeting' }
  | { type: 'meter'; from: number; to: number; delta: number }
  | { type: 'levelUp'; from: number; to: number }
  /** The player's words: matched to an offered reply (exact when it is the reply's text), or scored by sentiment. */
  | {
      type: 'freeText';
      matched: boolean;
      exact?: boolean;
      reply?: string;
      kind?: 'friendly' | 'bold' | 'rude';
      sentiment?: 'positive' | 'neutral' | 'negative';
    }
  /** The pack had nothing unsaid left: the character takes a short pause instead of going quiet. */
  | { type: 'paused'; until: number }
  /** A rude turn left the meter in the danger band: the first warning in a row, or the sharper second. */
  | { type: 'warned'; level: number }
  /** The character blocked the player until `until`; `count` is how many blocks with her are in force (the length escalates). */
  | { type: 'blocked'; until: number; count: number }
  | { type: 'refused'; status: 'away' | 'blocked'; until: number }
  | { type: 'resumed' }
  | { type: 'locationOffered'; locations: string[] }
  | { type: 'dateStarted'; location: string }
  | { type: 'sceneStarted'; byChoice: boolean }
  | { type: 'action'; poses: string[] }
  | { type: 'sceneEnded'; bonus: number; until: number }
  | { type: 'scenarioNode'; node: string }
  | { type: 'scenarioEnded'; node: string; score: number };

export interface TurnResult {
  state: GameState;
  reply: GameReply;
  /** Points to add to the player's score with the character. */
  scoreDelta: number;
  events: GameEvent[];
}

/** A refused turn; the same shape as the REST error body: its text, its catalogue key and parameters, its cause. */
export type GameError = ErrorRef & { error: string; cause: ErrorCause };

/** A refusal of the catalogue (`@app/schema/errors`), its English text filled in. */
export function refusal<K extends ErrorKey>(cause: ErrorCause, key: K, ...[params]: KeyArgs<K>): GameError {
  const filled = params ?? {};
  return { error: errorText(key, filled), key, params: filled, cause } as GameError;
}

export function isGameError(result: TurnResult | GameError): result is GameError {
  return 'error' in result;
}

/** God Mode's choices: start a scene at any meter, end the scene now. */
export const START_SCENE = 'start-scene';
export const END_SCENE = 'end-scene';
