import { appRouter } from '../../src/trpc/root.ts';
import { restRoutes } from '../../src/rest/routes.ts';
import type { RestRoute } from '../../src/rest/adapter.ts';
import type { RecordedRoute } from './support.ts';

/** What every tRPC input parser offers: zod 4 schemas. */
interface Parser {
  safeParse(value: unknown): { success: boolean };
  _zod?: { def: { type: string; innerType?: Parser; shape?: Record<string, unknown> } };
  shape?: Record<string, unknown>;
}
interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: Parser[] };
}

export interface Procedure {
  name: string;
  type: 'query' | 'mutation';
  /** The input's field names (empty without an input). */
  fields: string[];
  /** Without an input parser any input is accepted (and ignored). */
  parser: Parser | undefined;
}

function fieldsOf(parser: Parser | undefined): string[] {
  let p = parser;
  for (let i = 0; p && i < 5; i++) {
    if (p.shape) return Object.keys(p.shape);
    p = p._zod?.def.innerType;
  }
  return [];
}

/** Every procedure of the app router, as tRPC flattens them ("router.procedure"). */
export function allProcedures(): Procedure[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(procedures)
    .filter(([, p]) => p._def.type !== 'subscription')
    .map(([name, p]) => ({
      name,
      type: p._def.type as 'query' | 'mutation',
      parser: p._def.inputs[0],
      fields: fieldsOf(p._def.inputs[0]),
    }));
}

export const procedureByName = (name: string) => allProcedures().find((p) => p.name === name);

/** A JSON round trip: what the server receives of a value (undefined dropped, NaN as null). */
export const wire = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

/** Whether the procedure's own parser refuses the input (so a call must change nothing). */
export function refusedBy(procedure: Procedure, input: unknown): boolean {
  return procedure.parser !== undefined && !procedure.parser.safeParse(wire(input)).success;
}

export interface RestTarget {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  params: string[];
  /** The procedure the path calls. */
  procedure: Procedure | undefined;
  route: RestRoute;
}

/** The input a REST route would pass its procedure for these request parts. */
export function restInput(
  route: RestRoute,
  parts: { params: Record<string, string>; query: Record<string, string>; body: unknown },
): { path: string; input?: unknown } {
  return {
    path: route.procedure,
    input: route.input?.({ params: parts.params, query: parts.query, body: wire(parts.body) }),
  };
}

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The REST table of src/rest/routes.ts plus the payments plugin's JSON calls, each with its procedure. */
export function restTargets(extra: RestRoute[] = []): RestTarget[] {
  const procedures = allProcedures();
  const out: RestTarget[] = [];
  for (const route of [...restRoutes, ...extra]) {
    out.push({
      method: route.method,
      url: route.url,
      params: paramsOf(route.url),
      route,
      procedure: procedures.find((p) => p.name === route.procedure),
    });
  }
  return out;
}

/** Routes the plugins and the server itself add (payments navigations, webhooks, health, metrics, static), minus the REST table. */
export function pluginTargets(recorded: RecordedRoute[], rest: RestTarget[]): RecordedRoute[] {
  const known = new Set(rest.map((r) => `${r.method} ${r.url}`));
  const seen = new Set<string>();
  return recorded.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (known.has(key) || seen.has(key) || r.url.startsWith('/trpc')) return false;
    seen.add(key);
    return true;
  });
}

export { paramsOf };

/** A path template (`/api/x/:id`) with its `:params` replaced, in order, by `values` (already encoded, or raw on purpose). */
export function fillPath(template: string, values: string[]): string {
  let i = 0;
  return template
    .split('/')
    .map((seg) => (seg.startsWith(':') ? values[i++]! : seg))
    .join('/');
}
