import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { currentPlayer } from '../services/accounts/current-player.ts';
import { isRestricted, locatesBySocket, locationRefuses, looksProxied, regionOf } from '../services/geo.ts';
import { sessionSecret } from '../services/tokens.ts';
import { addSetCookie, readCookie, siteCookie } from './cookies.ts';
import { requestInfo } from './request-info.ts';
import { refusalBody } from '../errors.ts';
import type { RequestInfo } from '../request.ts';

export const MEDIA_PASS_COOKIE = 'media_pass';
/** A pass lives 30 minutes and is renewed by any API call in its second half. */
export const MEDIA_PASS_MS = 30 * 60_000;

/**
 * The media pass: images and videos load through <img>/<video> tags, which send no Authorization
 * header, so in a restricted region a player who passes the location gate gets a short-lived,
 * HMAC-signed HttpOnly cookie on their API calls, and /public/ media answer only with it.
 */
export class MediaPass {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'media-pass', 'hmac-sha256', 32));
  }

  private mac(body: string) {
    return createHmac('sha256', this.key).update(body).digest();
  }

  issue(userId: string, now: number): string {
    const body = `${Buffer.from(userId).toString('base64url')}.${now + MEDIA_PASS_MS}`;
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  /** The pass's expiry when it is genuine and unexpired, else null. */
  read(value: string | undefined, now: number): number | null {
    const parts = value?.split('.');
    if (!parts || parts.length !== 3) return null;
    const body = `${parts[0]}.${parts[1]}`;
    const given = Buffer.from(parts[2]!, 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expires = Number(parts[1]);
    return Number.isFinite(expires) && expires > now ? expires : null;
  }
}

/**
 * Location law for media, and the start-up warnings of location lookup. Register like the payments
 * plugin (main.ts). Outside restricted regions nothing changes; media behind MEDIA_BASE_URL (a CDN)
 * are not served here and need the CDN's own gate (docs/payments.md).
 */
export function mediaGatePlugin(app: AppServices) {
  const { config, log } = app;
  const pass = new MediaPass(sessionSecret(config));
  const cookie = (value: string, maxAgeMs: number) =>
    siteCookie(config.PUBLIC_URL, MEDIA_PASS_COOKIE, value, '/', Math.floor(maxAgeMs / 1000));
  if (locatesBySocket(config) && config.NODE_ENV !== 'test') {
    log.warn(
      'Location law reads the connecting address (GEO_HEADERS=none, TRUST_PROXY=false). Behind a proxy or load balancer every visitor then has its private address and no region is restricted: set TRUST_PROXY to the addresses of the proxies (or their hop count), and GEO_HEADERS for your CDN.',
    );
  }
  let warnedProxy = false;

  /** A pass for a signed-in player the gate lets in; a stale one is cleared for anyone else. */
  async function renewPass(info: RequestInfo, reply: FastifyReply, now: number, expires: number | null) {
    const player = info.token ? await currentPlayer(app, await app.tokens.check(info.token)) : null;
    if (player && !locationRefuses(config, info, player))
      addSetCookie(reply, cookie(pass.issue(player.id, now), MEDIA_PASS_MS));
    else if (expires !== null) addSetCookie(reply, cookie('', 0));
  }

  return async (server: FastifyInstance) => {
    // The gate decides most requests without waiting on anything, so it is a plain hook; only a request
    // from a restricted region that needs a new pass waits for the player.
    server.addHook('onRequest', (req, reply: FastifyReply, done) => {
      const media = req.url.startsWith('/public/');
      if (!media && !req.url.startsWith('/trpc/') && !req.url.startsWith('/api/')) return done();
      const info = requestInfo(req);
      if (!warnedProxy && locatesBySocket(config) && looksProxied(info)) {
        warnedProxy = true;
        log.warn(
          { ip: info.ip },
          'A request came through a proxy (X-Forwarded-For) but TRUST_PROXY is off: location law sees the proxy address, not the visitor. Set TRUST_PROXY to the addresses of the proxies (or their hop count).',
        );
      }
      if (!isRestricted(config, regionOf(config, info))) return done();
      const now = app.now();
      const expires = pass.read(readCookie(req, MEDIA_PASS_COOKIE), now);
      if (media) {
        if (expires !== null) return done();
        // answered here: the request goes no further
        return void reply.status(403).header('cache-control', 'no-store').send(refusalBody('location.law', 'location'));
      }
      if (expires !== null && expires - now > MEDIA_PASS_MS / 2) return done();
      renewPass(info, reply, now, expires).then(() => done(), done);
    });
    // Media a restricted region may see only with a pass must not sit in shared caches.
    server.addHook('onSend', (req, reply, payload, done) => {
      if (
        req.url.startsWith('/public/') &&
        reply.statusCode < 400 &&
        isRestricted(config, regionOf(config, requestInfo(req)))
      ) {
        reply.header('cache-control', 'private, max-age=1800');
        reply.header('vary', 'Cookie');
      }
      done(null, payload);
    });
  };
}
