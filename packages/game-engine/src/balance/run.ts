import { configuredPackDir, readPack } from '@app/content';
import { formatSimulation } from './report.ts';
import { simulate } from './simulate.ts';

/**
 * `pnpm --filter @app/game-engine balance [--plays N] [--turns N] [--seed N] [--pack DIR]`: plays
 * the pack's characters (the demo pack by default) through the engine and prints the figures.
 */
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const dir = arg('pack', configuredPackDir());
const pack = readPack(dir);
const started = Date.now();
const sim = simulate(pack.characters, {
  plays: Number(arg('plays', '1000')),
  turns: Number(arg('turns', '40')),
  seed: Number(arg('seed', '1')),
});
console.log(formatSimulation(sim));
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
