import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { bearerToken, type RequestInfo } from '../request.ts';

/** Kept on the request itself: a WeakMap entry per request costs the collector more than a field. */
const INFO = Symbol('requestInfo');
type Remembering = FastifyRequest & { [INFO]?: RequestInfo };

/**
 * What a procedure needs to know of an HTTP request, the same for tRPC and REST. Worked out once per
 * request: the location gate's hook and the call itself both read it.
 */
export function requestInfo(req: FastifyRequest): RequestInfo {
  return ((req as Remembering)[INFO] ??= readRequest(req));
}

function readRequest(req: FastifyRequest): RequestInfo {
  const query = (req.query ?? {}) as Record<string, unknown>;
  // REST calls carry ?language=; tRPC calls (whose URL tRPC owns) carry an x-language header.
  const asked = typeof query.language === 'string' ? query.language : req.headers['x-language'];
  const language = typeof asked === 'string' && /^[a-z]{2}$/.test(asked) ? asked : 'en';
  // With TRUST_PROXY, Fastify lists the chain from the socket up to the first untrusted address, which is
  // the client (req.ip is its last entry): a chain longer than the socket alone means a trusted proxy
  // forwarded the request. Read once, as each read walks the X-Forwarded-For header again.
  const chain = req.ips;
  return {
    ip: chain?.at(-1) ?? req.ip,
    viaTrustedProxy: (chain?.length ?? 0) > 1,
    language,
    headers: req.headers,
    token: bearerToken(req.headers.authorization),
    log: req.log as unknown as Logger,
  };
}
