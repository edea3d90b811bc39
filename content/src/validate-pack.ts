/**
 * Operator command: validates a pack folder and prints its counts, or the problems found.
 *   pnpm --filter @app/content validate [packDir]
 */
import { resolve } from 'node:path';
import { DEMO_PACK_DIR } from './media-dirs.ts';
import { formatIssue, PackError } from './pack-error.ts';
import { packStats } from './pack-stats.ts';
import { readPack } from './read-pack.ts';

const dir = resolve(process.argv[2] ?? DEMO_PACK_DIR);
const started = performance.now();
try {
  const pack = readPack(dir);
  const ms = Math.round(performance.now() - started);
  console.log(`${pack.meta.name} ${pack.meta.version} is valid (read in ${ms} ms):`, packStats(pack));
} catch (error) {
  if (!(error instanceof PackError)) throw error;
  console.error(`${dir} is not a valid pack:`);
  for (const issue of error.issues) console.error(`  ${formatIssue(issue)}`);
  process.exitCode = 1;
}
