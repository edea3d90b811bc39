import type { FastifyRequest } from 'fastify';

/** One cookie of the request by name (the API sets only a few, so a small parser is enough). */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value && value.length <= 1024 ? value : undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  /** Sent over HTTPS only (the public origin is https). */
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
}

/** A Set-Cookie value: always HttpOnly (no script reads these). */
export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${o.path}`,
    `Max-Age=${o.maxAge}`,
    'HttpOnly',
    `SameSite=${o.sameSite}`,
    ...(o.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Appends a Set-Cookie header without dropping one already set on the reply. */
export function addSetCookie(
  reply: { getHeader(name: string): unknown; header(name: string, value: unknown): unknown },
  cookie: string,
) {
  const prior = reply.getHeader('set-cookie');
  const list = prior === undefined ? [] : Array.isArray(prior) ? (prior as string[]) : [String(prior)];
  reply.header('set-cookie', [...list, cookie]);
}

export const isHttpsOrigin = (publicUrl: string) => publicUrl.startsWith('https://');

/** The site's own cookies: HttpOnly, SameSite=Lax, Secure when the public origin is https. */
export const siteCookie = (publicUrl: string, name: string, value: string, path: string, maxAgeSeconds: number) =>
  serializeCookie(name, value, { path, maxAge: maxAgeSeconds, secure: isHttpsOrigin(publicUrl), sameSite: 'Lax' });
