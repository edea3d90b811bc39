import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError, type AnyTRPCProcedure, type TRPCRouterRecord } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { appRouter, type AppRouter } from '../trpc/root.ts';
import { errorBody, httpStatusOf, isUnavailable, refusalBody, retryAfterOf } from '../errors.ts';
import { createContext, type Context } from '../trpc/context.ts';
import type { AppServices } from '../app-services.ts';
import { requestInfo } from '../http/request-info.ts';
import { sendJson } from '../http/compression.ts';
import { stableJson } from '../services/cache/stable-answers.ts';
import { quiet } from '../payments/route-context.ts';
import { callProcedure } from './call-procedure.ts';

/** Every procedure's dotted name ("auth.emailLogin"), as tRPC flattens the router. */
type PathsOf<R, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure ? `${Prefix}${K}` : PathsOf<R[K], `${Prefix}${K}.`>;
}[keyof R & string];
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;

export interface RestRequest {
  params: Record<string, string | undefined>;
  /** A repeated key arrives as an array: the procedure's parser refuses it. */
  query: Record<string, unknown>;
  body: unknown;
}

/** Reads a procedure's input from the request; the procedure's own parser validates it, as for tRPC. */
export type RestInput = (req: RestRequest) => unknown;

export interface RestRoute {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  procedure: ProcedurePath;
  input?: RestInput;
  /** A link opened from a mail that carries a secret in its query: the route logs at warn, so its URL stays out of the request log. */
  quiet?: boolean;
  /** A link opened from a mail: the browser goes to `ok` on success and to `refused` when the call refuses the input. */
  redirect?: { ok: string; refused: string };
  /** The answer is a file to keep: sent with Content-Disposition under this name. */
  attachment?: string;
}

type RouteOptions = Pick<RestRoute, 'quiet' | 'redirect' | 'attachment'>;
export const get = (
  url: string,
  procedure: ProcedurePath,
  input?: RestInput,
  options: RouteOptions = {},
): RestRoute => ({ method: 'GET', url, procedure, input, ...options });
export const post = (url: string, procedure: ProcedurePath, input?: RestInput): RestRoute => ({
  method: 'POST',
  url,
  procedure,
  input,
});
export const del = (url: string, procedure: ProcedurePath, input?: RestInput): RestRoute => ({
  method: 'DELETE',
  url,
  procedure,
  input,
});

/** A handler's answer that sends the browser elsewhere (links opened from mails). */
export class Redirect {
  readonly location: string;

  constructor(location: string) {
    this.location = location;
  }
}

const procedures = new Map<ProcedurePath, AnyTRPCProcedure>();

function procedureAt(path: ProcedurePath): AnyTRPCProcedure {
  const known = procedures.get(path);
  if (known) return known;
  let node: TRPCRouterRecord | AnyTRPCProcedure = appRouter._def.record;
  for (const key of path.split('.')) {
    const next: TRPCRouterRecord | AnyTRPCProcedure | undefined = typeof node === 'function' ? undefined : node[key];
    if (!next) throw new Error(`No procedure ${path}`);
    node = next;
  }
  if (typeof node !== 'function') throw new Error(`${path} is a router, not a procedure`);
  procedures.set(path, node);
  return node;
}

/**
 * Runs the route's procedure for a request, as a tRPC call would: same parser, middlewares and answer.
 * A `redirect` route sends the browser to `ok` when the call succeeds and to `refused` when it refuses the
 * input (a 4xx); any other failure (database down, a bug) answers as an error, so the page never claims an
 * outcome that did not happen.
 */
export async function runRoute(route: RestRoute, ctx: Context, req: RestRequest): Promise<unknown> {
  const call: Promise<unknown> = callProcedure(appRouter, procedureAt(route.procedure), {
    path: route.procedure,
    ctx,
    getRawInput: () => Promise.resolve(route.input?.(req)),
  });
  if (!route.redirect) return call;
  const { ok, refused } = route.redirect;
  return call.then(
    () => new Redirect(ok),
    (error: unknown) => {
      if (error instanceof TRPCError && !isUnavailable(error) && getHTTPStatusCodeFromError(error) < 500)
        return new Redirect(refused);
      throw error;
    },
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The POST body as an object (an absent or non-object body reads as {} so validation names the missing field). */
export const body = (req: Pick<RestRequest, 'body'>): Record<string, unknown> => (isRecord(req.body) ? req.body : {});

/**
 * Sends any error in the specification's shape: { error, cause? } with a fitting status; a validation
 * error adds `issues` (every problem with its field), an unreachable database answers 503.
 */
export function sendError(app: AppServices, reply: FastifyReply, error: unknown) {
  const log = reply.request.log ?? app.log;
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  if (error instanceof TRPCError) {
    const status = httpStatusOf(error) ?? getHTTPStatusCodeFromError(error);
    if (status === 503) log.warn({ err: error.cause ?? error }, 'database unreachable');
    else if (status >= 500) log.error({ err: error.cause ?? error }, 'procedure failed');
    return reply.status(status).send(errorBody(error));
  }
  if (isUnavailable(error)) {
    log.warn({ err: error }, 'database unreachable');
    return reply.status(503).send(refusalBody('server.unavailable'));
  }
  log.error({ err: error }, 'request failed');
  return reply.status(500).send(refusalBody('request.failed'));
}

const NO_INPUT: RestRequest = Object.freeze({ params: {}, query: {}, body: undefined });

/** The router's params are strings and the query parser's object has no prototype: both read as they are. */
const restRequest = (req: FastifyRequest): RestRequest => ({
  params: isRecord(req.params) ? (req.params as Record<string, string | undefined>) : {},
  query: isRecord(req.query) ? req.query : {},
  body: req.body,
});

/** Registers each documented /api/* path as a thin call of its tRPC procedure. */
export function registerRestRoutes(server: FastifyInstance, app: AppServices, routes: RestRoute[]) {
  for (const route of routes) {
    server.route({
      method: route.method,
      url: route.url,
      ...(route.quiet ? quiet(app.config) : {}),
      handler: async (req, reply) => {
        try {
          const ctx = await createContext(app, requestInfo(req));
          const result = await runRoute(route, ctx, route.input ? restRequest(req) : NO_INPUT);
          if (result instanceof Redirect) return reply.redirect(result.location, 303);
          if (route.attachment) reply.header('content-disposition', `attachment; filename="${route.attachment}"`);
          const text = stableJson(result);
          if (text !== undefined) return sendJson(req, reply, text);
          return reply.send(result ?? { success: true });
        } catch (error) {
          return sendError(app, reply, error);
        }
      },
    });
  }
}
