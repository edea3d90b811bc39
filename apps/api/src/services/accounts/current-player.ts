import type { AppServices } from '../../app-services.ts';
import type { TokenCheck } from '../tokens.ts';
import { loadPlayer, type Player } from '../players.ts';

/** The player behind a valid, unrevoked token, or null (no token, expired, forged, revoked, deleted). */
export async function currentPlayer(app: AppServices, token: TokenCheck): Promise<Player | null> {
  if (token.status !== 'valid') return null;
  const player = await loadPlayer(app.db.prisma, token.claims.user, app.now());
  return player && player.tokenVersion === token.claims.v ? player : null;
}

/** A player without an e-mail or password: anonymous, or signed in through a platform only. */
export function hasNoEmailAccount(player: Player): boolean {
  return player.email === null;
}
