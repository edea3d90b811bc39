import { gameStateSchema, type GameState, type GameType } from '@app/schema';
import { clampMeter } from '../rules/level.ts';
import { keysOfLine, normalizeSentKey } from '../text/fresh.ts';
import type { SpokenLine } from '../text/lines.ts';

/**
 * How many sent-line keys the state keeps (compact hashes, two a line in a translated chat): enough
 * for several hundred turns, so a conversation does not repeat itself.
 */
export const SENT_HISTORY_LIMIT = 2000;
/**
 * The meter a new chat starts with, and the one a character's profile shows before the first message
 * (design §4: one rule, one number): the bottom of the warm band, so one rude reply never blocks.
 */
export const START_METER = 10;

export function newGameState(init: { charId: string; gameType?: GameType; isFuta?: boolean; score?: number; meter?: number }): GameState {
  return {
    version: 1,
    charId: init.charId,
    gameType: init.gameType ?? 'chat',
    isFuta: init.isFuta ?? false,
    score: Math.max(0, Math.floor(init.score ?? 0)),
    meter: clampMeter(init.meter ?? START_METER),
    stage: (init.gameType ?? 'chat') === 'chat' ? 'talk' : 'story',
    location: null,
    selectedActions: [],
    timeout: null,
    sent: [],
    beat: null,
    node: null,
    counters: { turns: 0, dateTurns: 0, sceneTurns: 0, scenes: 0, freeText: 0 },
  };
}

/** Reads a persisted state; null when it is missing or not a valid state (start a new one then). */
export function parseGameState(value: unknown): GameState | null {
  const parsed = gameStateSchema.safeParse(value);
  if (!parsed.success) return null;
  return { ...parsed.data, sent: parsed.data.sent.map(normalizeSentKey) };
}

/** Records sent lines (their text and translation) for dedup, keeping only the newest keys. */
export function remember(state: GameState, lines: readonly (string | SpokenLine)[]): GameState {
  const sent = [...state.sent, ...lines.flatMap((l) => keysOfLine(l))];
  return { ...state, sent: sent.slice(Math.max(0, sent.length - SENT_HISTORY_LIMIT)) };
}
