import { newGameState, parseGameState } from '@app/game-engine';
import type { GameState, GameType } from '@app/schema';
import type { Db } from '../../db/client.ts';
import { rawQuery, type Reader } from '../../db/raw.ts';
import { utcWallTime } from '../players.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { countCustomMessage } from './custom-quota.ts';

import { parseLastReply, type LastReply } from './last-reply.ts';
import { parseMemory, type Memory } from './memory.ts';
import { forgetGame, keepGame, playedGameKey, recallGame, type PlayedGame } from './played-games.ts';
import { storedGameType } from '@app/game-engine';

/**
 * One saved game: a player, a character and a game type, and for the story games the variant
 * played: the futa variant is its own game (stored under "<gameType>.futa"), so switching variants
 * never mixes their nodes or history.
 */
export interface GameKey {
  userId: string;
  charId: string;
  gameType: GameType;
  isFuta: boolean;
}

/** The chat's running summary (its own columns, written by the chat-summary job) and the last message it covers. */
export interface RunningSummary {
  text: string;
  upTo: bigint;
}

export const NO_SUMMARY: RunningSummary = { text: '', upTo: 0n };

export interface LoadedGame {
  state: GameState;
  memory: Memory;
  summary: RunningSummary;
  /** The model's last FreeStyle answer and its versions, while it can still be asked for again. */
  lastReply: LastReply | null;
  /** The row's version for the optimistic check; null when no row exists yet. */
  version: number | null;
}

/** The player's progress with a character as a turn read it: the row's write time tells a later change apart. */
export interface KnownProgress {
  score: number;
  meter: number;
  tags: unknown;
  /** The row's `updatedAt` as text. */
  at: string;
}

/** What a turn starts from: the player's progress with the character (null: none yet) and the game. */
export interface TurnState {
  progress: KnownProgress | null;
  game: LoadedGame;
  /** Set when the game came from this process's memory without a read: the write checks it is still current. */
  recalled?: RecalledGame;
}

/** The game row's write time a recalled game was current at (the progress's is the turn's `progressBefore`). */
export interface RecalledGame {
  at: string;
}

/** A concurrent send for the same game committed first. */
export class VersionConflict extends Error {}
/** A game recalled from memory had changed in the database (another instance, a restart, a tag switch): play it again from a read. */
export class StaleGame extends VersionConflict {}

interface GameRow {
  state: unknown;
  version: number;
  summary?: string;
  summaryUpTo?: bigint | string;
}

function gameFromRow(row: GameRow | null, key: GameKey, score: number): LoadedGame {
  const parsed = row ? parseGameState(row.state) : null;
  const extra = row?.state as { memory?: unknown; lastReply?: unknown } | null;
  const memory = parseMemory(extra?.memory);
  const state = parsed ?? newGameState({ charId: key.charId, gameType: key.gameType, isFuta: key.isFuta, score });
  // a summary the player deleted leaves its last message behind: the job goes on from there
  const summary = row ? { text: row.summary ?? '', upTo: BigInt(row.summaryUpTo ?? 0) } : NO_SUMMARY;
  const lastReply = parseLastReply(extra?.lastReply);
  return { state, memory, summary, lastReply, version: row ? row.version : null };
}

export async function loadGame(db: Db, key: GameKey, score: number): Promise<LoadedGame> {
  const row = await db.gameState.findUnique({
    where: {
      userId_charId_gameType: {
        userId: key.userId,
        charId: key.charId,
        gameType: storedGameType(key.gameType, key.isFuta),
      },
    },
    select: { state: true, version: true },
  });
  return gameFromRow(row, key, score);
}

/**
 * What a turn reads, in one round trip: the player's progress with the character (score, meter, tags)
 * and the game's state. `score` seeds a new chat game when no state exists yet.
 */
