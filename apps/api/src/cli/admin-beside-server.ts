import type { AppServices } from '../app-services.ts';
import { runAdmin } from './admin-run.ts';
import type { PackContext } from './content-commands.ts';

/** Commands that cannot run inside the serving process: they load files the server serves, or need it stopped. */
const NOT_BESIDE_SERVER = new Set(['content-load', 'import-card', 'backup', 'restore', 'migrate-to-postgres']);

/**
 * A `pnpm admin` command line sent by the command line through the admin socket while the server holds
 * the embedded database: run on the server's own database, with the server's clock.
 */
export async function runAdminBesideServer(
  app: AppServices,
  argv: string[],
  pack: PackContext,
): Promise<{ code: number; output: string }> {
  const command = argv.find((a) => !a.startsWith('-'));
  if (command && NOT_BESIDE_SERVER.has(command))
    return { code: 1, output: `"${command}" cannot run through the running server: stop the server first` };
  // The caches hear of what a command changed from the database's change notifications, as for any write.
  return runAdmin(app.db.prisma, app.now(), argv, pack);
}
