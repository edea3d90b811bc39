import { missingArt, PackError } from '@app/content';
import type { AppServices } from '../../app-services.ts';
import { writeLog, type Actor } from '../moderation/log.ts';
import { loadPackFromDir } from './autoload.ts';
import { contentProblems } from './check.ts';
import { describeLoad } from './load-pack.ts';

/**
 * The console's reload: loads the configured pack as the server's start does (an unchanged pack is a
 * no-op), logged with the load. A broken pack, or one that would replace another pack's characters,
 * changes nothing: the loaded content stays and the answer says why.
 */
export async function reloadContent(app: AppServices, actor: Actor): Promise<{ ok: boolean; message: string }> {
  const now = app.now();
  const dir = app.packDir;
  try {
    const result = await loadPackFromDir(app.db.prisma, dir, {
      now,
      alongside: (tx, r) =>
        writeLog(
          tx,
          actor,
          {
            action: 'content.reload',
            detail: { ok: true, status: r.status, name: r.name, version: r.version, hash: r.hash },
          },
          now,
        ),
      refused: (tx, problems) =>
        writeLog(tx, actor, { action: 'content.reload', detail: { ok: false, problems: problems.length } }, now),
    });
    // the characters' caches follow the database's change notifications; the scenarios are files
    app.game.scenarios.forget?.();
    if (app.config.MEDIA_VARIANTS) app.media.refreshInBackground();
    // what the server's start would log about a pack that loads: the operator reads it here
    const warnings = result.pack.warnings.length;
    const missing = missingArt(result.pack).length;
    const message = [
      describeLoad(result),
      ...(warnings > 0 ? [`${warnings} translation warnings (\`pnpm content:check\` lists them)`] : []),
      ...(missing > 0 ? [`${missing} placeholder images not drawn yet (\`pnpm content:load\` draws them)`] : []),
    ].join('; ');
    app.log.info({ dir, status: result.status, ms: Math.round(result.ms) }, message);
    return { ok: true, message };
  } catch (error) {
    if (!contentProblems(error)) throw error;
    const message =
      error instanceof PackError
        ? `The content pack at ${dir} was refused and the loaded content stays: ${error.message}`
        : (error as Error).message;
    app.log.warn({ dir }, message);
    return { ok: false, message };
  }
}
