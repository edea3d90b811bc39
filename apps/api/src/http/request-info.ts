import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { bearerToken, type RequestInfo } from '../trpc/context.ts';

/** What a procedure needs to know of an HTTP request, the same for tRPC and REST. */
export function requestInfo(req: FastifyRequest): RequestInfo {
  const query = (req.query ?? {}) as Record<string, unknown>;
  // REST calls carry ?language=; tRPC calls (whose URL tRPC owns) carry an x-language header.
  const asked = typeof query.language === 'string' ? query.language : req.headers['x-language'];
  const language = typeof asked === 'string' && /^[a-z]{2}$/.test(asked) ? asked : 'en';
  return { ip: req.ip, language, headers: req.headers, token: bearerToken(req.headers.authorization), log: req.log as unknown as Logger };
}
