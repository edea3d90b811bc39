import { gameStateSchema, type GameState, type GameType } from '@app/schema';
import { dedupKey } from '../rules/dedup.ts';
import { clampMeter } from '../rules/level.ts';

/** How many sent-line keys the state keeps for dedup. */
export const SENT_HISTORY_LIMIT = 300;
/** The meter a new chat starts with: cold, but not blocked. */
export const START_METER = 5;

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
  return parsed.success ? parsed.data : null;
}

/** Records sent texts for dedup, keeping only the newest keys. */
export function remember(state: GameState, texts: readonly string[]): GameState {
  const sent = [...state.sent, ...texts.map(dedupKey)];
  return { ...state, sent: sent.slice(Math.max(0, sent.length - SENT_HISTORY_LIMIT)) };
}
