import { join, resolve } from 'node:path';
import { REPO_ROOT } from '@app/content';
import { ConfigError, loadConfig, loadEnvFile, type Config } from '../config.ts';
import { buildApp, type BuiltApp } from '../build-app.ts';
import { resolvePackDir } from '../services/content/index.ts';
import { createLogger } from '../log.ts';
import { tierEndpoints } from '../services/model/settings.ts';
import type { PackContext } from './content-commands.ts';

export { cliPath } from './cli-path.ts';
/** The repository root: paths in the configuration are relative to it (as for the server). */
export { REPO_ROOT };

function cliConfig(): Config {
  // The same .env as the server reads (main.ts), so both see the same CONTENT_DIR and database.
  loadEnvFile(join(REPO_ROOT, '.env'));
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The configured pack, as main.ts finds it (CONTENT_DIR against the repository root, or the demo pack), without opening the database. */
export function cliPack(): PackContext {
  const config = cliConfig();
  return { packDir: resolvePackDir(config, REPO_ROOT), modelConfigured: tierEndpoints(config) !== null };
}

/** The server's configuration, its DATA_DIR resolved as the server resolves it (the data commands open the database themselves). */
export function cliDataConfig(): Config {
  const config = cliConfig();
  config.DATA_DIR = resolve(REPO_ROOT, config.DATA_DIR);
  return config;
}

/** The same configuration and database as the server (PGlite: stop the server first, it holds the files). */
export async function openCliApp(): Promise<BuiltApp & { pack: PackContext }> {
  const config = cliConfig();
  config.DATA_DIR = resolve(REPO_ROOT, config.DATA_DIR);
  const built = await buildApp({
    config,
    jobs: false,
    log: createLogger(config, undefined, { level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL }),
  });
  const pack: PackContext = {
    packDir: resolvePackDir(config, REPO_ROOT),
    modelConfigured: tierEndpoints(config) !== null,
    ...(config.MEDIA_VARIANTS ? { variants: built.app.media } : {}),
  };
  return { ...built, pack };
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
