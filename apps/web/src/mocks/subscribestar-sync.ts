import type { TokenClaims } from '@app/schema';
import { loggedInMe } from './data/me.ts';
import { mockToken } from './data/token.ts';
import { server } from './server.ts';
import { trpcMutation, trpcQuery } from './trpc.ts';

/**
 * A logged-in player whose SubscribeStar synchronisation lifts them to God Mode (tier 3): auth.me and
 * payments.syncSubscribeStar answered, the new token with `claims` added. Counts the sync calls.
 */
export function syncToGodMode(claims: Partial<TokenClaims> = {}): { calls: number } {
  const sync = { calls: 0 };
  server.use(
    trpcQuery('auth.me', () => loggedInMe()),
    trpcMutation('payments.syncSubscribeStar', () => {
      sync.calls += 1;
      return {
        token: mockToken({ user: 'player-mail-1', loggedIn: true, tier: 3, tosConsent: true, ...claims }),
        tier: 3,
        subscribeStarTier: 3,
        subscribeStarExp: '2099-01-01T00:00:00Z',
        active: true,
      };
    }),
  );
  return sync;
}
