import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { loggedInMe } from '../mocks/data/me.ts';
import { mockToken } from '../mocks/data/token.ts';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { trpcQuery } from '../mocks/trpc.ts';

describe('app shell', () => {
  it('highlights the active tab and pulses buzz while the hub banner shows', async () => {
    const user = userEvent.setup();
    renderRoute('/en/app/hub');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const buzz = await screen.findByRole('link', { name: /Buzz/ });
    expect(nav.querySelectorAll('a')).toHaveLength(5);
    expect(buzz).toHaveAttribute('aria-current', 'page');
    const banner = await screen.findByRole('link', { name: 'Next date location' });
    expect(banner).toHaveAttribute('href', '/en/app/hubPost/hub-1');
    await waitFor(() => expect(buzz).toHaveClass('ui-bottom-bar__tab--pulse'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('link', { name: 'Next date location' })).not.toBeInTheDocument();
    expect(buzz).not.toHaveClass('ui-bottom-bar__tab--pulse');
    expect(localStorage.getItem('dismissedNotification')).toBe('hub-1');
  });

  it('shows Log Out for a logged-in player and a report mail link', async () => {
    renderRoute('/en/app/hub', {
      claims: { user: 'u1', loggedIn: true, tosConsent: true, tags: { 'girls-set': 'true' } },
    });
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('Log Out removes the token for good before the page reloads', async () => {
    const user = userEvent.setup();
    const claims = { user: 'u1', loggedIn: true, tosConsent: true, tags: { 'girls-set': 'true' } };
    server.use(trpcQuery('auth.me', () => loggedInMe({ token: mockToken(claims) })));
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    renderRoute('/en/app/hub', { claims });
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(reload).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 100));
    expect(localStorage.getItem('token')).toBeNull();
    reload.mockRestore();
  });

  it('hides the hero background on the listed paths', async () => {
    renderRoute('/en/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign up' });
    expect(screen.queryByTestId('hero')).not.toBeInTheDocument();
  });

  it('shows the hero on the landing page', async () => {
    renderRoute('/en');
    await screen.findByRole('link', { name: 'Run the game' });
    expect(screen.getByTestId('hero')).toBeInTheDocument();
  });
});
