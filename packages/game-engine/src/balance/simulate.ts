import type { PackCharacter } from '@app/schema';
import { BLOCK_METER, DANGER_METER } from '../rules/constants.ts';
import { createRandom, seedFrom } from '../rules/random.ts';
import { playTurn } from '../engine/play-turn.ts';
import { newGameState } from '../engine/state.ts';
import { isGameError, type TurnInput, type TurnResult } from '../engine/types.ts';
import { nextInput, POLICIES, type PolicyName } from './policies.ts';

/**
 * The balance simulation (issue 14): plays a pack's characters through the real engine with seeded
 * random, as six kinds of players, and measures what a new player meets. No server, no database.
 * A turn is one thing the player does (a reply, typed words, a place or a pose); opening the chat
 * and waiting out a block or an "away" are not turns.
 */

export interface PlayRecord {
  turns: number;
  /** Turn of the first block, or null. */
  firstBlock: number | null;
  blocks: number;
  /** Blocks whose turn before showed a warning: her words and the meter in the danger band. */
  warnedBlocks: number;
  /** Warnings the player saw before the first block. */
  warningsBeforeBlock: number;
  /** A block's reply that also carried a warning line (never allowed). */
  warningWithBlock: number;
  /** Turns to level 2, the first date offer, the first scene; null when not reached. */
  level2: number | null;
  dateOffer: number | null;
  scene: number | null;
  score: number;
}

const SECOND_MS = 1000;
const START = Date.UTC(2026, 0, 5, 18);
/** How long a turn takes a player: reading, choosing, the typing delays. */
const TURN_MS = 20 * SECOND_MS;

/** One play: a new player and one character, `turns` turns long. */
export function playOnce(character: PackCharacter, policy: PolicyName, turns: number, seed: number): PlayRecord {
  // Balance is a rule of the game, not of access: every character is played as a free player plays her.
  const c: PackCharacter = { ...character, tier: 0 };
  const player = createRandom(seedFrom(`player:${policy}:${c.id}:${seed}`));
  const rec: PlayRecord = {
    turns: 0,
    firstBlock: null,
    blocks: 0,
    warnedBlocks: 0,
    warningsBeforeBlock: 0,
    warningWithBlock: 0,
    level2: null,
    dateOffer: null,
    scene: null,
    score: 0,
  };
  let now = START;
  let calls = 0;
  const play = (state: TurnResult['state'], input: TurnInput): TurnResult => {
    const random = createRandom(seedFrom(`engine:${c.id}:${seed}:${calls++}`));
    const result = playTurn(state, input, { character: c, tier: 0, now, random, language: 'en' });
    if (isGameError(result))
      throw new Error(`${c.id} ${policy} seed ${seed}: ${result.error} (${result.cause}) on ${JSON.stringify(input)}`);
    return result;
  };
  let last = play(newGameState({ charId: c.id }), { message: '' });
  let warnedLastTurn = false;
  while (rec.turns < turns) {
    if (last.reply.timeout !== null && last.reply.timeout > now) {
      // The player waits it out and opens the chat again.
      now = last.reply.timeout + SECOND_MS;
      last = play(last.state, { message: '' });
      warnedLastTurn = false;
      continue;
    }
    const input = nextInput(policy, last, c, player);
    now += TURN_MS;
    last = play(last.state, input);
    rec.turns += 1;
    const t = rec.turns;
    const events = last.events;
    const warned = events.some((e) => e.type === 'warned');
    if (events.some((e) => e.type === 'blocked')) {
      rec.blocks += 1;
      if (warnedLastTurn) rec.warnedBlocks += 1;
      if (warned) rec.warningWithBlock += 1;
      rec.firstBlock ??= t;
    } else if (warned && rec.firstBlock === null) rec.warningsBeforeBlock += 1;
    warnedLastTurn = warned && last.reply.horny > BLOCK_METER && last.reply.horny <= DANGER_METER;
    if (rec.level2 === null && last.reply.level >= 2) rec.level2 = t;
    if (rec.dateOffer === null && events.some((e) => e.type === 'locationOffered')) rec.dateOffer = t;
    if (rec.scene === null && events.some((e) => e.type === 'sceneStarted')) rec.scene = t;
  }
  rec.score = last.state.score;
  return rec;
}

