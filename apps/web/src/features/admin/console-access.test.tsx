import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../mocks/render.tsx';
import { SEED_PLAYERS } from '../../mocks/data/moderation-seed.ts';
import { asAdmin, asModerator, asPlayer } from '../../mocks/console-render.ts';

const marco = `/en/admin/players/${SEED_PLAYERS.marco}`;

describe('who gets the console', () => {
  it('shows a player, signed in or not, the Not Found page and nothing of the console', async () => {
    renderRoute('/en/admin/reports', asPlayer);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
    renderRoute('/admin');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it('opens for a moderator with the sections and the page title', async () => {
    const { router } = renderRoute('/en/admin/log', asModerator);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Reports', 'Players', 'Log', 'Hub', 'Content']);
    expect(within(nav).getByRole('link', { name: 'Log' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation log' })).toBeInTheDocument();
    expect(document.title).toBe('Moderation log · Velvet Hearts');
    await userEvent.click(within(nav).getByRole('link', { name: 'Players' }));
    expect(router.state.location.pathname).toBe('/en/admin/players');
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
  });

  it('opens /admin on the dashboard in the language of the session', async () => {
    const { router } = renderRoute('/admin', asModerator);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(router.state.location.pathname).toBe('/en/admin');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it("hides the admin's controls from a moderator: warn, suspend and ban, but no tiers, roles or resets", async () => {
    renderRoute(marco, asModerator);
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Warn', 'Suspend', 'Ban']);
    expect(screen.queryByRole('button', { name: 'Grant tier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Progress' })).toHaveTextContent('Mila Reyes');
  });

  it('shows an admin the same page with tiers, roles, revoking and resetting', async () => {
    renderRoute(marco, asAdmin);
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Warn', 'Suspend', 'Ban', 'Grant tier', 'Set role']);
    // only the live subscription can be revoked; each character's progress can be reset
    expect(
      within(screen.getByRole('list', { name: 'Subscriptions' })).getAllByRole('button', { name: 'Revoke' }),
    ).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('button', { name: 'Reset' }),
    ).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
  });
});