export async function loadTurnState(db: Reader, key: GameKey): Promise<TurnState> {
  const stored = storedGameType(key.gameType, key.isFuta);
  const cacheKey = playedGameKey(key.userId, key.charId, stored);
  const known = recallGame(cacheKey);
  const rows = await rawQuery<{
    score: number | null;
    meter: number | null;
    tags: unknown;
    progressAt: string | null;
    state: unknown;
    version: number | null;
    at: string | null;
    summary: string | null;
    summaryUpTo: string | null;
  }>(
    db,
    // The state only when this process does not hold the row's version already (played-games.ts).
    `SELECT pc."score", pc."meter", pc."tags", pc."updatedAt"::text AS "progressAt",
            g."version", g."updatedAt"::text AS "at", g."summary", g."summaryUpTo"::text AS "summaryUpTo",
            CASE WHEN g."version" = $4::int AND g."updatedAt" = $5::timestamp(3) THEN NULL ELSE g."state" END AS "state"
       FROM (SELECT 1) AS one
       LEFT JOIN "PlayerCharacter" pc ON pc."userId" = $1 AND pc."charId" = $2
       LEFT JOIN "GameState" g ON g."userId" = $1 AND g."charId" = $2 AND g."gameType" = $3`,
    [key.userId, key.charId, stored, known?.version ?? -1, known?.at ?? '1970-01-01T00:00:00'],
    'turn_read',
  );
  const row = rows[0];
  const progress =
    row && row.score !== null
      ? { score: row.score, meter: row.meter ?? 0, tags: row.tags, at: row.progressAt ?? '' }
      : null;
  if (!row || row.version === null || row.at === null) {
    return { progress, game: gameFromRow(null, key, key.gameType === 'chat' ? (progress?.score ?? 0) : 0) };
  }
  const summary = { text: row.summary ?? '', upTo: BigInt(row.summaryUpTo ?? 0) };
  const game =
    row.state === null && known
      ? { ...known.game, summary, version: row.version }
      : gameFromRow(
          { state: row.state, version: row.version, summary: row.summary ?? '', summaryUpTo: row.summaryUpTo ?? '0' },
          key,
          0,
        );
  keepGame(cacheKey, { version: row.version, at: row.at, game: withoutRow(game), progress });
  return { progress, game };
}

/**
 * The turn's state from this process's memory, without a read, when it holds the game and the player's
 * progress as its last turn left them. The write then checks that neither changed since (StaleGame).
 * Only a turn no model reads takes it: the running summary, which a job writes beside the game, is not held.
 */
export function recallTurnState(key: GameKey): TurnState | null {
  const known = recallGame(playedGameKey(key.userId, key.charId, storedGameType(key.gameType, key.isFuta)));
  if (!known || known.progress === undefined) return null;
  return {
    progress: known.progress,
    game: { ...known.game, summary: NO_SUMMARY, version: known.version },
    recalled: { at: known.at },
  };
}

/** What the played-games memory keeps of a game: the parsed state and what is stored beside it. */
function withoutRow(game: LoadedGame): PlayedGame['game'] {
  const { summary: _summary, version: _version, ...parsed } = game;
  return parsed;
}

export interface TurnWrite {
  userId: string;
  charId: string;
  /** The stored game type (storedGameType: "<gameType>" or "<gameType>.futa"). */
  gameType: string;
  /** The version read before the turn; null when no row existed. Ignored by a restart. */
  version: number | null;
  state: GameState;
  memory: Memory;
  /** The answer that can still be asked for again (kept beside the state); absent drops it. */
  lastReply?: LastReply | null;
  /** A restart: the game's messages are deleted and the state replaced whatever its version. */
  reset?: boolean;
  userMessage: string | null;
  /** The player's message in their language, when it was an offered reply (a clicked chip sends the original). */
  userMessageTrans?: string | null;
  replies: { response: string; responseTrans: string | null }[];
  now: number;
  /** A custom (FreeStyle) message to count, with the day's limit. */
  quota: { limit: number } | null;
  /** The chat game's score and meter, shown on the character, when the turn moved them. */
  progress: { score: number; meter: number } | null;
  /** The progress the turn started from (null: none yet), held with the game for the next turn; absent: not known. */
  progressBefore?: KnownProgress | null;
  /** The game was recalled from memory: the write checks the row and `progressBefore` are still as recalled. */
  recalled?: RecalledGame;
}

/**
 * The progress row is rewritten only when the score or the meter moved (most turns move neither): an
 * unchanged turn then leaves no dead row version and wakes no cache (its `updatedAt` is when progress last changed).
 */
