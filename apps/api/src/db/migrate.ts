import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlRunner } from './client.ts';
import { MIGRATIONS_DIR } from '../layout.ts';

export { MIGRATIONS_DIR };

/** The same table `prisma migrate deploy` keeps, so either tool can take over. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export class MigrationError extends Error {}

/**
 * Applies the pending migrations in order, each in its own transaction, and records them.
 * An applied migration whose file changed since is refused: history is never rewritten silently.
 * A session advisory lock keeps two instances starting together from migrating twice.
 */
export async function migrate(sql: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql.exec(CREATE_MIGRATIONS_TABLE);
  const lock = sql.kind === 'postgres';
  if (lock) await sql.query('SELECT pg_advisory_lock(727274)');
  try {
    const applied = await sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const byName = new Map(applied.map((r) => [r.migration_name, r]));
    const done: string[] = [];
    for (const m of listMigrations(dir)) {
      const row = byName.get(m.name);
      if (row?.finished_at) {
        if (row.checksum !== m.checksum)
          throw new MigrationError(`Migration ${m.name} was changed after it was applied`);
        continue;
      }
      if (row) throw new MigrationError(`Migration ${m.name} failed earlier and needs manual repair`);
      await sql
        .exec(
          `BEGIN;\n${m.sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ('${randomUUID()}', '${m.checksum}', '${m.name.replace(/'/g, "''")}', now(), 1);\nCOMMIT;`,
        )
        .catch(async (error: unknown) => {
          await sql.exec('ROLLBACK').catch(() => {});
          throw new MigrationError(`Migration ${m.name} failed: ${(error as Error).message}`);
        });
      done.push(m.name);
    }
    return done;
  } finally {
    if (lock) await sql.query('SELECT pg_advisory_unlock(727274)');
  }
}
