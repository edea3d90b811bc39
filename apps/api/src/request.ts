import type { Logger } from 'pino';

/** What the request tells about itself, from either surface (tRPC or REST). */
export interface RequestInfo {
  ip: string;
  /** A trusted proxy forwarded the request (so its location headers are believed); absent: no. */
  viaTrustedProxy?: boolean;
  language: string;
  headers: Record<string, string | string[] | undefined>;
  token: string | null;
  /** The request's logger (its lines carry the request id); absent outside an HTTP request. */
  log?: Logger;
}

/** The request's own logger, or the app's one outside a request. */
export const requestLog = (app: { log: Logger }, req: RequestInfo | undefined): Logger => req?.log ?? app.log;

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  return match?.[1] && match[1] !== 'null' && match[1] !== 'undefined' ? match[1] : null;
}
