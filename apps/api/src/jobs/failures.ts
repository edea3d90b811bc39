import type { AppServices } from '../app-services.ts';
import { utcDay } from '../db/raw.ts';

/**
 * Counts a job that failed for good (no retry left) under today and its name, for the dashboard.
 * pg-boss keeps failed jobs only until its own clean-up (a mail's within the hour), and /metrics only
 * per process since its start, so neither can say how many failed last week.
 */
export async function recordJobFailure(app: AppServices, job: string): Promise<void> {
  try {
    await app.db.sql.query(
      `INSERT INTO "JobFailure" ("day", "job", "count") VALUES ($1, $2, 1)
       ON CONFLICT ("day", "job") DO UPDATE SET "count" = "JobFailure"."count" + 1`,
      [utcDay(app.now()), job],
    );
  } catch (error) {
    // the failure is already logged and counted in /metrics; an unreachable database is often why it failed
    app.log.warn({ err: error, job }, 'job failure not recorded');
  }
}
