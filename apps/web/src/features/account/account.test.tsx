import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLogin, clearError } from '../../lib/dialogs/index.ts';
import { browser } from '../../lib/browser.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { syncToGodMode } from '../../mocks/subscribestar-sync.ts';
import { mockRefusal, trpcMutation, trpcQuery } from '../../mocks/trpc.ts';
import { mockSite } from '../../mocks/handlers/site.ts';
import { currentSession } from '../../lib/session.ts';
import { ERRORS } from '@app/schema/errors';
import { loggedInMe } from '../../mocks/data/me.ts';
import { subscriptionActive } from './subscriptions.ts';

const loggedIn = {
  claims: { user: 'player-mail-1', loggedIn: true, tier: 2, tosConsent: true, tags: { 'girls-set': 'true' } },
};

describe('profile (me)', () => {
  afterEach(() => {
    closeLogin();
    clearError();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('asks an anonymous player to log in or sign up', async () => {
    renderRoute('/en/app/profile/me');
    expect(await screen.findByText('Login or signup to view account info')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Login' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Login Options' })).toBeInTheDocument();
  });

  it('shows the e-mail with its badge and the SubscribeStar subscription with the configured manage page', async () => {
    server.use(trpcQuery('auth.me', () => loggedInMe({ mainEmailVerified: false })));
    renderRoute('/en/app/profile/me', loggedIn);
    expect(await screen.findByText('player@example.com', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Synchronize' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute(
      'href',
      'https://star.mock.example/manage',
    );
    expect(screen.getByText(/no longer available on Patreon/)).toBeInTheDocument();
  });

  it('Synchronize re-reads the subscription through the sync call and stores the new tier, without leaving the page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const sync = syncToGodMode({ tags: { 'girls-set': 'true' } });
    renderRoute('/en/app/profile/me', loggedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Synchronize' }));
    expect(await screen.findByText('Subscription synchronized')).toBeInTheDocument();
    expect(sync.calls).toBe(1);
    expect(currentSession().tier).toBe(3);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows why a synchronisation failed', async () => {
    server.use(
      trpcQuery('auth.me', () => loggedInMe()),
      trpcMutation('payments.syncSubscribeStar', () => {
        throw mockRefusal('payments.subscribeStarReconnect', 'login', 'CONFLICT');
      }),
    );
    renderRoute('/en/app/profile/me', loggedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Synchronize' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Please connect SubscribeStar again',
    );
  });

  it('connects SubscribeStar through the sign-in call (back to the profile), only where the operator configured it', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const unlinked = { subscribeStarEmail: null, subscribeStarTier: null, subscribeStarExp: null };
    server.use(trpcQuery('auth.me', () => loggedInMe(unlinked)));
    const first = renderRoute('/en/app/profile/me', loggedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect SubscribeStar' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/subscribestar/login?state=t1.mock-ticket&redirect=profile'),
    );
    first.unmount();
    server.use(
      trpcQuery('site.config', () => mockSite({ payments: { card: true, patreon: true, subscribeStar: false } })),
    );
    renderRoute('/en/app/profile/me', loggedIn);
    expect(await screen.findByText('player@example.com', { selector: 'span' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Connect Patreon' });
    expect(screen.queryByRole('button', { name: 'Connect SubscribeStar' })).not.toBeInTheDocument();
  });

  it('shows the card subscription only when card billing is on or the player has one, with the configured unsubscribe page', async () => {
    server.use(
      trpcQuery('auth.me', () => loggedInMe()),
      trpcQuery('site.config', () => mockSite({ payments: { card: false, patreon: false, subscribeStar: true } })),
    );
    const off = renderRoute('/en/app/profile/me', loggedIn);
    await screen.findByRole('button', { name: 'Synchronize' });
    expect(screen.queryByRole('heading', { name: 'Credit/debit card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Patreon' })).not.toBeInTheDocument();
    off.unmount();
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    server.use(trpcQuery('auth.me', () => loggedInMe({ ccbillTier: 1, ccbillExp: inAMonth, subscriptionId: 'sub-1' })));
    renderRoute('/en/app/profile/me', loggedIn);
    expect(await screen.findByRole('heading', { name: 'Credit/debit card' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Unsubscribe' }).map((a) => a.getAttribute('href'))).toContain(
      'https://cards.mock.example/support',
    );
  });

  it('connect Patreon: the discontinued answer opens its dialog with Subscribe to the prices page', async () => {
    server.use(
      trpcQuery('auth.me', () => loggedInMe({ patreonTier: 1, patreonExp: '2020-01-01T00:00:00Z' })),
      trpcMutation('payments.connectPatreon', () => {
        throw mockRefusal('payments.patreonDiscontinued', 'patreon', 'FORBIDDEN');
      }),
    );
    const view = renderRoute('/en/app/profile/me', loggedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh Patreon tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent(ERRORS['payments.patreonDiscontinued']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/en/app/profile/me/prices'));
  });

  it('a new Patreon subscriber sent back by the sign-in sees the discontinued notice with Subscribe', async () => {
    const view = renderRoute('/en/app/profile/me?error=patreon');
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent(ERRORS['payments.patreonDiscontinued']);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/en/app/profile/me/prices'));
  });

  it.each([
    ['oauth-state', 'started in another browser'],
    ['subscribestar-unavailable', 'SubscribeStar is not available right now'],
    ['patreon-cancelled', 'Patreon sign-in was cancelled'],
    ['something-else', 'Sign-in failed'],
  ])('explains ?error=%s', async (error, text) => {
    renderRoute(`/en/app/profile/me?error=${error}`);
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(text);
  });

  it('confirms a verified e-mail address, or explains a bad verification link', async () => {
    const ok = renderRoute('/en/app/profile/me?verified=1', loggedIn);
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent('Your email address is verified.');
    clearError();
    ok.unmount();
    renderRoute('/en/app/profile/me?verified=0', loggedIn);
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'This verification link is invalid or has expired',
    );
  });

  it('copies the ID and confirms for 1.5 s', async () => {
    const user = userEvent.setup();
    renderRoute('/en/app/profile/me', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Show ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your ID' });
    expect(within(dialog).getByText('player-mail-1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('player-mail-1');
    expect(await within(dialog).findByText('ID copied!')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 1600)));
    expect(within(dialog).queryByText('ID copied!')).not.toBeInTheDocument();
  });

  it('restarts progress only after a confirmation that says what goes and what stays', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/en/app/profile/me', loggedIn);
    const restart = await screen.findByRole('button', { name: 'Restart progress' });
    // Set apart under its own heading and marked as destructive, unlike the other buttons.
    expect(restart.closest('section')).toHaveAccessibleName('Start over');
    expect(restart).toHaveClass('button-destructive');
    await user.click(restart);
    const dialog = await screen.findByRole('dialog', { name: 'Restart progress' });
    expect(dialog).toHaveTextContent('This deletes your levels, meters and messages with every character');
    expect(dialog).toHaveTextContent('Your account, tier, follows, likes and votes stay. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reload).not.toHaveBeenCalled();
    await user.click(restart);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restart progress' })).getByRole('button', {
        name: 'Delete my progress',
      }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('counts a subscription active only with a tier and a future expiry', () => {
    const now = Date.UTC(2025, 5, 1);
    expect(subscriptionActive(2, '2025-07-01T00:00:00Z', now)).toBe(true);
    expect(subscriptionActive(2, '2025-05-01T00:00:00Z', now)).toBe(false);
    expect(subscriptionActive(null, '2025-07-01T00:00:00Z', now)).toBe(false);
    expect(subscriptionActive(0, '2025-07-01T00:00:00Z', now)).toBe(false);
  });
});
