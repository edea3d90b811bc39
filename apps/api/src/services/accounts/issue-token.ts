import type { AppServices } from '../../app-services.ts';
import { loadPlayer, type Player } from '../players.ts';
import { forbidden, unauthorized } from '../../errors.ts';

/** The token's claims for a player as the database has it (the token is a display cache). */
export function claimsOf(player: Player) {
  return {
    tier: player.tier,
    user: player.id,
    tags: player.tags,
    language: player.language,
    role: player.role,
    loggedIn: player.loggedIn,
    tosConsent: player.tosConsent,
    v: player.tokenVersion,
  };
}

/**
 * A fresh token for `userId`, read from the database: every procedure returning a token uses this, so
 * no way in (e-mail login, a platform's sign-in, a reset link) opens an account the moderators closed.
 */
export async function issueToken(app: AppServices, userId: string): Promise<string> {
  const player = await loadPlayer(app.db.sql, userId, app.now());
  if (!player) throw unauthorized('auth.sessionExpired', 'login');
  return tokenFor(app, player);
}

/** The token of a player just read from the database (refused for a closed account). */
export async function tokenFor(app: AppServices, player: Player): Promise<string> {
  if (player.bannedAt !== null) throw forbidden('account.banned');
  return app.tokens.sign(claimsOf(player));
}