const PROGRESS_CHANGED = `WHERE ("PlayerCharacter"."score", "PlayerCharacter"."meter") IS DISTINCT FROM (EXCLUDED."score", EXCLUDED."meter")`;

/**
 * The common turn (no restart, no quota to count) as ONE statement: data-modifying CTEs run in one
 * implicit transaction, and messages and progress are written only when the version check passed.
 * Saves the four extra round trips of an interactive transaction on the hottest write. Each shape is
 * its own prepared statement: a turn on an existing game that leaves score and meter alone (most turns)
 * runs the smallest one, whose plan PostgreSQL keeps instead of planning the whole CTE every time.
 */
function turnStatement(create: boolean, progress: boolean, recalled: boolean): { name: string; text: string } {
  // parameters after the seven every shape has: score and meter, then the recalled game's write times
  const [score, meter] = [8, 9];
  const [gameAt, progressAt] = progress ? [10, 11] : [8, 9];
  // a recalled game: neither the row nor the player's progress changed since this process last saw them
  const current = recalled
    ? ` AND "updatedAt" = $${gameAt}::timestamp(3)
        AND (SELECT p."updatedAt" FROM "PlayerCharacter" p WHERE p."userId" = $1 AND p."charId" = $2) IS NOT DISTINCT FROM $${progressAt}::timestamp(3)`
    : '';
  const game = create
    ? `written AS (
       INSERT INTO "GameState" ("userId", "charId", "gameType", "state", "version", "updatedAt")
       SELECT $1, $2, $3, $4::jsonb, 0, $5::timestamp(3) WHERE $6::int IS NULL
       ON CONFLICT ("userId", "charId", "gameType") DO NOTHING
       RETURNING 1 AS ok
     )`
    : `written AS (
       UPDATE "GameState" SET "state" = $4::jsonb, "version" = "version" + 1, "updatedAt" = $5::timestamp(3)
        WHERE "userId" = $1 AND "charId" = $2 AND "gameType" = $3 AND "version" = $6::int${current}
       RETURNING 1 AS ok
     )`;
  const progressWrite = progress
    ? `, progress AS (
       INSERT INTO "PlayerCharacter" ("userId", "charId", "score", "meter", "updatedAt")
       SELECT $1, $2, $${score}::int, $${meter}::int, $5::timestamp(3) FROM written
       ON CONFLICT ("userId", "charId") DO UPDATE SET "score" = EXCLUDED."score", "meter" = EXCLUDED."meter", "updatedAt" = EXCLUDED."updatedAt"
       ${PROGRESS_CHANGED}
       RETURNING 1
     )`
    : '';
  return {
    name: `turn_write_${create ? 'new' : recalled ? 'recalled' : 'next'}${progress ? '_progress' : ''}`,
    text: `WITH ${game}, messages AS (
       INSERT INTO "Message" ("userId", "charId", "gameType", "role", "response", "responseTrans", "createdAt")
       SELECT $1, $2, $3, m."role", m."response", m."responseTrans", m."createdAt"
         FROM written, ROWS FROM (jsonb_to_recordset($7::jsonb) AS ("role" text, "response" text, "responseTrans" text, "createdAt" timestamp(3)))
              WITH ORDINALITY AS m("role", "response", "responseTrans", "createdAt", n)
        ORDER BY m.n
       RETURNING 1
     )${progressWrite}
     SELECT count(*)::int AS "written" FROM written`,
  };
}

async function persistPlainTurn(db: Reader, w: TurnWrite, json: string, at: Date): Promise<void> {
  const messages = JSON.stringify([
    ...(w.userMessage
      ? [
          {
            role: 'user',
            response: w.userMessage,
            responseTrans: w.userMessageTrans ?? null,
            createdAt: at.toISOString(),
          },
        ]
      : []),
    ...w.replies.map((r, i) => ({
      role: 'assistant',
      response: r.response,
      responseTrans: r.responseTrans,
      createdAt: new Date(w.now + i + 1).toISOString(),
    })),
  ]);
  const create = w.version === null;
  const recalled = !create && w.recalled ? w.recalled : null;
  const { name, text } = turnStatement(create, w.progress !== null, recalled !== null);
  const params: unknown[] = [
    w.userId,
    w.charId,
    w.gameType,
    json,
    utcWallTime(w.now),
    create ? null : w.version,
    messages,
  ];
  if (w.progress) params.push(w.progress.score, w.progress.meter);
  if (recalled) params.push(recalled.at, w.progressBefore?.at ?? null);
  const rows = await rawQuery<{ written: number }>(db, text, params, name);
  if (Number(rows[0]?.written ?? 0) > 0) return;
  if (!recalled) throw new VersionConflict();
  forgetGame(playedGameKey(w.userId, w.charId, w.gameType));
  throw new StaleGame();
}

