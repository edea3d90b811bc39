import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInMe } from '../mocks/data/me.ts';
import { mockToken } from '../mocks/data/token.ts';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { trpcQuery } from '../mocks/trpc.ts';

const storedTier = () =>
  JSON.parse(atob(localStorage.getItem('token')!.split('.')[1]!)) as { tier: number; user: string };
const signedIn = { user: 'player-mail-1', loggedIn: true, tosConsent: true, tier: 0, tags: { 'girls-set': 'true' } };

describe('a tier changed on the server', () => {
  it('shows on the next visit: the fresh token from auth.me replaces the stored one', async () => {
    // An operator granted VIP while the player was away; the stored token still says Free.
    server.use(trpcQuery('auth.me', () => loggedInMe()));
    renderRoute('/en/app/profile/me/prices', { claims: signedIn });
    await waitFor(() => expect(storedTier().tier).toBe(2));
    await waitFor(() => expect(screen.getByText('Your tier').closest('li')).toHaveTextContent('VIP Pass'));
  });

  it("is never taken from another player's answer (a sign-in raced it)", async () => {
    let answered = 0;
    server.use(
      trpcQuery('auth.me', () => {
        answered++;
        return loggedInMe({ _id: 'someone-else', token: mockToken({ user: 'someone-else', loggedIn: true, tier: 3 }) });
      }),
    );
    renderRoute('/en/app/profile/me/prices', { claims: signedIn });
    await waitFor(() => expect(answered).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Your tier').closest('li')).toHaveTextContent('Free');
    expect(storedTier()).toMatchObject({ user: 'player-mail-1', tier: 0 });
  });
});
