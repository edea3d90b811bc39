import { configuredPackDir, formatIssue, missingArt, PackError, type ContentPack } from '@app/content';
import type { AppServices } from '../../app-services.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { contentProblems, recordContentCheck, type ContentProblem } from './check.ts';
import { describeLoad, loadContentPack, PackSwitchError, type LoadOptions, type LoadResult } from './load-pack.ts';
import { readServedPack } from './interface-translations.ts';

/**
 * The configured pack folder: CONTENT_DIR (absolute, or relative to `baseDir`, the repository root) or
 * the demo pack. The server loads it, serves its media and plays its scenarios; `pnpm content:load`
 * loads it too, and refuses any other folder.
 */
export function resolvePackDir(config: Pick<Config, 'CONTENT_DIR'>, baseDir: string): string {
  return configuredPackDir(config.CONTENT_DIR, baseDir);
}

export interface DirLoadOptions extends LoadOptions {
  /** More writes that land with the record of a refused load, in its transaction (the console's log entry). */
  refused?: (tx: Prisma.TransactionClient, problems: ContentProblem[]) => Promise<void>;
}

/**
 * Reads, validates and loads a pack folder; a bad pack throws a PackError naming the file and field.
 * The attempt is recorded (ContentCheck) for the console: with the load, or with what failed and why.
 */
export async function loadPackFromDir(
  db: Db,
  dir: string,
  opts: DirLoadOptions = {},
): Promise<LoadResult & { pack: ContentPack }> {
  const now = opts.now ?? Date.now();
  try {
    const pack = readServedPack(dir);
    const result = await loadContentPack(db, pack, {
      ...opts,
      now,
      alongside: async (tx, loaded) => {
        await recordContentCheck(tx, [], now);
        await opts.alongside?.(tx, loaded);
      },
    });
    return { ...result, pack };
  } catch (error) {
    const problems = contentProblems(error);
    if (problems)
      await db.$transaction(async (tx) => {
        await recordContentCheck(tx, problems, now);
        await opts.refused?.(tx, problems);
      });
    throw error;
  }
}

/**
 * At server start: loads the pack when it changed. A bad pack stops the start only when no content was
 * ever loaded; otherwise the server keeps the content it has and logs why the new pack was refused.
 * A different pack that would replace the loaded one's characters and posts stops the start: nothing
 * is lost, and the message says how to switch on purpose.
 */
export async function autoloadContent(app: AppServices, dir: string): Promise<LoadResult | null> {
  try {
    const result = await loadPackFromDir(app.db.prisma, dir, { now: app.now() });
    app.log.info({ dir, status: result.status, ms: Math.round(result.ms) }, describeLoad(result));
    const { warnings } = result.pack;
    if (warnings.length > 0)
      app.log.warn(
        { dir, warnings: warnings.length, examples: warnings.slice(0, 3).map(formatIssue) },
        `${warnings.length} translation warnings in the pack: \`pnpm content:check\` lists them`,
      );
    const missing = missingArt(result.pack);
    if (missing.length > 0) {
      app.log.warn(
        { dir, missing: missing.length, examples: missing.slice(0, 3) },
        `${missing.length} placeholder images of the pack are not drawn yet (they answer 404): run \`pnpm build\` or \`pnpm content:load\``,
      );
    }
    return result;
  } catch (error) {
    if (error instanceof PackSwitchError)
      throw new Error(`Content pack at ${dir} was not loaded: ${error.message}`, { cause: error });
    if (!(error instanceof PackError)) throw error;
    const loaded = await app.db.prisma.contentLoad.count();
    if (loaded === 0) throw new Error(`Content pack at ${dir} is invalid: ${error.message}`, { cause: error });
    app.log.error(
      { dir, issues: error.issues.slice(0, 20) },
      `content pack refused, keeping the loaded content: ${error.message}`,
    );
    return null;
  }
}
