import type { SqlRunner } from './client.ts';

/** The migration runner's own table: a copy keeps the target's, written by its own migrations. */
export const MIGRATIONS_TABLE = '_prisma_migrations';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
export { quote as quoteIdent };

/**
 * The application's tables (schema public, without the migrations table), each after the tables its
 * foreign keys point to, so rows can be inserted in this order and deleted in the reverse.
 */
export async function appTables(sql: SqlRunner): Promise<string[]> {
  const tables = (
    await sql.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> $1 ORDER BY c.relname`,
      [MIGRATIONS_TABLE],
    )
  ).map((r) => r.name);
  const edges = await sql.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const t of tables) visit(t);
  return ordered;
}

/** The migrations a database has applied, in order: two databases with the same list have the same tables. */
export async function appliedMigrations(sql: SqlRunner): Promise<string[]> {
  const exists = await sql.query<{ found: boolean }>(
    `SELECT to_regclass('public.${MIGRATIONS_TABLE}') IS NOT NULL AS found`,
  );
  if (!exists[0]?.found) return [];
  const rows = await sql.query<{ migration_name: string }>(
    `SELECT migration_name FROM ${quote(MIGRATIONS_TABLE)} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.migration_name);
}

export async function countRows(sql: SqlRunner, table: string): Promise<number> {
  const rows = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`);
  return rows[0]!.n;
}

/**
 * Reads a table's rows as JSON text, `batch` at a time, through a cursor of the caller's transaction
 * (so a snapshot stays consistent across tables).
 */
export async function* readRows(sql: SqlRunner, table: string, batch = 500): AsyncGenerator<string[]> {
  const cursor = `copy_${table.replace(/\W/g, '_').toLowerCase()}`;
  await sql.exec(`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quote(table)} t`);
  try {
    for (;;) {
      const rows = await sql.query<{ row: string }>(`FETCH ${batch} FROM ${cursor}`);
      if (rows.length === 0) return;
      yield rows.map((r) => r.row);
    }
  } finally {
    await sql.exec(`CLOSE ${cursor}`);
  }
}

/** Inserts rows given as JSON objects (row_to_json's form): json_populate_recordset gives every column its own type back. */
export async function insertRows(sql: SqlRunner, table: string, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  await sql.query(
    `INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

/** Sets every serial column's sequence past the largest value copied in (the next message id follows on). */
export async function resetSequences(sql: SqlRunner, tables: string[]): Promise<void> {
  const serials = await sql.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
  );
  for (const s of serials) {
    if (!tables.includes(s.table_name)) continue;
    const t = quote(s.table_name);
    const c = quote(s.column_name);
    await sql.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(max(${c}), 1), max(${c}) IS NOT NULL) FROM ${t}`,
      [t, s.column_name],
    );
  }
}
