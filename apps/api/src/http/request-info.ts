import type { FastifyRequest } from 'fastify';
import { bearerToken, type RequestInfo } from '../trpc/context.ts';

/** What a procedure needs to know of an HTTP request, the same for tRPC and REST. */
export function requestInfo(req: FastifyRequest): RequestInfo {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const language = typeof query.language === 'string' && /^[a-z]{2}$/.test(query.language) ? query.language : 'en';
  return { ip: req.ip, language, headers: req.headers, token: bearerToken(req.headers.authorization) };
}
