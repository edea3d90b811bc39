import type { HttpHandler } from 'msw';
import { CONSOLE_ROLE } from '@app/schema';
import { meOfClaims } from '../data/me.ts';
import {
  acknowledgeWarning,
  banPlayer,
  emailOf,
  findPlayers,
  grantTier,
  liftPlayer,
  listLog,
  listReports,
  playerDetail,
  resetProgress,
  resolveReport,
  revokeTier,
  setRole,
  suspendPlayer,
  warnPlayer,
  type MockActor,
} from '../data/moderation.ts';
import { claimsOfRequest } from '../data/token.ts';
import { mockRefusal, trpcMutation, trpcQuery } from '../trpc.ts';

/** The console's caller, refused as the server refuses: no token 401, a role below the procedure's 403. */
function staff(request: Request, need: number): MockActor {
  const claims = claimsOfRequest(request);
  if (!claims?.user) throw mockRefusal('auth.loginRequired', 'login', 'UNAUTHORIZED');
  if ((claims.role ?? 0) < need) throw mockRefusal('auth.notAllowed', undefined, 'FORBIDDEN');
  return { id: claims.user, email: emailOf(claims.user) };
}
const reader = (request: Request) => staff(request, CONSOLE_ROLE.read);
const moderator = (request: Request) => staff(request, CONSOLE_ROLE.moderate);
const admin = (request: Request) => staff(request, CONSOLE_ROLE.manage);
const ok = { ok: true as const };

/** The console's moderation: the reports queue, the log, players; and the player's side of a warning. */
export const handlers: HttpHandler[] = [
  trpcQuery('admin.reports.list', ({ input, request }) => {
    reader(request);
    return listReports(input.status ?? 'open', input.before);
  }),
  trpcMutation('admin.reports.resolve', ({ input, request }) => {
    resolveReport(input, moderator(request));
    return ok;
  }),
  trpcQuery('admin.log', ({ input, request }) => {
    reader(request);
    return listLog(input.playerId, input.before);
  }),
  trpcQuery('admin.players.find', ({ input, request }) => {
    reader(request);
    return findPlayers(input.query);
  }),
  trpcQuery('admin.players.get', ({ input, request }) => {
    reader(request);
    return playerDetail(input.id);
  }),
  trpcMutation('admin.players.warn', ({ input, request }) => {
    warnPlayer(input.id, { actor: moderator(request), reason: input.reason });
    return ok;
  }),
  trpcMutation('admin.players.suspend', ({ input, request }) => {
    suspendPlayer(input.id, input.days, { actor: moderator(request), reason: input.reason });
    return ok;
  }),
  trpcMutation('admin.players.ban', ({ input, request }) => {
    banPlayer(input.id, { actor: moderator(request), reason: input.reason });
    return ok;
  }),
  trpcMutation('admin.players.lift', ({ input, request }) => {
    liftPlayer(input.id, { actor: moderator(request), reason: input.reason });
    return ok;
  }),
  trpcMutation('admin.players.grantTier', ({ input, request }) => {
    grantTier(input.id, input.tier, input.days, { actor: admin(request), reason: input.reason });
    return ok;
  }),
  trpcMutation('admin.players.revokeTier', ({ input, request }) => {
    revokeTier(input.id, input.subscriptionId, { actor: admin(request), reason: input.reason });
    return ok;
  }),
  trpcMutation('admin.players.resetProgress', ({ input, request }) => {
    resetProgress(input.id, input.charId, { actor: admin(request), reason: input.reason });
    return ok;
  }),
  trpcMutation('admin.players.setRole', ({ input, request }) => {
    setRole(input.id, input.role, { actor: admin(request), reason: input.reason });
    return ok;
  }),
  trpcMutation('user.ackWarning', ({ request }) => {
    acknowledgeWarning(meOfClaims(claimsOfRequest(request))._id);
    return ok;
  }),
];
