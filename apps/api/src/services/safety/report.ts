import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/client.ts';
import type { FilterHit } from './filter.ts';

export interface FilterReport {
  userId: string | null;
  charId: string | null;
  /** Who wrote the text: the player, or the language model. */
  source: 'player' | 'model';
  text: string;
  hit: FilterHit;
  gameType?: string;
}

/** Logs a prohibited-content hit as an open report for moderation (never as a chat message). */
export async function reportFilterHit(db: Db, report: FilterReport, now: number): Promise<void> {
  const context: Prisma.InputJsonValue = {
    source: report.source,
    category: report.hit.category,
    match: report.hit.match,
    ...(report.gameType ? { gameType: report.gameType } : {}),
  };
  await db.report.create({
    data: {
      id: randomUUID(),
      userId: report.userId,
      charId: report.charId,
      kind: 'filter',
      text: report.text.slice(0, 2000),
      context,
      status: 'open',
      createdAt: new Date(now),
    },
  });
}

/** Reports a chat answer of the language model that the filter refused (the player never sees it). */
export function reportModelText(
  db: Db,
  who: { userId: string; charId: string },
  refused: { text: string; hit: FilterHit },
  now: number,
): Promise<void> {
  return reportFilterHit(db, { ...who, source: 'model', text: refused.text, hit: refused.hit, gameType: 'chat' }, now);
}
