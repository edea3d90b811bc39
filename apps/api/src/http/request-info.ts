import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { bearerToken, type RequestInfo } from '../trpc/context.ts';

/**
 * Whether a trusted proxy forwarded this request: the peer is trusted and named a client. Fastify
 * lists the chain up to the first untrusted address, so a longer chain than the socket alone means
 * the peer was trusted (without TRUST_PROXY there is no chain at all).
 */
export const viaTrustedProxy = (req: FastifyRequest): boolean => (req.ips?.length ?? 0) > 1;

/** What a procedure needs to know of an HTTP request, the same for tRPC and REST. */
export function requestInfo(req: FastifyRequest): RequestInfo {
  const query = (req.query ?? {}) as Record<string, unknown>;
  // REST calls carry ?language=; tRPC calls (whose URL tRPC owns) carry an x-language header.
  const asked = typeof query.language === 'string' ? query.language : req.headers['x-language'];
  const language = typeof asked === 'string' && /^[a-z]{2}$/.test(asked) ? asked : 'en';
  return { ip: req.ip, viaTrustedProxy: viaTrustedProxy(req), language, headers: req.headers, token: bearerToken(req.headers.authorization), log: req.log as unknown as Logger };
}
