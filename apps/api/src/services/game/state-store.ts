import { z } from 'zod';
import { newGameState, parseGameState } from '@app/game-engine';
import type { GameState, GameType } from '@app/schema';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** What the server keeps next to the engine's state: the running summary of history that left the prompt. */
export const memorySchema = z.object({ summary: z.string().default(''), upTo: z.string().regex(/^\d+$/).default('0') });
export type Memory = z.infer<typeof memorySchema>;

export interface LoadedGame {
  state: GameState;
  memory: Memory;
  /** The row's version for the optimistic check; null when no row exists yet. */
  version: number | null;
}

/** A concurrent send for the same game committed first. */
export class VersionConflict extends Error {}
/** The daily custom-message quota ran out between the check and the write (concurrent sends). */
export class QuotaUsedUp extends Error {}

export async function loadGame(db: Db, key: { userId: string; charId: string; gameType: GameType; isFuta: boolean }, score: number): Promise<LoadedGame> {
  const row = await db.gameState.findUnique({
    where: { userId_charId_gameType: { userId: key.userId, charId: key.charId, gameType: key.gameType } },
    select: { state: true, version: true },
  });
  const parsed = row ? parseGameState(row.state) : null;
  const memory = memorySchema.safeParse((row?.state as { memory?: unknown } | null)?.memory ?? {});
  const state = parsed ?? newGameState({ charId: key.charId, gameType: key.gameType, isFuta: key.isFuta, score });
  return { state, memory: memory.success ? memory.data : { summary: '', upTo: '0' }, version: row ? row.version : null };
}

/** The UTC day a custom message counts against. */
export function quotaDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

export async function customMessagesUsed(db: Db, userId: string, now: number): Promise<number> {
  const row = await db.quotaUsage.findUnique({ where: { userId_day: { userId, day: quotaDay(now) } }, select: { count: true } });
  return row?.count ?? 0;
}

export interface TurnWrite {
  userId: string;
  charId: string;
  gameType: GameType;
  /** The version read before the turn; null when no row existed. Ignored by a restart. */
  version: number | null;
  state: GameState;
  memory: Memory;
  /** A restart: the game's messages are deleted and the state replaced whatever its version. */
  reset?: boolean;
  userMessage: string | null;
  replies: { response: string; responseTrans: string | null }[];
  now: number;
  /** A custom (FreeStyle) message to count, with the day's limit. */
  quota: { limit: number } | null;
  /** The chat game's score and meter, shown on the character. */
  progress: { score: number; meter: number } | null;
}

const MAX_INT = 2_147_483_647;

/** Writes one turn in a single transaction: state (version-checked), quota, messages and progress. */
export async function persistTurn(db: Db, w: TurnWrite): Promise<void> {
  const stored = { ...w.state, memory: w.memory } as unknown as Prisma.InputJsonValue;
  const json = JSON.stringify(stored);
  const at = new Date(w.now);
  await db.$transaction(async (tx) => {
    const key = { userId: w.userId, charId: w.charId, gameType: w.gameType };
    if (w.reset) {
      await tx.message.deleteMany({ where: key });
      await tx.$executeRaw`
        INSERT INTO "GameState" ("userId", "charId", "gameType", "state", "version", "updatedAt")
        VALUES (${w.userId}, ${w.charId}, ${w.gameType}, ${json}::jsonb, 0, ${at})
        ON CONFLICT ("userId", "charId", "gameType") DO UPDATE SET "state" = EXCLUDED."state", "version" = "GameState"."version" + 1, "updatedAt" = EXCLUDED."updatedAt"`;
    } else if (w.version === null) {
      const created = await tx.gameState.createMany({ data: [{ ...key, state: stored, version: 0, updatedAt: at }], skipDuplicates: true });
      if (created.count === 0) throw new VersionConflict();
    } else {
      const updated = await tx.gameState.updateMany({ where: { ...key, version: w.version }, data: { state: stored, version: { increment: 1 }, updatedAt: at } });
      if (updated.count === 0) throw new VersionConflict();
    }
    if (w.quota) {
      const limit = Number.isFinite(w.quota.limit) ? w.quota.limit : MAX_INT;
      const counted = await tx.$queryRaw<{ count: number }[]>`
        INSERT INTO "QuotaUsage" ("userId", "day", "count") VALUES (${w.userId}, ${quotaDay(w.now)}, 1)
        ON CONFLICT ("userId", "day") DO UPDATE SET "count" = "QuotaUsage"."count" + 1 WHERE "QuotaUsage"."count" < ${limit}
        RETURNING "count"`;
      if (counted.length === 0 || Number(counted[0]?.count) > limit) throw new QuotaUsedUp();
    }
    const rows = [
      ...(w.userMessage ? [{ ...key, role: 'user', response: w.userMessage, responseTrans: null, createdAt: at }] : []),
      ...w.replies.map((r, i) => ({ ...key, role: 'assistant', response: r.response, responseTrans: r.responseTrans, createdAt: new Date(w.now + i + 1) })),
    ];
    if (rows.length > 0) await tx.message.createMany({ data: rows });
    if (w.progress) {
      await tx.$executeRaw`
        INSERT INTO "PlayerCharacter" ("userId", "charId", "score", "meter", "updatedAt")
        VALUES (${w.userId}, ${w.charId}, ${w.progress.score}, ${w.progress.meter}, ${at})
        ON CONFLICT ("userId", "charId") DO UPDATE SET "score" = EXCLUDED."score", "meter" = EXCLUDED."meter", "updatedAt" = EXCLUDED."updatedAt"`;
    }
  });
}
