import type { TokenClaims } from '@app/schema';
import { loggedInMe } from './data/me.ts';
import { mockToken } from './data/token.ts';
import { server } from './server.ts';
import { trpcMutation, trpcQuery } from './trpc.ts';

const GOD_MODE_UNTIL = '2099-01-01T00:00:00Z';

/**
 * A logged-in player whose SubscribeStar synchronisation lifts them to God Mode (tier 3): auth.me and
 * payments.syncSubscribeStar answered, the new token with `claims` added. Counts the sync calls.
 */
export function syncToGodMode(claims: Partial<TokenClaims> = {}): { calls: number } {
  const sync = { calls: 0 };
  const godModeToken = () => mockToken({ user: 'player-mail-1', loggedIn: true, tier: 3, tosConsent: true, ...claims });
  server.use(
    // The server's me follows the synchronised subscription, as the real one reads it from the database.
    trpcQuery('auth.me', () =>
      sync.calls === 0
        ? loggedInMe()
        : loggedInMe({ tier: 3, subscribeStarTier: 3, subscribeStarExp: GOD_MODE_UNTIL, token: godModeToken() }),
    ),
    trpcMutation('payments.syncSubscribeStar', () => {
      sync.calls += 1;
      return {
        token: godModeToken(),
        tier: 3,
        subscribeStarTier: 3,
        subscribeStarExp: GOD_MODE_UNTIL,
        active: true,
      };
    }),
  );
  return sync;
}
