import type { Logger } from 'pino';
import { rawQuery, type Reader } from '../../db/raw.ts';
import { utcWallTime } from '../players.ts';

/** How long a visit waits to be written with the others of that moment. */
export const VISIT_FLUSH_MS = 1000;

// One statement for every visit of the moment; a visit never moves lastSeenAt back (the player may have
// opened the app since, which records its own visit at once).
const RECORD_VISITS_SQL = `UPDATE "User" SET "lastSeenAt" = GREATEST("lastSeenAt", v."at"), "updatedAt" = GREATEST("updatedAt", v."at")
    FROM json_to_recordset($1::json) AS v("id" text, "at" timestamp(3))
   WHERE "User"."id" = v."id"`;

/**
 * The visits of logins (`lastSeenAt`, which the console's dashboard counts and anonymous-player pruning
 * reads), written in batches: a login answers without waiting on a write of its own, and a busy site
 * writes one statement a second instead of one per login. Written at the latest a second later, and at
 * shutdown; a process that is killed loses at most that second's visits.
 */
export class Visits {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly db: Reader;
  private readonly log: Logger;
  private readonly flushMs: number;

  constructor(db: Reader, log: Logger, flushMs = VISIT_FLUSH_MS) {
    this.db = db;
    this.log = log;
    this.flushMs = flushMs;
  }

  record(userId: string, at: number): void {
    this.pending.set(userId, Math.max(at, this.pending.get(userId) ?? 0));
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes the visits waiting now (and waits for a write already under way). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending].map(([id, at]) => ({ id, at: utcWallTime(at) }));
    this.pending = new Map();
    if (batch.length > 0) {
      this.writing = this.writing.then(() =>
        rawQuery(this.db, RECORD_VISITS_SQL, [JSON.stringify(batch)], 'record_visits').then(
          () => undefined,
          (err: unknown) => this.log.warn({ err, visits: batch.length }, 'visits not recorded'),
        ),
      );
    }
    return this.writing;
  }
}
