import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, loadEnvFile } from './config.ts';
import { buildApp } from './build-app.ts';
import { buildServer } from './server.ts';
import { createLogger } from './log.ts';
import { paymentsPlugin } from './payments/plugin.ts';
import { mediaGatePlugin } from './http/media-gate.ts';
import { mediaDirs } from '@app/content';
import { autoloadContent, resolvePackDir } from './services/content/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

async function main() {
  // .env at the repository root (copied from .env.example), when present; the environment wins over it.
  const fromFile = loadEnvFile(join(repoRoot, '.env'));
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
  const log = createLogger(config);
  const packDir = resolvePackDir(config, repoRoot);
  const built = await buildApp({ config, log, packDir });
  if (config.CONTENT_AUTOLOAD) await autoloadContent(built.app, packDir);
  const server = await buildServer({
    app: built.app,
    webDist: config.WEB_DIST_DIR ? resolve(repoRoot, config.WEB_DIST_DIR) : join(repoRoot, 'apps/web/dist'),
    mediaDirs: mediaDirs(packDir),
    plugins: [paymentsPlugin(built.app), mediaGatePlugin(built.app)],
  });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) log.error({ err }, 'closing after an error');
    else log.info({ signal }, 'shutting down');
    // Requests in flight finish; a keep-alive connection that goes idle afterwards is closed at once
    // instead of holding the shutdown until its keep-alive timeout.
    const sweep = setInterval(() => server.server.closeIdleConnections(), 100);
    try {
      await server.close();
    } finally {
      clearInterval(sweep);
    }
    await built.close();
  });

  await server.listen({ host: config.HOST, port: config.PORT });
  if (fromFile.length > 0) log.info({ variables: fromFile }, 'configuration read from .env');
  // the address actually listened on (PORT=0 picks a free port), and the public origin used in links
  const address = server.server.address();
  const port = address && typeof address === 'object' ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  log.info(
    { port, publicUrl: config.PUBLIC_URL },
    `Ready at http://${host}:${port} (public URL ${config.PUBLIC_URL}; database: ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite under ' + config.DATA_DIR})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
