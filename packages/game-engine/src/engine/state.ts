import { gameStateSchema, type GameState, type GameType } from '@app/schema';
import { blocksInForce, blockStatus, NO_BLOCKS } from '../rules/block.ts';
import { clampMeter } from '../rules/level.ts';
import { isGodMode } from '../rules/tiers.ts';
import { keysOfLine, normalizedSent } from '../text/fresh.ts';
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

export interface NewGameInit {
  charId: string;
  gameType?: GameType;
  isFuta?: boolean;
  score?: number;
}

export function newGameState(init: NewGameInit & { meter?: number }): GameState {
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
    warnings: 0,
    blocks: NO_BLOCKS,
  };
}

/**
 * The one restart rule (design §4), for a restart of one game and of all progress: the game starts
 * over, but a running block or "away" cooldown stays with its meter and end, and the blocks still in
 * force keep counting, so a restart is no way out of either. God Mode, which writes through blocks
 * anyway, restarts without the running one (its count stays).
 * `waiting`: a block or cooldown is still running; `carried`: something was kept (else a restart of
 * all progress may simply delete the game).
 */
export function restartedState(
  old: GameState | null,
  init: NewGameInit,
  opts: { tier: number; now: number },
): { state: GameState; waiting: boolean; carried: boolean } {
  const fresh = newGameState(init);
  if (!old) return { state: fresh, waiting: false, carried: false };
  const blocks = blocksInForce(old.blocks, opts.now);
  const waiting = !isGodMode(opts.tier) && blockStatus(old.meter, old.timeout, opts.now).kind !== 'none';
  const state = waiting ? { ...fresh, meter: old.meter, timeout: old.timeout, blocks } : { ...fresh, blocks };
  return { state, waiting, carried: waiting || blocks.count > 0 };
}

/**
 * What a stored game keeps through a restart of progress (every character, or one): a running block or
 * cooldown with its meter (not for God Mode), or the blocks that still count; null when it keeps nothing.
 */
export function keptThroughRestart(
  old: GameState | null,
  opts: { tier: number; now: number },
): { state: GameState; waiting: boolean } | null {
  if (!old) return null;
  const kept = restartedState(old, { charId: old.charId, gameType: old.gameType, isFuta: old.isFuta }, opts);
  return kept.carried ? { state: kept.state, waiting: kept.waiting } : null;
}

/** Reads a persisted state; null when it is missing or not a valid state (start a new one then). */
export function parseGameState(value: unknown): GameState | null {
  const parsed = gameStateSchema.safeParse(value);
  if (!parsed.success) return null;
  return { ...parsed.data, sent: normalizedSent(parsed.data.sent) };
}

/** Records sent lines (their text and translation) for dedup, keeping only the newest keys. */
export function remember(state: GameState, lines: readonly (string | SpokenLine)[]): GameState {
  const sent = [...state.sent, ...lines.flatMap((l) => keysOfLine(l))];
  return { ...state, sent: sent.slice(Math.max(0, sent.length - SENT_HISTORY_LIMIT)) };
}
