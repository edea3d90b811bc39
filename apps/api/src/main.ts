import { join, resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError, isSet, listenOrigin, loadConfig, loadEnvFile } from './config.ts';
import { checkProductionSettings } from './production-settings.ts';
import { buildApp } from './build-app.ts';
import { buildServer } from './server.ts';
import { createLogger } from './log.ts';
import { paymentsPlugin } from './payments/plugin.ts';
import { mediaGatePlugin } from './http/media-gate.ts';
import { mediaDirs } from '@app/content';
import { autoloadContent, resolvePackDir } from './services/content/index.ts';
import { DEFAULT_WEB_DIST, INTERFACE_TRANSLATIONS_DIR, ROOT_DIR } from './layout.ts';
import { openAdminSocket, type AdminSocket } from './http/admin-socket.ts';
import { runAdminBesideServer } from './cli/admin-beside-server.ts';

// The repository root, or the release folder: .env and relative paths are read from there.
const repoRoot = ROOT_DIR;

async function main() {
  // .env at the repository root (copied from .env.example), when present; the environment wins over it.
  const fromFile = loadEnvFile(join(repoRoot, '.env'));
  let config;
  try {
    config = loadConfig();
    checkProductionSettings(config, process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Paths in the configuration are relative to the repository root, where the README's commands run (the release folder in a release).
  config.DATA_DIR = resolve(repoRoot, config.DATA_DIR);
  const log = createLogger(config);
  const packDir = resolvePackDir(config, repoRoot);
  const built = await buildApp({ config, log, packDir });
  const running: { server?: FastifyInstance; admin?: AdminSocket } = {};

  // Installed before the content load, so a SIGTERM during the start closes the database too.
  closeWithGrace(
    { delay: 10_000, logger: { error: (message: unknown) => log.error(message) } },
    async ({ err, signal }) => {
      if (err) log.error({ err }, 'closing after an error');
      else log.info({ signal }, 'shutting down');
      const { server } = running;
      if (server) {
        // Requests in flight finish; a keep-alive connection that goes idle afterwards is closed at once
        // instead of holding the shutdown until its keep-alive timeout.
        const http = server.server;
        const sweep = setInterval(() => http.closeIdleConnections(), 100);
        try {
          await server.close();
        } finally {
          clearInterval(sweep);
        }
      }
      await running.admin?.close();
      await built.close();
    },
  );
  // The embedded database is this process's alone: backup and restore ask it through a socket in DATA_DIR.
  if (!config.DATABASE_URL)
    running.admin = await openAdminSocket(config.DATA_DIR, built.app.db, log, (argv) =>
      runAdminBesideServer(built.app, argv, { packDir }),
    );

  if (config.CONTENT_AUTOLOAD) await autoloadContent(built.app, packDir);
  // Off the start's path: until an image's variants are written, the web app loads the original.
  if (config.MEDIA_VARIANTS) built.app.media.refreshInBackground();
  const server = await buildServer({
    app: built.app,
    webDist: config.WEB_DIST_DIR ? resolve(repoRoot, config.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    translationsDir: INTERFACE_TRANSLATIONS_DIR,
    mediaDirs: mediaDirs(packDir),
    variantsDir: config.MEDIA_VARIANTS ? built.app.media.dir : undefined,
    plugins: [paymentsPlugin(built.app), mediaGatePlugin(built.app)],
  });
  running.server = server;

  await server.listen({ host: config.HOST, port: config.PORT });
  if (fromFile.length > 0) log.info({ variables: fromFile }, 'configuration read from .env');
  // the address actually listened on (PORT=0 picks a free port), and the public origin used in links
  const address = server.server.address();
  const port = address && typeof address === 'object' ? address.port : config.PORT;
  const origin = listenOrigin(config.HOST, port);
  // without PUBLIC_URL, links (mails, OAuth callbacks) point at the address really listened on
  if (!isSet(process.env, 'PUBLIC_URL')) config.PUBLIC_URL = origin;
  log.info(
    { port, publicUrl: config.PUBLIC_URL },
    `Ready at ${origin} (public URL ${config.PUBLIC_URL}; database: ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite under ' + config.DATA_DIR})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
