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
const report = checkPack(dir, { all: args.includes('--all') });
(report.exitCode === 0 ? console.log : console.error)(report.lines.join('\n'));
process.exitCode = report.exitCode;