/** Writes one turn in a single transaction: state (version-checked), quota, messages and progress. */
export async function persistTurn(db: Db, w: TurnWrite, driver: Reader = db): Promise<void> {
  const stored = {
    ...w.state,
    memory: w.memory,
    ...(w.lastReply ? { lastReply: w.lastReply } : {}),
  } as unknown as Prisma.InputJsonValue;
  const json = JSON.stringify(stored);
  const at = new Date(w.now);
  if (!w.reset && !w.quota) {
    await persistPlainTurn(driver, w, json, at);
    return keepWritten(w);
  }
  await db.$transaction(async (tx) => {
    const key = { userId: w.userId, charId: w.charId, gameType: w.gameType };
    if (w.reset) {
      await tx.message.deleteMany({ where: key });
      await tx.$executeRaw`
        INSERT INTO "GameState" ("userId", "charId", "gameType", "state", "version", "updatedAt")
        VALUES (${w.userId}, ${w.charId}, ${w.gameType}, ${json}::jsonb, 0, ${at})
        ON CONFLICT ("userId", "charId", "gameType") DO UPDATE SET "state" = EXCLUDED."state", "version" = "GameState"."version" + 1, "updatedAt" = EXCLUDED."updatedAt", "summary" = '', "summaryUpTo" = 0`;
    } else if (w.version === null) {
      const created = await tx.gameState.createMany({
        data: [{ ...key, state: stored, version: 0, updatedAt: at }],
        skipDuplicates: true,
      });
      if (created.count === 0) throw new VersionConflict();
    } else {
      const updated = await tx.gameState.updateMany({
        where: { ...key, version: w.version },
        data: { state: stored, version: { increment: 1 }, updatedAt: at },
      });
      if (updated.count === 0) throw new VersionConflict();
    }
    if (w.quota) await countCustomMessage(tx, w.userId, w.now, w.quota.limit);
    const rows = [
      ...(w.userMessage
        ? [{ ...key, role: 'user', response: w.userMessage, responseTrans: w.userMessageTrans ?? null, createdAt: at }]
        : []),
      ...w.replies.map((r, i) => ({
        ...key,
        role: 'assistant',
        response: r.response,
        responseTrans: r.responseTrans,
        createdAt: new Date(w.now + i + 1),
      })),
    ];
    if (rows.length > 0) await tx.message.createMany({ data: rows });
    if (w.progress) {
      await tx.$executeRaw`
        INSERT INTO "PlayerCharacter" ("userId", "charId", "score", "meter", "updatedAt")
        VALUES (${w.userId}, ${w.charId}, ${w.progress.score}, ${w.progress.meter}, ${at})
        ON CONFLICT ("userId", "charId") DO UPDATE SET "score" = EXCLUDED."score", "meter" = EXCLUDED."meter", "updatedAt" = EXCLUDED."updatedAt"
        WHERE ("PlayerCharacter"."score", "PlayerCharacter"."meter") IS DISTINCT FROM (EXCLUDED."score", EXCLUDED."meter")`;
    }
  });
  keepWritten(w);
}

/** The game as a turn wrote it, for the player's next turn; a restart's new version is not known here. */
function keepWritten(w: TurnWrite): void {
  const key = playedGameKey(w.userId, w.charId, w.gameType);
  if (w.reset) return forgetGame(key);
  const before = w.progressBefore;
  const progress =
    w.progress && before !== undefined
      ? { score: w.progress.score, meter: w.progress.meter, tags: before?.tags ?? {}, at: utcWallTime(w.now) }
      : before;
  keepGame(key, {
    version: w.version === null ? 0 : w.version + 1,
    at: utcWallTime(w.now),
    game: { state: w.state, memory: w.memory, lastReply: w.lastReply ?? null },
    progress,
  });
}
