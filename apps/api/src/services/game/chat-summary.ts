import type { AppServices } from '../../app-services.ts';
import { utcDay } from '../../db/raw.ts';
import { AppError } from '../../errors.ts';
import { summariseWithModel } from '../model/summarise.ts';
import { meteredModel, recordSpend } from '../model/usage.ts';
import { olderMessages, recentMessages, type StoredMessage } from './history.ts';
import type { RunningSummary } from './state-store.ts';

/** The background job that folds older chat history into the running summary (jobs/runner.ts runs it). */
export const CHAT_SUMMARY_JOB = 'chat-summary';

/** The running summary takes in older history once this many messages have left the prompt window. */
export const SUMMARY_EVERY = 6;

export interface ChatSummaryJob {
  userId: string;
  charId: string;
  /** The player's tier when it was queued: the summary's model tokens count for it. */
  tier: number;
  /**
   * The id (a decimal string) of the oldest message the due turn's prompt held: the summary takes in
   * the messages before it. Absent in jobs queued before the context budget: the newest LEGACY_WINDOW stay out.
   */
  before?: string;
}

/** The prompt window of jobs queued before it was measured in tokens. */
const LEGACY_WINDOW = 12;

/** A due summary covers the messages before `before` (the id of the oldest message the prompt held). */
export type SummaryDue = false | { before: string };

/**
 * Due when at least SUMMARY_EVERY messages left the prompt window since the summary's last one. The
 * window is what the turn's prompt held of `recent` (the messages read for it, oldest first): those
 * from index `from` on, as the context budget let in (fitPrompt). A failed count only waits for the
 * next due turn, never fails the turn.
 */
export async function summaryDueOrLater(
  app: AppServices,
  userId: string,
  charId: string,
  summary: RunningSummary,
  recent: readonly Pick<StoredMessage, 'id'>[],
  from: number,
): Promise<SummaryDue> {
  const newest = recent.at(-1);
  if (!newest) return false;
  // none held: everything read has left the window
  const before = recent[from]?.id ?? newest.id + 1n;
  try {
    const left = await app.db.prisma.message.count({
      where: { userId, charId, gameType: 'chat', hidden: false, id: { gt: summary.upTo, lt: before } },
    });
    return left >= SUMMARY_EVERY ? { before: before.toString() } : false;
  } catch (err) {
    app.log.warn({ err }, 'chat summary check failed');
    return false;
  }
}

/**
 * Queues the chat's summary after the turn was stored. Keyed per player and character: while one
 * waits, another due turn adds none (it will read the newer messages anyway). A failure to queue
 * only delays the summary to the next due turn; the player's turn is already answered.
 */
export async function queueChatSummary(app: AppServices, job: ChatSummaryJob): Promise<void> {
  if (!app.jobs) return;
  try {
    await app.jobs.send(CHAT_SUMMARY_JOB, job, { key: `${job.userId}:${job.charId}` });
  } catch (err) {
    app.log.warn({ err, charId: job.charId }, 'chat summary not queued');
  }
}

/**
 * The job: reads what left the prompt window (before the due turn's oldest prompt message) since the summary's last message, asks the model to
 * fold it in, and writes the summary and its last message id. Throws when the model fails (the
 * runner retries). The write only lands on the summary it read and while that message still exists,
 * so a restart of the chat (messages deleted, summary cleared), a summary the player forgot meanwhile
 * or a newer summary is never overwritten.
 * The turn writes the game's `state` and never these columns, so a concurrent turn loses nothing.
 */
export async function writeChatSummary(app: AppServices, job: ChatSummaryJob): Promise<void> {
  const model = app.game.model;
  if (!model) return;
  const { prisma } = app.db;
  const key = { userId: job.userId, charId: job.charId, gameType: 'chat' };
  const row = await prisma.gameState.findUnique({
    where: { userId_charId_gameType: key },
    select: { summary: true, summaryUpTo: true },
  });
  if (!row) return;
  let character;
  try {
    character = await app.cache.characters.get(prisma, job.charId, app.db.sql);
  } catch (error) {
    // a character no longer in the pack is not chatted with any more: nothing to summarise
    if (error instanceof AppError && error.code === 'NOT_FOUND') return;
    throw error;
  }
  const before = await windowStart(app, job);
  if (before === null) return;
  const older = await olderMessages(prisma, job.userId, job.charId, 'chat', row.summaryUpTo, before);
  if (older.length < SUMMARY_EVERY) return;
  const metered = meteredModel(model, job.tier);
  try {
    const summary = await summariseWithModel(
      { model: metered, metrics: app.metrics, filter: app.game.filter, log: app.log },
      character,
      row.summary,
      older.map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', response: m.response })),
    );
    const upTo = older.at(-1)!.id;
    const written = await prisma.$executeRaw`
      UPDATE "GameState" SET "summary" = ${summary}, "summaryUpTo" = ${upTo}
       WHERE "userId" = ${key.userId} AND "charId" = ${key.charId} AND "gameType" = 'chat'
         AND "summaryUpTo" = ${row.summaryUpTo} AND "summary" = ${row.summary}
         AND EXISTS (SELECT 1 FROM "Message" m WHERE m."id" = ${upTo} AND m."userId" = ${key.userId} AND m."charId" = ${key.charId})`;
    if (written === 0) app.log.info({ charId: job.charId }, 'chat summary dropped: the chat moved on without it');
  } finally {
    const record = { day: utcDay(app.now()), userId: job.userId, charId: job.charId, tier: job.tier, ...metered.spend };
    await recordSpend(app, record).catch((err: unknown) =>
      app.log.warn({ err, ...record }, 'model tokens not recorded'),
    );
  }
}

/** The id of the oldest message in the due turn's prompt; null when nothing left the window. */
async function windowStart(app: AppServices, job: ChatSummaryJob): Promise<bigint | null> {
  if (job.before !== undefined && /^\d+$/.test(job.before)) return BigInt(job.before);
  const recent = await recentMessages(app.db.prisma, job.userId, job.charId, 'chat', LEGACY_WINDOW);
  return recent.length < LEGACY_WINDOW ? null : recent[0]!.id;
}
