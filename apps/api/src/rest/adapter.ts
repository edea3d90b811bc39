import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { createCallerFactory } from '../trpc/init.ts';
import { appRouter } from '../trpc/root.ts';
import { UNAVAILABLE_MESSAGE, errorBody, httpStatusOf, isUnavailable, retryAfterOf } from '../trpc/errors.ts';
import { createContext } from '../trpc/context.ts';
import type { AppServices } from '../app-services.ts';
import { requestInfo } from '../http/request-info.ts';
import { stableJson } from '../services/cache/stable-answers.ts';
import { quiet } from '../payments/route-context.ts';

export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export type RestRequest = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string>; Body: unknown }>;
export type RestHandler = (caller: Caller, req: RestRequest) => Promise<unknown>;

export interface RestRoute {
  method: 'GET' | 'POST';
  url: string;
  handler: RestHandler;
  /** A link opened from a mail that carries a secret in its query: the route logs at warn, so its URL stays out of the request log. */
  quiet?: boolean;
}

export const get = (url: string, handler: RestHandler, options: { quiet?: boolean } = {}): RestRoute => ({ method: 'GET', url, handler, ...options });

/** A handler's answer that sends the browser elsewhere (links opened from mails). */
export class Redirect {
  constructor(readonly location: string) {}
}
export const post = (url: string, handler: RestHandler): RestRoute => ({ method: 'POST', url, handler });

/**
 * For links opened from mails: sends the browser to `ok` when the call succeeds and to `refused` when
 * it refuses the input (a 4xx); any other failure (database down, a bug) answers as an error, so the
 * page never claims an outcome that did not happen.
 */
export function redirectByOutcome(call: Promise<unknown>, ok: string, refused: string): Promise<Redirect> {
  return call.then(
    () => new Redirect(ok),
    (error: unknown) => {
      if (error instanceof TRPCError && !isUnavailable(error) && getHTTPStatusCodeFromError(error) < 500) return new Redirect(refused);
      throw error;
    },
  );
}

/** The POST body as an object (an absent or non-object body reads as {} so validation names the missing field). */
export const body = (req: RestRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

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
    return reply.status(503).send({ error: UNAVAILABLE_MESSAGE });
  }
  log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error: 'An error occurred. Please try again.' });
}

/** Registers each documented /api/* path as a thin call of its tRPC procedure. */
export function registerRestRoutes(server: FastifyInstance, app: AppServices, routes: RestRoute[]) {
  for (const route of routes) {
    server.route({
      method: route.method,
      url: route.url,
      ...(route.quiet ? quiet(app.config) : {}),
      handler: async (req, reply) => {
        try {
          const ctx = await createContext(app, requestInfo(req as FastifyRequest));
          const result = await route.handler(createCaller(ctx), req as RestRequest);
          if (result instanceof Redirect) return reply.redirect(result.location, 303);
          const text = stableJson(result);
          if (text !== undefined) return reply.type('application/json; charset=utf-8').send(text);
          return reply.send(result ?? { success: true });
        } catch (error) {
          return sendError(app, reply, error);
        }
      },
    });
  }
}