export interface Figures {
  plays: number;
  /** Share of plays blocked within 5, 10, 20, 30 turns. */
  blockedWithin: Record<5 | 10 | 20 | 30, number>;
  /** Median turns (unreached plays count as never; null when over half never got there). */
  medianLevel2: number | null;
  medianDateOffer: number | null;
  medianScene: number | null;
  /** Share of blocks that had a visible warning the turn before (1 when there were no blocks). */
  warnedBlockShare: number;
  blocks: number;
  /** Fewest warnings any player saw before the first block (null without blocks). */
  minWarningsBeforeBlock: number | null;
  warningWithBlock: number;
  scorePerTurn: number;
}

function median(values: readonly (number | null)[]): number | null {
  const sorted = values.map((v) => v ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return null;
  const m =
    n % 2 === 1 ? (sorted[(n - 1) / 2] as number) : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2;
  return Number.isFinite(m) ? m : null;
}

export function figures(records: readonly PlayRecord[]): Figures {
  const n = records.length;
  const share = (f: (r: PlayRecord) => boolean) => (n === 0 ? 0 : records.filter(f).length / n);
  const within = (k: number) => share((r) => r.firstBlock !== null && r.firstBlock <= k);
  const blocks = records.reduce((a, r) => a + r.blocks, 0);
  const blocked = records.filter((r) => r.firstBlock !== null);
  const turns = records.reduce((a, r) => a + r.turns, 0);
  return {
    plays: n,
    blockedWithin: { 5: within(5), 10: within(10), 20: within(20), 30: within(30) },
    medianLevel2: median(records.map((r) => r.level2)),
    medianDateOffer: median(records.map((r) => r.dateOffer)),
    medianScene: median(records.map((r) => r.scene)),
    warnedBlockShare: blocks === 0 ? 1 : records.reduce((a, r) => a + r.warnedBlocks, 0) / blocks,
    blocks,
    minWarningsBeforeBlock: blocked.length === 0 ? null : Math.min(...blocked.map((r) => r.warningsBeforeBlock)),
    warningWithBlock: records.reduce((a, r) => a + r.warningWithBlock, 0),
    scorePerTurn: turns === 0 ? 0 : records.reduce((a, r) => a + r.score, 0) / turns,
  };
}

export interface SimulationOptions {
  /** Plays per policy per character. */
  plays: number;
  /** Turns a play lasts. */
  turns: number;
  /** Varies every play's seeds; the same seed gives the same figures. */
  seed?: number;
  policies?: readonly PolicyName[];
}

export interface Simulation {
  options: Required<SimulationOptions>;
  /** Per policy, over every character. */
  byPolicy: Record<string, Figures>;
  /** Per policy, then per character id. */
  byCharacter: Record<string, Record<string, Figures>>;
}

export function simulate(characters: readonly PackCharacter[], opts: SimulationOptions): Simulation {
  const options = { seed: 1, policies: POLICIES, ...opts };
  const byPolicy: Record<string, Figures> = {};
  const byCharacter: Record<string, Record<string, Figures>> = {};
  for (const policy of options.policies) {
    const all: PlayRecord[] = [];
    byCharacter[policy] = {};
    for (const c of characters) {
      const records = Array.from({ length: options.plays }, (_, i) =>
        playOnce(c, policy, options.turns, options.seed * 1_000_003 + i),
      );
      byCharacter[policy][c.id] = figures(records);
      all.push(...records);
    }
    byPolicy[policy] = figures(all);
  }
  return { options, byPolicy, byCharacter };
}
