import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import { addSetCookie, readCookie } from '../http/cookies.ts';
import { issueToken } from '../services/accounts/issue-token.ts';
import { AppError, refusalBody } from '../errors.ts';
import { handoffCookie } from './oauth-flow.ts';
import { HANDOFF_COOKIE, HANDOFF_MS, HANDOFF_PATH, bindingMatches, oauthStates, spendOnce } from './oauth-state.ts';

/** One text for every refusal: the page shows its own notice (`?error=oauth-state` on the profile). */

const handoffInput = z.object({ code: z.string().min(1).max(2048) });

/**
 * `POST /api/auth/signin-handoff` `{ code }`: the web's `/signin` page swaps the hand-off code an OAuth
 * callback gave it for a session token. The code must be ours (signature), unexpired (2 minutes), made
 * for this browser's binding cookie, and unused; it then answers `{ token }` and clears the cookie.
 * Anything else is 400 (no code) or 403, logged as a warning without the code.
 */
export function registerHandoffRoute(server: FastifyInstance, app: AppServices) {
  server.post(HANDOFF_PATH, async (req, reply) => {
    const refuse = (status: 400 | 403, reason: string) => {
      req.log.warn({ reason }, 'sign-in hand-off refused');
      return reply
        .status(status)
        .send(refusalBody('auth.handoffRefused', status === 400 ? 'validation' : 'oauth-state'));
    };
    const parsed = handoffInput.safeParse(req.body);
    if (!parsed.success) return refuse(400, 'no code');
    const now = app.now();
    const claims = oauthStates(app).readHandoff(parsed.data.code, now);
    if (!claims) return refuse(403, 'bad or expired code');
    if (!bindingMatches(claims, readCookie(req, HANDOFF_COOKIE))) return refuse(403, 'not this browser');
    if (!(await spendOnce(app, claims.jti, HANDOFF_MS))) return refuse(403, 'code already used');
    let token: string;
    try {
      token = await issueToken(app, claims.userId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHORIZED') return refuse(403, 'player gone');
      if (error instanceof AppError && error.key === 'account.banned') {
        req.log.warn({ userId: claims.userId }, 'sign-in hand-off refused: account closed by the moderators');
        return reply.status(403).send(refusalBody('account.banned'));
      }
      throw error;
    }
    addSetCookie(reply, handoffCookie(app, '', 0));
    req.log.info({ userId: claims.userId }, 'sign-in hand-off');
    return reply.header('cache-control', 'no-store').send({ token });
  });
}
