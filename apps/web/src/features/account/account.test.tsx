import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLogin } from '../../app/login-dialog.tsx';
import { browser } from '../../lib/browser.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { trpcQuery } from '../../mocks/trpc.ts';
import { loggedInMe } from '../../mocks/data/me.ts';
import { subscriptionActive } from './subscriptions.ts';

const loggedIn = { claims: { user: 'player-mail-1', loggedIn: true, tier: 2, tosConsent: true, tags: { 'girls-set': 'true' } } };

describe('profile (me)', () => {
  afterEach(() => {
    closeLogin();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('asks an anonymous player to log in or sign up', async () => {
    renderRoute('/en/app/profile/me');
    expect(await screen.findByText('Login or signup to view account info')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Login' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Login Options' })).toBeInTheDocument();
  });

  it('shows the e-mail with its badge and the SubscribeStar subscription', async () => {
    server.use(trpcQuery('auth.me', () => loggedInMe({ mainEmailVerified: false })));
    renderRoute('/en/app/profile/me', loggedIn);
    expect(await screen.findByText('player@example.com', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Synchronize' })).toBeInTheDocument();
    expect(screen.getByText(/no longer available on Patreon/)).toBeInTheDocument();
  });

  it('offers to connect SubscribeStar only where the operator configured it', async () => {
    const unlinked = { subscribeStarEmail: null, subscribeStarTier: null, subscribeStarExp: null };
    server.use(trpcQuery('auth.me', () => loggedInMe({ ...unlinked, subscribeStarAvailable: true })));
    const first = renderRoute('/en/app/profile/me', loggedIn);
    expect(await screen.findByRole('link', { name: 'Connect SubscribeStar' })).toBeInTheDocument();
    first.unmount();
    server.use(trpcQuery('auth.me', () => loggedInMe({ ...unlinked, subscribeStarAvailable: false })));
    renderRoute('/en/app/profile/me', loggedIn);
    expect(await screen.findByText('player@example.com', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect SubscribeStar' })).not.toBeInTheDocument();
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

  it('restarts progress after confirmation', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/en/app/profile/me', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Restart progress' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restart progress' })).getByRole('button', { name: 'Restart' }));
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

describe('prices tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the three tiers and requires a verified login for card payment', async () => {
    const user = userEvent.setup();
    renderRoute('/en/app/profile/me/prices');
    expect(await screen.findByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    expect(screen.getByText('$5')).toBeInTheDocument();
    expect(screen.getByText('$8')).toBeInTheDocument();
    expect(screen.getByText('$14')).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'Pay by credit/debit card' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('You need to be logged in with a verified email to subscribe with credit/debit card');
    expect(within(dialog).getByRole('button', { name: 'Login to Continue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create New Account' })).toBeInTheDocument();
  });

  it('sends a verified player to the card payment page', async () => {
    server.use(trpcQuery('auth.me', () => loggedInMe()));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderRoute('/en/app/profile/me/prices', loggedIn);
    await screen.findByRole('heading', { name: 'VIP' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Pay by credit/debit card' }))[2]!);
    expect(assign).toHaveBeenCalledWith('/card-payment/3?userId=player-mail-1');
  });
});
