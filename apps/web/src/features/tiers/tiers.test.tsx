import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLogin } from '../../lib/dialogs/index.ts';
import { browser } from '../../lib/browser.ts';
import { currentSession } from '../../lib/session.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { syncToGodMode } from '../../mocks/subscribestar-sync.ts';
import { trpcQuery } from '../../mocks/trpc.ts';
import { mockSite } from '../../mocks/handlers/site.ts';

const loggedIn = {
  claims: { user: 'player-mail-1', loggedIn: true, tier: 1, tosConsent: true, tags: { 'girls-set': 'true' } },
};

describe('tiers page', () => {
  afterEach(() => {
    closeLogin();
    vi.restoreAllMocks();
  });

  it('Synchronize calls the sync procedure and shows the new tier; it opens no page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const sync = syncToGodMode();
    renderRoute('/en/tiers', loggedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Synchronize' }));
    expect(await screen.findByText('Your tier is now God Mode.')).toBeInTheDocument();
    expect(sync.calls).toBe(1);
    expect(currentSession().tier).toBe(3);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks an anonymous player to log in first', async () => {
    renderRoute('/en/tiers');
    await userEvent.click(await screen.findByRole('button', { name: 'Synchronize' }));
    expect(await screen.findByRole('dialog', { name: 'Login Options' })).toBeInTheDocument();
  });

  it("links to the operator's SubscribeStar page, and hides SubscribeStar when it is not configured", async () => {
    const view = renderRoute('/en/tiers', loggedIn);
    expect(await screen.findByRole('link', { name: 'SubscribeStar' })).toHaveAttribute(
      'href',
      'https://star.mock.example/velvet',
    );
    view.unmount();
    let served = false;
    server.use(
      trpcQuery(
        'site.config',
        () => ((served = true), mockSite({ payments: { card: true, patreon: false, subscribeStar: false } })),
      ),
    );
    renderRoute('/en/tiers', loggedIn);
    await screen.findByRole('link', { name: 'Prices' });
    await waitFor(() => expect(served).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('link', { name: 'SubscribeStar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Synchronize' })).not.toBeInTheDocument();
  });

  it('names only the ways this site is configured for, and says so plainly when there is none', async () => {
    server.use(
      trpcQuery('site.config', () => mockSite({ payments: { card: true, patreon: false, subscribeStar: false } })),
    );
    const view = renderRoute('/en/tiers', loggedIn);
    expect(await screen.findByText('Pick a tier and pay by credit/debit card on the prices page.')).toBeInTheDocument();
    expect(screen.queryByText(/SubscribeStar/)).not.toBeInTheDocument();
    view.unmount();
    server.use(
      trpcQuery('site.config', () => mockSite({ payments: { card: false, patreon: false, subscribeStar: false } })),
    );
    renderRoute('/en/tiers', loggedIn);
    expect(await screen.findByRole('region', { name: 'Payments are not set up on this site yet' })).toBeInTheDocument();
    expect(screen.queryByText(/^(Upgrade your subscription|Pick a tier and pay)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SubscribeStar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/en/app/profile/me/prices');
  });
});
