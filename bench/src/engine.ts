/**
 * The game engine's own CPU time per chat turn (packages/game-engine/src/bench/turn-cost.ts), run in its own
 * process and written beside the throughput figures: what a turn costs before any server or database work.
 * `pnpm bench` runs it after the comparison; alone: `npx pnpm@10.34.8 --filter @app/bench bench:engine`.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { machine, publish } from './report.ts';
import { repoRoot } from './servers.ts';

interface EngineCost {
  input: string;
  turns: number;
  playTurnUs: number;
  offeredReplyUs: number;
  stateJsonUs: number;
  totalUs: number;
}

export function publishEngine(): void {
  const turns = process.env.BENCH_ENGINE_TURNS ?? '200';
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/bench/turn-cost.ts', '--json', '--turns', turns],
    {
      cwd: join(repoRoot, 'packages/game-engine'),
      encoding: 'utf8',
    },
  );
  const { character, costs } = JSON.parse(out.trim().split('\n').at(-1)!) as { character: string; costs: EngineCost[] };
  const lines = [
    '| input | µs per turn | playTurn | offered-reply match | state JSON (parse + stringify) |',
    '|---|---:|---:|---:|---:|',
    ...costs.map((c) => `| ${c.input} | ${c.totalUs} | ${c.playTurnUs} | ${c.offeredReplyUs} | ${c.stateJsonUs} |`),
  ];
  const text = `Measured by \`pnpm bench\` (bench:engine) on ${machine}: games of ${turns} turns with ${character} of the demo pack, median of 5 rounds, one process, no server.\n\n${lines.join('\n')}\n`;
  console.log(text);
  publish('engine', text);
}

if (import.meta.main) publishEngine();
