import { configuredPackDir, readPack } from '@app/content';
import type { GameState, PackCharacter } from '@app/schema';
import { offeredReply } from '../engine/chat-turn.ts';
import { playTurn } from '../engine/play-turn.ts';
import { newGameState, parseGameState } from '../engine/state.ts';
import { isGameError, type TurnInput } from '../engine/types.ts';
import { turnRandom } from '../views/turn-seed.ts';

/**
 * `pnpm --filter @app/game-engine bench [--turns N] [--json]`: the engine's own CPU time per chat turn
 * (no server, no database), as the API spends it on each turn: the state parsed from its stored JSON,
 * the offered-reply match, the turn, the state serialised for the write. `pnpm bench` runs it beside
 * the throughput comparison (bench/src/engine.ts) so a turn's engine share can be read off the same day.
 */

export interface EngineCost {
  /** What was played, e.g. "typed message" or "clicked reply". */
  input: string;
  turns: number;
  /** Microseconds per turn (median of the rounds). */
  playTurnUs: number;
  offeredReplyUs: number;
  /** parseGameState of the stored JSON plus JSON.stringify of the new state. */
  stateJsonUs: number;
  totalUs: number;
}

const TYPED = 'You look lovely tonight, how was your day?';
const START = Date.UTC(2026, 0, 5, 18);
const ROUNDS = 5;

/** This process's CPU time in ms: unlike the clock, it does not count the time other processes had the core. */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Plays `turns` turns of one chat game; each turn's input comes from `next` (the last reply offered). */
function playGame(
  character: PackCharacter,
  turns: number,
  next: (state: GameState, offered: string[]) => string,
): { play: number; offer: number; json: number } {
  let stored = JSON.stringify(newGameState({ charId: character.id }));
  let offered: string[] = [];
  let now = START;
  const spent = { play: 0, offer: 0, json: 0 };
  for (let i = 0; i < turns; i++) {
    let t = cpuNow();
    const state = parseGameState(JSON.parse(stored) as unknown)!;
    spent.json += cpuNow() - t;
    const message = next(state, offered);
    t = cpuNow();
    offeredReply(state, character, message, 'en');
    spent.offer += cpuNow() - t;
    const input: TurnInput = { message, mode: 'chat', choices: [], gameType: 'chat', isFuta: false };
    t = cpuNow();
    const result = playTurn(state, input, {
      character,
      scenario: null,
      tier: 3,
      playerTags: {},
      language: 'en',
      now,
      random: turnRandom('bench-player', character.id, 'chat', state.counters.turns),
    });
    spent.play += cpuNow() - t;
    if (isGameError(result)) throw new Error(`engine refused turn ${i}: ${result.cause}`);
    // A block or an "away" ends this game's run: start again, as a new player would.
    const over = result.reply.timeout !== null && result.reply.timeout > now;
    t = cpuNow();
    stored = JSON.stringify(over ? newGameState({ charId: character.id }) : result.state);
    spent.json += cpuNow() - t;
    offered = result.reply.options;
    now += 20_000;
  }
  return spent;
}

export function measureEngine(character: PackCharacter, turns: number): EngineCost[] {
  const inputs: { input: string; next: (state: GameState, offered: string[]) => string }[] = [
    { input: 'typed message (the bench turn)', next: () => TYPED },
    { input: 'clicked offered reply', next: (_s, offered) => offered[0] ?? TYPED },
  ];
  return inputs.map(({ input, next }) => {
    playGame(character, Math.min(turns, 200), next); // warm-up: compiled code, as on a running server
    const rounds = Array.from({ length: ROUNDS }, () => playGame(character, turns, next));
    const per = (pick: (r: { play: number; offer: number; json: number }) => number) =>
      Math.round((median(rounds.map(pick)) / turns) * 1000);
    return {
      input,
      turns,
      playTurnUs: per((r) => r.play),
      offeredReplyUs: per((r) => r.offer),
      stateJsonUs: per((r) => r.json),
      totalUs: per((r) => r.play + r.offer + r.json),
    };
  });
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

if (import.meta.main) {
  const pack = readPack(configuredPackDir());
  const character = pack.characters.find((c) => c.tier === 0) ?? pack.characters[0]!;
  const costs = measureEngine(character, Number(arg('turns', '2000')));
  if (process.argv.includes('--json')) console.log(JSON.stringify({ character: character.id, costs }));
  else {
    console.log(`character ${character.id}`);
    for (const c of costs)
      console.log(
        `${c.input}: ${c.totalUs} µs/turn (playTurn ${c.playTurnUs}, offeredReply ${c.offeredReplyUs}, state JSON ${c.stateJsonUs})`,
      );
  }
}
