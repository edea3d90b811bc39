/**
 * Operator and writer command: checks a pack folder and prints its counts and warnings, or every
 * problem with its file and line.
 *   pnpm content:check [packDir] [--all]     (default: the configured pack, CONTENT_DIR or the demo)
 */
import { resolve } from 'node:path';
import { checkPack } from './check-pack.ts';
import { configuredPackDir } from './media-dirs.ts';

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
const dir = folder ? resolve(process.env.INIT_CWD ?? process.cwd(), folder) : configuredPackDir();
// The server's rule (MODEL_BASE_URL or a tier's own model): the model voices the generic pools.
const env = process.env;
const modelConfigured = Boolean(env.MODEL_BASE_URL || [0, 1, 2, 3].some((t) => env[`MODEL_TIER${t}_BASE_URL`]));
const report = checkPack(dir, { all: args.includes('--all'), modelConfigured });
(report.exitCode === 0 ? console.log : console.error)(report.lines.join('\n'));
process.exitCode = report.exitCode;
