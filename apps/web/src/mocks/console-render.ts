import { ROLE } from '@app/schema/constants';
import type { RenderRouteOptions } from './render.tsx';

const tags = { 'girls-set': 'true' };

/** Render options of a signed-in player of a role: the console's staff, or an ordinary player. */
export const signedIn = (role: number, user = 'someone'): RenderRouteOptions => ({
  claims: { user, loggedIn: true, tosConsent: true, role, tags },
});
export const asModerator = signedIn(ROLE.moderator, 'staff-moderator');
export const asAdmin = signedIn(ROLE.admin, 'staff-admin');
export const asPlayer = signedIn(ROLE.player, 'player-mail-1');
