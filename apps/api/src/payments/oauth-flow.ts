import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { addSetCookie, readCookie, siteCookie } from '../http/cookies.ts';
import { loadPlayer, type Player } from '../services/players.ts';
import {
  HANDOFF_COOKIE,
  HANDOFF_MS,
  HANDOFF_PATH,
  STATE_MS,
  TICKET_MS,
  bindingCookieName,
  bindingMatches,
  isSignedState,
  isTicket,
  newBindingValue,
  oauthStates,
  spendOnce,
  type Landing,
  type Platform,
} from './oauth-state.ts';
import { playerOfState, queryText } from './request-auth.ts';

/** Where a refused or failed round trip sends the browser; the page shows the matching dialog. */
export const PROFILE = '/app/profile/me';
/** Where a finished sign-in lands: the web's `/signin` page goes only to these same-site paths. */
export type SignInLanding = '/' | typeof PROFILE | '/subscribestar-welcome';

export type StartOutcome = { ok: true; providerState: string } | { ok: false; error: 'oauth-state' };

const bindingCookie = (app: AppServices, platform: Platform, value: string, maxAge: number) =>
  siteCookie(app.config.PUBLIC_URL, bindingCookieName(platform), value, `/api/${platform}`, maxAge);

/**
 * Start of a sign-in on our own path (`/api/{platform}/login?state=...`). The `state` query is a
 * one-use ticket from `payments.platformSignIn` (preferred), the word null, or, as the specification
 * has it, the session token. The provider gets a signed state instead, bound to this browser by an
 * HttpOnly cookie, so neither the session token nor a reusable value travels through the provider.
 */
export async function startSignIn(
  app: AppServices,
  req: FastifyRequest,
  reply: FastifyReply,
  platform: Platform,
  landing: Landing,
): Promise<StartOutcome> {
  const now = app.now();
  const states = oauthStates(app);
  const given = queryText(req, 'state') ?? 'null';
  let playerId: string | null;
  if (isTicket(given)) {
    const ticket = states.readTicket(given, now);
    if (!ticket || !(await spendOnce(app, ticket.jti, TICKET_MS))) return { ok: false, error: 'oauth-state' };
    playerId = ticket.playerId;
  } else {
    playerId = (await playerOfState(app, given))?.id ?? null;
  }
  const bindingValue = newBindingValue();
  addSetCookie(reply, bindingCookie(app, platform, bindingValue, STATE_MS / 1000));
  return { ok: true, providerState: states.state({ playerId, platform, landing, bindingValue }, now) };
}

export type FinishOutcome = { ok: true; player: Player | null; landing: Landing } | { ok: false };

/**
 * The state of a provider callback. Our signed state must be unexpired, unused, for this platform and
 * made for this browser's binding cookie; anything else is refused (a callback URL made by someone
 * else, opened in the victim's browser, is login CSRF). The specification's own shape (the session
 * token or the word null, with "~profile" on the second platform) is still read for clients that go
 * to the provider directly; our web app never sends it.
 */
export async function finishState(
  app: AppServices,
  req: FastifyRequest,
  reply: FastifyReply,
  platform: Platform,
): Promise<FinishOutcome> {
  const raw = queryText(req, 'state') ?? 'null';
  addSetCookie(reply, bindingCookie(app, platform, '', 0));
  if (isSignedState(raw)) {
    const now = app.now();
    const state = oauthStates(app).readState(raw, now);
    const bound =
      state !== null &&
      state.platform === platform &&
      bindingMatches(state, readCookie(req, bindingCookieName(platform)));
    if (!state || !bound || !(await spendOnce(app, state.jti, STATE_MS))) {
      req.log.warn(
        { platform, reason: state ? (bound ? 'state already used' : 'not this browser') : 'bad or expired state' },
        'oauth callback refused (possible login CSRF)',
      );
      return { ok: false };
    }
    const player = state.playerId ? await loadPlayer(app.db.prisma, state.playerId, now) : null;
    return { ok: true, player, landing: state.landing };
  }
  const [token = 'null', landing] = raw.split('~');
  return { ok: true, player: await playerOfState(app, token), landing: landing === 'profile' ? 'profile' : 'welcome' };
}

/** The hand-off binding cookie: HttpOnly, SameSite=Lax, sent only to the exchange path. */
export const handoffCookie = (app: AppServices, value: string, maxAge: number) =>
  siteCookie(app.config.PUBLIC_URL, HANDOFF_COOKIE, value, HANDOFF_PATH, maxAge);

/**
 * The end of a successful sign-in: where the callback sends the browser. No session token rides in the
 * address: a one-use hand-off code (2 minutes) bound to this browser by an HttpOnly cookie, in the
 * fragment of the web's `/signin` page (a fragment is neither sent to a server, logged, nor put in a
 * Referer). The page swaps it for a token at `POST /api/auth/signin-handoff`. `error` (a fixed word such
 * as `patreon`) is shown by the landing page, as on the profile's `?error=`.
 */
export function handOff(
  app: AppServices,
  reply: FastifyReply,
  userId: string,
  to: SignInLanding,
  error?: string,
): string {
  const bindingValue = newBindingValue();
  addSetCookie(reply, handoffCookie(app, bindingValue, HANDOFF_MS / 1000));
  const fragment = new URLSearchParams({ code: oauthStates(app).handoff({ userId, bindingValue }, app.now()), to });
  if (error) fragment.set('error', error);
  return `/signin#${fragment.toString()}`;
}
