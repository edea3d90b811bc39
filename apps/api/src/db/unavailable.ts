/**
 * Whether an error means the database cannot be reached right now (server down, refusing
 * connections, connection cut or pool exhausted), as opposed to a bug or a bad query. Looks through
 * the error's causes: Prisma wraps the driver adapter's error, which wraps the pg or socket error.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
/** SQLSTATE: 08 connection exceptions; 57P01-57P05 shutdown, cannot connect now, idle timeouts; 53300 too many connections; 55000 database closed to connections. */
const SQLSTATE = /^(08\w{3}|57P0[1-5]|53300|55000|3D000)$/;
/** Prisma: can't reach the server, timed out, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** Driver adapter error kinds (Prisma 7). */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'DatabaseDoesNotExist',
  'DatabaseAccessDenied',
]);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not currently accepting connections|terminating connection due to administrator command|Can't reach database server|Server has closed the connection|Client has encountered a connection error/i;

interface ErrorLike {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, kind, originalCode, message, cause, meta } = e as ErrorLike;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code) || PRISMA_CODES.has(code)))
      return true;
    if (typeof originalCode === 'string' && (SQLSTATE.test(originalCode) || SOCKET_CODES.has(originalCode)))
      return true;
    if (typeof kind === 'string' && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    queue.push(cause, meta?.driverAdapterError);
    if (e instanceof AggregateError) queue.push(...(e.errors as unknown[]));
  }
  return false;
}
