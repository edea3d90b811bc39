import type { Db, SqlRunner } from './client.ts';

/** Prisma (also a transaction client) or the plain driver. */
export type Reader = Db | SqlRunner;

/**
 * A query with $1..$n parameters on the plain driver when given one (the hot read paths skip Prisma's
 * per-query overhead), else through Prisma. Select timestamps as epoch milliseconds and counts as
 * int so that both drivers answer the same types. `name`: a prepared statement on PostgreSQL (SqlRunner.query).
 */
export function rawQuery<T>(db: Reader, text: string, params: unknown[], name?: string): Promise<T[]> {
  return 'kind' in db ? db.query<T>(text, params, name) : db.$queryRawUnsafe<T[]>(text, ...params);
}

/** A timestamp(3) column as epoch milliseconds (Prisma keeps UTC wall time there). */
export const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/** The UTC day (YYYY-MM-DD) of a time: the key of the per-day counter rows (ModelUsage, JobFailure). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
