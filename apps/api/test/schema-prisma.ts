import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What schema.prisma says the PostgreSQL database holds, worked out the way Prisma's migration
 * engine names and types things (no @prisma/internals offline): columns with type, nullability and
 * default; primary keys, unique and plain indexes; foreign keys with their actions.
 */
export const SCHEMA_FILE = join(import.meta.dirname, '../prisma/schema.prisma');

export interface ColumnShape {
  type: string;
  nullable: boolean;
  default: string | null;
}
export interface IndexShape {
  table: string;
  unique: boolean;
  primary: boolean;
  /** Columns in order, " DESC" after a descending one. */
  columns: string;
}
export interface ForeignKeyShape {
  table: string;
  columns: string;
  references: string;
  onDelete: string;
  onUpdate: string;
}
export interface DatabaseShape {
  columns: Record<string, ColumnShape>;
  indexes: Record<string, IndexShape>;
  foreignKeys: Record<string, ForeignKeyShape>;
}

const TYPES: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Float: 'double precision',
  Decimal: 'numeric(65,30)',
  Bytes: 'bytea',
};
const ACTIONS: Record<string, string> = {
  Cascade: 'CASCADE',
  SetNull: 'SET NULL',
  Restrict: 'RESTRICT',
  NoAction: 'NO ACTION',
  SetDefault: 'SET DEFAULT',
};

interface Field {
  name: string;
  type: string;
  optional: boolean;
  list: boolean;
  attributes: string;
}

/** The argument list of `@name(...)` in `text` (balanced parentheses), or undefined. */
function attribute(text: string, name: string): string | undefined {
  const start = text.search(new RegExp(`${name.replace(/[@]/g, '\\$&')}\\(`));
  if (start < 0) return undefined;
  let depth = 0;
  for (let i = text.indexOf('(', start); i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0) return text.slice(text.indexOf('(', start) + 1, i);
  }
  return undefined;
}

/** `[a, b(sort: Desc)]` as "a,b DESC". */
const columnList = (list: string) =>
  list
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(/,(?![^(]*\))/)
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => {
      const name = c.replace(/\(.*\)$/, '').trim();
      return /sort:\s*Desc/.test(c) ? `${name} DESC` : name;
    })
    .join(',');
const named = (args: string, key: string) => new RegExp(`${key}:\\s*(\\[[^\\]]*\\]|\\w+)`).exec(args)?.[1];

function defaultOf(model: string, field: Field): string | null {
  const args = attribute(field.attributes, '@default');
  if (args === undefined) return null;
  if (args === 'now()') return 'CURRENT_TIMESTAMP';
  if (args === 'autoincrement()') return `nextval('"${model}_${field.name}_seq"'::regclass)`;
  if (/^".*"$/.test(args)) return `'${(JSON.parse(args) as string).replaceAll("'", "''")}'::${TYPES[field.type]}`;
  return args;
}

/** The expected database of a schema.prisma text. */
export function expectedShape(text = readFileSync(SCHEMA_FILE, 'utf8')): DatabaseShape {
  const shape: DatabaseShape = { columns: {}, indexes: {}, foreignKeys: {} };
  const models = [...text.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)].map((m) => ({ name: m[1]!, body: m[2]! }));
  const modelNames = new Set(models.map((m) => m.name));
  for (const { name: model, body } of models) {
    const lines = body
      .split('\n')
      .map((l) => l.replace(/\/\/.*$/, '').trim())
      .filter(Boolean);
    const fields: Field[] = lines
      .filter((l) => !l.startsWith('@@'))
      .map((l) => {
        const m = /^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/.exec(l)!;
        return { name: m[1]!, type: m[2]!, list: Boolean(m[3]), optional: Boolean(m[4]), attributes: m[5]! };
      });
    for (const f of fields) {
      if (modelNames.has(f.type)) {
        const relation = attribute(f.attributes, '@relation');
        const columns = relation && named(relation, 'fields');
        if (!relation || !columns) continue;
        const cols = columnList(columns);
        shape.foreignKeys[`${model}_${cols.replaceAll(',', '_')}_fkey`] = {
          table: model,
          columns: cols,
          references: `${f.type}(${columnList(named(relation, 'references')!)})`,
          onDelete: ACTIONS[named(relation, 'onDelete') ?? (f.optional ? 'SetNull' : 'Restrict')]!,
          onUpdate: ACTIONS[named(relation, 'onUpdate') ?? 'Cascade']!,
        };
        continue;
      }
      const type = TYPES[f.type];
      if (!type) throw new Error(`schema.prisma: unknown type ${f.type} of ${model}.${f.name}`);
      shape.columns[`${model}.${f.name}`] = {
        type: f.list ? `${type}[]` : type,
        nullable: f.optional,
        default: defaultOf(model, f),
      };
      if (/@id\b/.test(f.attributes))
        shape.indexes[`${model}_pkey`] = { table: model, unique: true, primary: true, columns: f.name };
      if (/@unique\b/.test(f.attributes))
        shape.indexes[`${model}_${f.name}_key`] = { table: model, unique: true, primary: false, columns: f.name };
    }
    for (const line of lines.filter((l) => l.startsWith('@@'))) {
      const kind = /^@@(\w+)/.exec(line)![1]!;
      const cols = columnList(attribute(line, `@@${kind}`)!.split(/,\s*(?=\w+:)/)[0]!);
      const base = `${model}_${cols.replace(/ DESC/g, '').replaceAll(',', '_')}`;
      if (kind === 'id') shape.indexes[`${model}_pkey`] = { table: model, unique: true, primary: true, columns: cols };
      if (kind === 'unique')
        shape.indexes[`${base}_key`] = { table: model, unique: true, primary: false, columns: cols };
      if (kind === 'index')
        shape.indexes[`${base}_idx`] = { table: model, unique: false, primary: false, columns: cols };
    }
  }
  return shape;
}

interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/** The same shape read from a database's catalog (pg_attribute, pg_index, pg_constraint). */
export async function actualShape(sql: Sql): Promise<DatabaseShape> {
  const shape: DatabaseShape = { columns: {}, indexes: {}, foreignKeys: {} };
  const tables = `SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'`;
  const columns = await sql.query<{ tbl: string; col: string; type: string; notnull: boolean; def: string | null }>(
    `SELECT c.relname AS tbl, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull,
       pg_get_expr(d.adbin, d.adrelid) AS def
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE a.attrelid IN (${tables}) AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  for (const c of columns) shape.columns[`${c.tbl}.${c.col}`] = { type: c.type, nullable: !c.notnull, default: c.def };
  const indexes = await sql.query<{ name: string; tbl: string; uniq: boolean; prim: boolean; cols: string }>(
    `SELECT i.relname AS name, t.relname AS tbl, ix.indisunique AS uniq, ix.indisprimary AS prim,
       string_agg(a.attname::text || CASE WHEN (ix.indoption[k.ord - 1] & 1) = 1 THEN ' DESC' ELSE '' END, ',' ORDER BY k.ord) AS cols
     FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
     CROSS JOIN LATERAL unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
     WHERE t.oid IN (${tables})
     GROUP BY i.relname, t.relname, ix.indisunique, ix.indisprimary`,
  );
  for (const i of indexes) shape.indexes[i.name] = { table: i.tbl, unique: i.uniq, primary: i.prim, columns: i.cols };
  const action = (code: string) =>
    ({ c: 'CASCADE', n: 'SET NULL', r: 'RESTRICT', a: 'NO ACTION', d: 'SET DEFAULT' })[code] ?? code;
  const keys = await sql.query<{
    name: string;
    tbl: string;
    cols: string;
    ref: string;
    refcols: string;
    del: string;
    upd: string;
  }>(
    `SELECT co.conname AS name, t.relname AS tbl, r.relname AS ref, co.confdeltype::text AS del, co.confupdtype::text AS upd,
       (SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) FROM unnest(co.conkey) WITH ORDINALITY k(attnum, ord)
          JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = k.attnum) AS cols,
       (SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) FROM unnest(co.confkey) WITH ORDINALITY k(attnum, ord)
          JOIN pg_attribute a ON a.attrelid = co.confrelid AND a.attnum = k.attnum) AS refcols
     FROM pg_constraint co JOIN pg_class t ON t.oid = co.conrelid JOIN pg_class r ON r.oid = co.confrelid
     WHERE co.contype = 'f' AND t.oid IN (${tables})`,
  );
  for (const k of keys) {
    shape.foreignKeys[k.name] = {
      table: k.tbl,
      columns: k.cols,
      references: `${k.ref}(${k.refcols})`,
      onDelete: action(k.del),
      onUpdate: action(k.upd),
    };
  }
  return shape;
}
