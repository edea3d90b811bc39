import { isAbsolute, resolve } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { buildApp, type BuiltApp } from '../build-app.ts';

/** The repository root: paths in the configuration are relative to it (as for the server). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A folder given on the command line, relative to where the operator typed the command (pnpm sets INIT_CWD). */
export function cliPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** The same configuration and database as the server (PGlite: stop the server first, it holds the files). */
export async function openCliApp(): Promise<BuiltApp> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config.DATA_DIR = resolve(REPO_ROOT, config.DATA_DIR);
  return buildApp({ config, log: pino({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL }) });
}

/** Runs a command and exits with its code; errors print one line, not a stack. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
