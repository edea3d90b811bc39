import { isAbsolute, resolve } from 'node:path';
import { DEMO_PACK_DIR, PackError, readPack } from '@app/content';
import type { AppServices } from '../../app-services.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { describeLoad, loadContentPack, type LoadOptions, type LoadResult } from './load-pack.ts';

/** The pack folder: CONTENT_DIR (relative to `baseDir`, the repository root) or the demo pack. */
export function resolvePackDir(config: Pick<Config, 'CONTENT_DIR'>, baseDir: string): string {
  if (!config.CONTENT_DIR) return DEMO_PACK_DIR;
  return isAbsolute(config.CONTENT_DIR) ? config.CONTENT_DIR : resolve(baseDir, config.CONTENT_DIR);
}

/** Reads, validates and loads a pack folder; a bad pack throws a PackError naming the file and field. */
export async function loadPackFromDir(db: Db, dir: string, opts: LoadOptions = {}): Promise<LoadResult> {
  return loadContentPack(db, readPack(dir), opts);
}

/**
 * At server start: loads the pack when it changed. A bad pack stops the start only when no content was
 * ever loaded; otherwise the server keeps the content it has and logs why the new pack was refused.
 */
export async function autoloadContent(app: AppServices, dir: string): Promise<LoadResult | null> {
  try {
    const result = await loadPackFromDir(app.db.prisma, dir, { now: app.now() });
    app.log.info({ dir, status: result.status, ms: Math.round(result.ms) }, describeLoad(result));
    return result;
  } catch (error) {
    if (!(error instanceof PackError)) throw error;
    const loaded = await app.db.prisma.contentLoad.count();
    if (loaded === 0) throw new Error(`Content pack at ${dir} is invalid: ${error.message}`, { cause: error });
    app.log.error({ dir, issues: error.issues.slice(0, 20) }, `content pack refused, keeping the loaded content: ${error.message}`);
    return null;
  }
}
