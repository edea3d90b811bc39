import { useCallback } from 'react';
import { browser } from './browser.ts';
import { currentToken } from './session.ts';
import { trpc } from './trpc.ts';

export type Platform = 'patreon' | 'subscribestar';

/** The start path without a session (a first visit that has no token yet): the word null, as the specification has it. */
export const anonymousSignInPath = (platform: Platform) => `/api/${platform}/login?state=null`;

/**
 * Starts a platform sign-in, connect or re-connect: asks the server for the start address (a one-use
 * ticket names this player, so progress is kept and the session token is in no address), then goes there.
 * Rejects with the call's error (e.g. the platform is not configured) for the caller to show.
 */
export function usePlatformSignIn(): {
  start: (platform: Platform, redirect?: 'profile') => Promise<void>;
  pending: boolean;
} {
  const { mutateAsync, isPending } = trpc.payments.platformSignIn.useMutation();
  const start = useCallback(
    async (platform: Platform, redirect?: 'profile') => {
      if (!currentToken()) {
        browser.assign(`${anonymousSignInPath(platform)}${redirect ? `&redirect=${redirect}` : ''}`);
        return;
      }
      const { url } = await mutateAsync(redirect ? { platform, redirect } : { platform });
      browser.assign(url);
    },
    [mutateAsync],
  );
  return { start, pending: isPending };
}
