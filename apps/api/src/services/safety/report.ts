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
