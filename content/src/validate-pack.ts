/**
 * Operator command: validates a pack folder and prints its counts, or the problems found.
 *   pnpm --filter @app/content validate [packDir]     (default: the configured pack, CONTENT_DIR or the demo)
 */
import { resolve } from 'node:path';
import { missingArt } from './generate-art.ts';
import { configuredPackDir } from './media-dirs.ts';
import { formatIssue, PackError } from './pack-error.ts';
import { packStats } from './pack-stats.ts';
import { readPack } from './read-pack.ts';

const arg = process.argv[2];
const dir = arg ? resolve(process.env.INIT_CWD ?? process.cwd(), arg) : configuredPackDir();
const started = performance.now();
try {
  const pack = readPack(dir);
  const ms = Math.round(performance.now() - started);
  console.log(`${pack.meta.name} ${pack.meta.version} is valid (read in ${ms} ms):`, packStats(pack));
  const missing = missingArt(pack);
  if (missing.length > 0)
    console.log(`${missing.length} placeholder images are not drawn yet (e.g. ${missing[0]}): \`pnpm content:load\` or \`pnpm build\` draws them for the configured pack.`);
} catch (error) {
  if (!(error instanceof PackError)) throw error;
  console.error(`${dir} is not a valid pack:`);
  for (const issue of error.issues) console.error(`  ${formatIssue(issue)}`);
  process.exitCode = 1;
}
