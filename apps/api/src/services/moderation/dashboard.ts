import type { Dashboard } from '@app/schema';
import type { Db, SqlRunner } from '../../db/client.ts';
import { utcDay } from '../../db/raw.ts';
import { utcWallTime } from '../players.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const PAID_TIERS = [1, 2, 3];
/** Days of failed jobs and mails the dashboard counts (today and the 6 before). */
export const FAILURE_DAYS = 7;
/** Days of model tokens the dashboard counts (today and the 29 before). */
export const TOKEN_DAYS = 30;

export interface DashboardOptions {
  now: number;
  /** Monthly price in cents per paid tier (index 0 is tier 1), as configured (PRICES_USD). */
  pricesCents: number[];
  currency: string;
  /** The job runner's name of the mail job: its failures are the failed mails, the others' the failed jobs. */
  mailJob: string;
}

/** A time as the parameter of a timestamp(3) column (Prisma keeps UTC wall time there). */
const at = (ms: number) => utcWallTime(ms);

async function players(sql: SqlRunner, now: number): Promise<Dashboard['players']> {
  const [row] = await sql.query<Dashboard['players']>(
    `SELECT count(*) FILTER (WHERE "lastSeenAt" >= $1::timestamp(3))::int AS "today",
            count(*) FILTER (WHERE "lastSeenAt" >= $2::timestamp(3))::int AS "week",
            count(*)::int AS "month"
       FROM "User" WHERE "lastSeenAt" >= $3::timestamp(3)`,
    [at(now - DAY_MS), at(now - 7 * DAY_MS), at(now - 30 * DAY_MS)],
  );
  return row!;
}

async function activeChats(sql: SqlRunner, now: number): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS "n" FROM (
       SELECT DISTINCT "userId", "charId" FROM "Message" WHERE "createdAt" >= $1::timestamp(3)) chats`,
    [at(now - DAY_MS)],
  );
  return row!.n;
}

/** 24 hourly buckets ending with the current hour; a player turn is a message the player sent. */
async function turnsPerHour(sql: SqlRunner, now: number): Promise<Dashboard['turnsPerHour']> {
  const first = Math.floor(now / HOUR_MS) * HOUR_MS - 23 * HOUR_MS;
  const rows = await sql.query<{ hour: number; turns: number }>(
    `SELECT (extract(epoch FROM date_trunc('hour', "createdAt")) * 1000)::float8 AS "hour", count(*)::int AS "turns"
       FROM "Message" WHERE "role" = 'user' AND "createdAt" >= $1::timestamp(3)
      GROUP BY 1`,
    [at(first)],
  );
  const byHour = new Map(rows.map((r) => [Math.round(Number(r.hour)), r.turns]));
  return Array.from({ length: 24 }, (_, i) => {
    const hour = first + i * HOUR_MS;
    return { hour: new Date(hour).toISOString(), turns: byHour.get(hour) ?? 0 };
  });
}

/**
 * Paid subscriptions only: a `manual` one is an operator's grant (no money), a `revoked` one was
 * refunded or charged back.
 */
const PAID = `s."provider" <> 'manual' AND s."status" <> 'revoked'`;

/** Players with a live paid subscription now, each counted once at their highest paid tier. */
async function payingByTier(sql: SqlRunner, now: number): Promise<Dashboard['payingByTier']> {
  const rows = await sql.query<{ tier: number; players: number }>(
    `SELECT p."tier", count(*)::int AS "players" FROM (
       SELECT s."userId", least(max(s."tier"), 3) AS "tier" FROM "Subscription" s
        WHERE ${PAID} AND s."expiresAt" > $1::timestamp(3) GROUP BY s."userId") p
      GROUP BY p."tier"`,
    [at(now)],
  );
  return PAID_TIERS.map((tier) => ({ tier, players: rows.find((r) => Number(r.tier) === tier)?.players ?? 0 }));
}

/** The last 12 calendar months (UTC), oldest first, as YYYY-MM. */
function lastMonths(now: number): string[] {
  const d = new Date(now);
  return Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7),
  );
}

/**
 * An estimate, since the providers' charges are not recorded one by one: a paid subscription counts its
 * tier's configured monthly price once for every calendar month it was live in (created before the
 * month ended, expiring after it began). It assumes one charge a month at today's prices and the
 * subscription's current tier, and ignores taxes, fees, discounts and a tier changed mid-way.
 */
async function revenueByMonth(sql: SqlRunner, opts: DashboardOptions): Promise<Dashboard['revenueByMonth']> {
  const rows = await sql.query<{ month: string; tier: number; n: number }>(
    `SELECT to_char(m."start", 'YYYY-MM') AS "month", least(s."tier", 3) AS "tier", count(*)::int AS "n"
       FROM generate_series(date_trunc('month', $1::timestamp(3)) - interval '11 months',
                            date_trunc('month', $1::timestamp(3)), interval '1 month') AS m("start")
       JOIN "Subscription" s
         ON s."createdAt" < m."start" + interval '1 month' AND s."createdAt" <= $1::timestamp(3) AND s."expiresAt" > m."start"
      WHERE ${PAID} AND s."tier" >= 1
      GROUP BY 1, 2`,
    [at(opts.now)],
  );
  return lastMonths(opts.now).map((month) => {
    const cents = rows
      .filter((r) => r.month === month)
      .reduce((sum, r) => sum + r.n * (opts.pricesCents[Number(r.tier) - 1] ?? 0), 0);
    return { month, amount: cents / 100, currency: opts.currency };
  });
}

async function tokensByTier(sql: SqlRunner, now: number): Promise<Dashboard['tokensByTier']> {
  const rows = await sql.query<{ tier: number; tokens: number }>(
    `SELECT "tier", sum("tokens")::float8 AS "tokens" FROM "ModelUsage" WHERE "day" >= $1 GROUP BY "tier"`,
    [utcDay(now - (TOKEN_DAYS - 1) * DAY_MS)],
  );
  return [0, ...PAID_TIERS].map((tier) => ({
    tier,
    tokens: Math.round(Number(rows.find((r) => Number(r.tier) === tier)?.tokens ?? 0)),
  }));
}

async function failures(sql: SqlRunner, opts: DashboardOptions): Promise<{ jobs: number; mails: number }> {
  const [row] = await sql.query<{ jobs: number; mails: number }>(
    `SELECT coalesce(sum("count") FILTER (WHERE "job" <> $2), 0)::int AS "jobs",
            coalesce(sum("count") FILTER (WHERE "job" = $2), 0)::int AS "mails"
       FROM "JobFailure" WHERE "day" >= $1`,
    [utcDay(opts.now - (FAILURE_DAYS - 1) * DAY_MS), opts.mailJob],
  );
  return row!;
}

/** The console's dashboard, computed from the database at each call (each figure is explained in the schema). */
export async function dashboardFigures(db: Db, sql: SqlRunner, opts: DashboardOptions): Promise<Dashboard> {
  const { now } = opts;
  const [seen, chats, turns, paying, revenue, tokens, openReports, failed] = await Promise.all([
    players(sql, now),
    activeChats(sql, now),
    turnsPerHour(sql, now),
    payingByTier(sql, now),
    revenueByMonth(sql, opts),
    tokensByTier(sql, now),
    db.report.count({ where: { status: 'open' } }),
    failures(sql, opts),
  ]);
  return {
    players: seen,
    activeChats: chats,
    turnsPerHour: turns,
    payingByTier: paying,
    revenueByMonth: revenue,
    tokensByTier: tokens,
    openReports,
    failedJobs: failed.jobs,
    failedMails: failed.mails,
  };
}
