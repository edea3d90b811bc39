import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppServices } from '../app-services.ts';
import type { Config } from '../config.ts';
import { sessionSecret } from '../services/tokens.ts';

export type Platform = 'patreon' | 'subscribestar';
/** Where the second platform's callback lands: the profile (connect, synchronise) or the welcome page. */
export type Landing = 'profile' | 'welcome';

/** A sign-in ticket lives long enough for one navigation to our login path. */
export const TICKET_MS = 5 * 60_000;
/** The provider's consent page may take a while: the state and the browser binding live 15 minutes. */
export const STATE_MS = 15 * 60_000;
/** A sign-in hand-off code lives long enough for the page it lands on to exchange it. */
export const HANDOFF_MS = 2 * 60_000;

export interface TicketClaims {
  playerId: string;
  jti: string;
}

export interface StateClaims {
  playerId: string | null;
  platform: Platform;
  landing: Landing;
  /** SHA-256 of the browser binding cookie's value. */
  binding: string;
  jti: string;
}

export interface HandoffClaims {
  /** The player the code signs in. */
  userId: string;
  /** SHA-256 of the hand-off binding cookie's value. */
  binding: string;
  jti: string;
}

type Kind = 't1' | 's1' | 'h1';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The signed, short-lived values of an OAuth round trip, so the session token never rides in a URL:
 * - a ticket (`t1.`): one use, 5 minutes, names the player who asked to sign in or link;
 * - a state (`s1.`): what the provider carries back: the player, the platform, where to land, and the
 *   hash of a random value kept in an HttpOnly cookie of the browser that started (login CSRF defence);
 * - a hand-off code (`h1.`): one use, 2 minutes, what the callback gives the page (in the address's
 *   fragment) instead of a session token: the player, and the hash of a random value kept in an HttpOnly
 *   cookie of the browser that ran the callback; `POST /api/auth/signin-handoff` swaps it for a token.
 * Keys are derived from the session secret; "one use" is kept by the shared limiter (Redis when set).
 */
export class OAuthStates {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'oauth-state', 'hmac-sha256', 32));
  }

  static fromConfig(config: Config): OAuthStates {
    return new OAuthStates(sessionSecret(config));
  }

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }

  private sign(kind: Kind, payload: object): string {
    const body = `${kind}.${b64(JSON.stringify(payload))}`;
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  /** The payload of a value this server signed, unexpired; null otherwise. */
  private open(kind: Kind, value: string, now: number): Record<string, unknown> | null {
    const parts = value.split('.');
    if (parts.length !== 3 || parts[0] !== kind || value.length > 2048) return null;
    const body = `${parts[0]}.${parts[1]}`;
    const given = Buffer.from(parts[2]!, 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
      return typeof payload.e === 'number' && payload.e > now ? payload : null;
    } catch {
      return null;
    }
  }

  ticket(playerId: string, now: number): string {
    return this.sign('t1', { p: playerId, e: now + TICKET_MS, j: randomBytes(12).toString('base64url') });
  }

  readTicket(value: string, now: number): TicketClaims | null {
    const p = this.open('t1', value, now);
    return p && typeof p.p === 'string' && typeof p.j === 'string' ? { playerId: p.p, jti: p.j } : null;
  }

  state(c: Omit<StateClaims, 'jti' | 'binding'> & { bindingValue: string }, now: number): string {
    return this.sign('s1', {
      p: c.playerId,
      f: c.platform,
      l: c.landing,
      b: sha(c.bindingValue),
      e: now + STATE_MS,
      j: randomBytes(12).toString('base64url'),
    });
  }

  readState(value: string, now: number): StateClaims | null {
    const p = this.open('s1', value, now);
    if (!p || (p.f !== 'patreon' && p.f !== 'subscribestar') || typeof p.b !== 'string' || typeof p.j !== 'string')
      return null;
    if (p.p !== null && typeof p.p !== 'string') return null;
    return { playerId: p.p, platform: p.f, landing: p.l === 'profile' ? 'profile' : 'welcome', binding: p.b, jti: p.j };
  }

  handoff(c: { userId: string; bindingValue: string }, now: number): string {
    return this.sign('h1', {
      u: c.userId,
      b: sha(c.bindingValue),
      e: now + HANDOFF_MS,
      j: randomBytes(12).toString('base64url'),
    });
  }

  readHandoff(value: string, now: number): HandoffClaims | null {
    const p = this.open('h1', value, now);
    return p && typeof p.u === 'string' && typeof p.b === 'string' && typeof p.j === 'string'
      ? { userId: p.u, binding: p.b, jti: p.j }
      : null;
  }
}

/** Whether the browser's binding cookie is the one the state (or hand-off code) was made for. */
export function bindingMatches(state: { binding: string }, cookieValue: string | undefined): boolean {
  if (!cookieValue) return false;
  const a = Buffer.from(sha(cookieValue));
  const b = Buffer.from(state.binding);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const newBindingValue = () => randomBytes(18).toString('base64url');
export const bindingCookieName = (platform: Platform) => `oauth_${platform}`;
export const isTicket = (value: string) => value.startsWith('t1.');
export const isSignedState = (value: string) => value.startsWith('s1.');
/** The HttpOnly cookie binding a hand-off code to the browser that ran the callback, sent only to the exchange. */
export const HANDOFF_COOKIE = 'signin_handoff';
export const HANDOFF_PATH = '/api/auth/signin-handoff';

/** Spends a ticket's, state's or hand-off code's id: true the first time only (a replayed URL is refused). */
export const spendOnce = (app: AppServices, jti: string, ttlMs: number) =>
  app.limiter.hit(`oauth-once:${jti}`, 1, ttlMs);

const cache = new WeakMap<Config, OAuthStates>();
/** One signer per configuration (the key derivation runs once). */
export function oauthStates(app: AppServices): OAuthStates {
  let states = cache.get(app.config);
  if (!states) cache.set(app.config, (states = OAuthStates.fromConfig(app.config)));
  return states;
}
