import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { expect } from 'vitest';
import type { AppServices } from '../../src/app-services.ts';
import type { Database } from '../../src/db/client.ts';
import { Redirect, runRoute, type RestRoute } from '../../src/rest/adapter.ts';
import { createCallerFactory } from '../../src/trpc/init.ts';
import { appRouter } from '../../src/trpc/root.ts';
import { bearerToken } from '../../src/request.ts';
import { createContext } from '../../src/trpc/context.ts';
import { errorBody, httpStatusOf } from '../../src/errors.ts';
import { KNOWN_STUBS, stubsSeen } from './fuzz-check.ts';
import { LEAK } from './support.ts';
import { wire } from './fuzz-targets.ts';

/**
 * The in-process path of the fuzz suite: the same REST handlers and procedures (zod parsing,
 * middlewares, services, database) without Fastify and JSON on the wire, so a hundred and more
 * cases per target stay cheap. The HTTP path (fuzz.test.ts) covers the transport with fewer cases.
 */
export interface FastAnswer {
  status: number;
  body: unknown;
}

interface Parts {
  authorization: string;
  ip: string;
}

async function answerOf(run: () => Promise<unknown>): Promise<FastAnswer> {
  try {
    const result = await run();
    return { status: result instanceof Redirect ? 303 : 200, body: result };
  } catch (error) {
    if (!(error instanceof TRPCError)) return { status: 500, body: { error: String(error), thrown: error } };
    const status = httpStatusOf(error) ?? getHTTPStatusCodeFromError(error);
    return { status, body: status >= 500 ? { ...errorBody(error), thrown: error.cause ?? error } : errorBody(error) };
  }
}

const contextFor = (app: AppServices, parts: Parts) =>
  createContext(app, {
    ip: parts.ip,
    language: 'en',
    headers: parts.authorization ? { authorization: parts.authorization } : {},
    token: bearerToken(parts.authorization),
  });

/** A REST path's procedure, as the adapter runs it for a parsed request. */
export async function callRestFast(
  app: AppServices,
  route: RestRoute,
  req: { params: Record<string, string>; query: Record<string, string>; body: unknown } & Parts,
): Promise<FastAnswer> {
  const ctx = await contextFor(app, req);
  return answerOf(() => runRoute(route, ctx, { params: req.params, query: req.query, body: wire(req.body) }));
}

/** A procedure called by its dotted name with an input as the wire would carry it. */
export async function callProcedureFast(
  app: AppServices,
  name: string,
  input: unknown,
  parts: Parts,
): Promise<FastAnswer> {
  const ctx = await contextFor(app, parts);
  let fn: unknown = createCallerFactory(appRouter)(ctx);
  for (const key of name.split('.')) fn = (fn as Record<string, unknown>)[key];
  return answerOf(() => (fn as (i: unknown) => Promise<unknown>)(wire(input)));
}

/** The suite's assertions for an in-process answer: no 5xx (but a listed stub's 501) and the error shape. */
export function checkFast(answer: FastAnswer, label: string, procedure?: string) {
  if (answer.status === 501 && procedure && KNOWN_STUBS.has(procedure)) {
    stubsSeen.add(procedure);
    return;
  }
  const thrown = (answer.body as { thrown?: unknown } | undefined)?.thrown;
  expect(
    answer.status,
    `${label}: answered ${answer.status} ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : JSON.stringify(answer.body)?.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (answer.status < 400) return;
  const body = answer.body as Record<string, unknown>;
  expect(typeof body.error === 'string' && body.error.length > 0, `${label}: error without a message`).toBe(true);
  expect(
    Object.keys(body).filter((k) => !['error', 'key', 'params', 'cause', 'issues'].includes(k)),
    `${label}: extra keys in the error`,
  ).toEqual([]);
  expect(
    LEAK.test(JSON.stringify(body)),
    `${label}: the error leaks internals: ${JSON.stringify(body).slice(0, 300)}`,
  ).toBe(false);
}

/**
 * Counts every row written to any table (a trigger per table), so a refused request can be shown to
 * have written nothing without hashing the whole database after each case. For the fuzz server only.
 */
export async function installWriteCounter(db: Database): Promise<() => Promise<number>> {
  await db.sql.exec(`
    CREATE TABLE IF NOT EXISTS "_fuzz_writes" (n bigint NOT NULL);
    INSERT INTO "_fuzz_writes" SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM "_fuzz_writes");
    CREATE OR REPLACE FUNCTION _fuzz_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE "_fuzz_writes" SET n = n + 1; RETURN NULL; END $$;`);
  const tables = await db.sql.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_fuzz_writes'",
  );
  for (const { name } of tables) {
    await db.sql.exec(
      `CREATE OR REPLACE TRIGGER _fuzz_count AFTER INSERT OR UPDATE OR DELETE ON "${name.replaceAll('"', '')}" FOR EACH ROW EXECUTE FUNCTION _fuzz_count()`,
    );
  }
  return async () => Number((await db.sql.query<{ n: string | number }>('SELECT n FROM "_fuzz_writes"'))[0]!.n);
}
