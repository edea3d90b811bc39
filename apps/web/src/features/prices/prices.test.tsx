import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/schema';
import { closeLogin } from '../../app/login-dialog.tsx';
import { clearError } from '../../app/error-dialog.tsx';
import { browser } from '../../lib/browser.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { mockError, trpcMutation, trpcQuery } from '../../mocks/trpc.ts';
import { mockSite } from '../../mocks/handlers/site.ts';
import { loggedInMe } from '../../mocks/data/me.ts';

const loggedIn = { claims: { user: 'player-mail-1', loggedIn: true, tier: 2, tosConsent: true, tags: { 'girls-set': 'true' } } };

describe('prices tab', () => {
  afterEach(() => {
    closeLogin();
    clearError();
    vi.restoreAllMocks();
  });

  it('shows the three tiers at the configured prices and requires a verified login for card payment', async () => {
    const user = userEvent.setup();
    server.use(trpcQuery('site.config', () => mockSite({ prices: [{ tier: 1, usd: 6 }, { tier: 2, usd: 9.5 }, { tier: 3, usd: 15 }] })));
    renderRoute('/en/app/profile/me/prices');
    expect(await screen.findByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    expect(await screen.findByText('$6')).toBeInTheDocument();
    expect(screen.getByText('$9.50')).toBeInTheDocument();
    expect(screen.getByText('$15')).toBeInTheDocument();
    expect(screen.queryByText('$14')).not.toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'Pay by credit/debit card' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent(MESSAGES.cardLoginRequired);
    expect(within(dialog).getByRole('button', { name: 'Login to Continue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create New Account' })).toBeInTheDocument();
  });

  it('a verified player goes to the payment form the server signed for them (no token in the address)', async () => {
    server.use(trpcQuery('auth.me', () => loggedInMe()));
    const asked: number[] = [];
    server.use(
      trpcMutation('payments.cardPaymentUrl', ({ input }) => {
        asked.push(input.tier);
        return { url: `https://cards.mock.example/flexforms/f?tier=${input.tier}&formDigest=abc` };
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderRoute('/en/app/profile/me/prices', loggedIn);
    await screen.findByRole('heading', { name: 'VIP' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Pay by credit/debit card' }))[2]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://cards.mock.example/flexforms/f?tier=3&formDigest=abc'));
    expect(asked).toEqual([3]);
    expect(String(assign.mock.calls[0]![0])).not.toMatch(/token=/);
  });

  it('the server\'s login-required answer opens the same dialog; other failures the error dialog', async () => {
    server.use(
      trpcQuery('auth.me', () => loggedInMe()),
      trpcMutation('payments.cardPaymentUrl', ({ input }) => {
        if (input.tier === 1) throw mockError(MESSAGES.cardLoginRequired, 'login', 'FORBIDDEN');
        throw mockError('Card payment is not available right now. Please try again later.', undefined, 'INTERNAL_SERVER_ERROR');
      }),
    );
    renderRoute('/en/app/profile/me/prices', loggedIn);
    const buttons = await screen.findAllByRole('button', { name: 'Pay by credit/debit card' });
    await userEvent.click(buttons[0]!);
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Login Required' })).getByRole('button', { name: 'Close' }));
    await userEvent.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it('offers only the payment methods the server is configured for; SubscribeStar links to the operator\'s page', async () => {
    server.use(trpcQuery('site.config', () => mockSite({ payments: { card: false, patreon: false, subscribeStar: true } })));
    renderRoute('/en/app/profile/me/prices');
    const links = await screen.findAllByRole('link', { name: 'Subscribe on SubscribeStar' });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', 'https://star.mock.example/velvet');
    expect(screen.queryByRole('button', { name: 'Pay by credit/debit card' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Patreon (discontinued)' })[0]).toBeDisabled();
  });

  it('shows a placeholder, not a price, until the configuration has loaded', async () => {
    server.use(trpcQuery('site.config', () => new Promise(() => undefined)));
    renderRoute('/en/app/profile/me/prices');
    expect(await screen.findByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(3);
    expect(screen.queryByText('$5')).not.toBeInTheDocument();
  });
});
