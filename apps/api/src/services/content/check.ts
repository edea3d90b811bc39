import { PackError } from '@app/content';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { PackSwitchError } from './load-pack.ts';

/** One thing that stopped a pack from loading: where (file, line, field) and why. */
export interface ContentProblem {
  where: string;
  message: string;
}

/** The ContentCheck row: only the last attempt matters. */
const LAST = 'last';
/** Problems kept of a refused pack (a broken file can make hundreds; the first ones say what to fix). */
const MAX_KEPT = 200;

/** What a refused load reports, or null for any other error (a bug or the database, not the pack). */
export function contentProblems(error: unknown): ContentProblem[] | null {
  if (error instanceof PackError)
    return error.issues.slice(0, MAX_KEPT).map((i) => ({
      where: `${i.file}${i.line ? `:${i.line}` : ''}: ${i.field}`,
      message: i.message,
    }));
  if (error instanceof PackSwitchError) return [{ where: 'pack.json', message: error.message }];
  return null;
}

/** Records the last attempt to load the pack: no problems when it loaded (or was already loaded). */
export async function recordContentCheck(
  db: Db | Prisma.TransactionClient,
  problems: ContentProblem[],
  now: number,
): Promise<void> {
  const row = {
    ok: problems.length === 0,
    problems: problems as unknown as Prisma.InputJsonArray,
    checkedAt: new Date(now),
  };
  await db.contentCheck.upsert({ where: { id: LAST }, create: { id: LAST, ...row }, update: row });
}

/** What failed at the last attempt to load the pack ([] when it loaded, or when none was recorded). */
export async function lastContentProblems(db: Db): Promise<ContentProblem[]> {
  const row = await db.contentCheck.findUnique({ where: { id: LAST } });
  return row && !row.ok ? (row.problems as unknown as ContentProblem[]) : [];
}
