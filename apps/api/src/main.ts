import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './build-app.ts';
import { buildServer } from './server.ts';
import { paymentsPlugin } from './payments/plugin.ts';
import { mediaDirs } from '@app/content';
import { autoloadContent, resolvePackDir } from './services/content/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

async function main() {
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
  // Paths in the configuration are relative to the repository root, where the README's commands run.
  config.DATA_DIR = resolve(repoRoot, config.DATA_DIR);
  const log = pino({ level: config.LOG_LEVEL });
  const built = await buildApp({ config, log });
  const packDir = resolvePackDir(config, repoRoot);
  if (config.CONTENT_AUTOLOAD) await autoloadContent(built.app, packDir);
  const server = await buildServer({
    app: built.app,
    webDist: config.WEB_DIST_DIR ? resolve(repoRoot, config.WEB_DIST_DIR) : join(repoRoot, 'apps/web/dist'),
    mediaDirs: mediaDirs(packDir),
    plugins: [paymentsPlugin(built.app)],
  });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) log.error({ err }, 'closing after an error');
    else log.info({ signal }, 'shutting down');
    await server.close();
    await built.close();
  });

  await server.listen({ host: config.HOST, port: config.PORT });
  log.info(`Ready at ${config.PUBLIC_URL} (database: ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite under ' + config.DATA_DIR})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
