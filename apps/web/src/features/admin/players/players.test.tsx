import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEED_PLAYERS } from '../../../mocks/data/moderation-seed.ts';
import { renderRoute } from '../../../mocks/render.tsx';
import { asAdmin, asModerator } from '../../../mocks/console-render.ts';

describe('players in the console', () => {
  it('finds a player by e-mail and by the ID they show, and opens their page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/en/admin/players', asModerator);
    await user.type(await screen.findByLabelText('Player ID, e-mail or name'), 'LENA.K@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Players found' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(results).toHaveTextContent('lena.k@example.com');
    expect(results).toHaveTextContent(/Suspended until/);
    expect(router.state.location.search).toBe('?q=LENA.K%40');

    await user.clear(screen.getByLabelText('Player ID, e-mail or name'));
    await user.type(screen.getByLabelText('Player ID, e-mail or name'), SEED_PLAYERS.marco);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('link', { name: new RegExp(`^Marco\\s*${SEED_PLAYERS.marco}$`) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marco' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/en/admin/players/${SEED_PLAYERS.marco}`);
    expect(screen.getByRole('region', { name: 'Reports by this player' })).toHaveTextContent('A message');
    expect(screen.getByRole('region', { name: 'Moderation history' })).toHaveTextContent('Tier granted');
  });

  it('says so when nobody matches, and when an ID is unknown', async () => {
    renderRoute('/en/admin/players?q=nobody-here', asModerator);
    expect(await screen.findByText('No player found.')).toBeInTheDocument();
    renderRoute('/en/admin/players/no-such-player', asModerator);
    expect(await screen.findByRole('heading', { level: 1, name: 'No player with this ID' })).toBeInTheDocument();
  });

  it('lets an admin grant a tier with a reason: the summary, subscriptions and history show it', async () => {
    const user = userEvent.setup();
    renderRoute(`/en/admin/players/${SEED_PLAYERS.lena}`, asAdmin);
    expect(await screen.findByText('No subscriptions.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('TierFree');
    await user.click(screen.getByRole('button', { name: 'Grant tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a tier' });
    await user.selectOptions(within(dialog).getByLabelText('Tier'), 'VIP Pass');
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '14');
    const grant = within(dialog).getByRole('button', { name: 'Grant tier' });
    expect(grant).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason (required, kept in the log)'), 'Contest winner');
    await user.click(grant);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('TierVIP Pass'));
    const subscriptions = await screen.findByRole('list', { name: 'Subscriptions' });
    expect(subscriptions).toHaveTextContent('VIP Pass');
    expect(subscriptions).toHaveTextContent('Granted in the console');
    expect(subscriptions).toHaveTextContent('Live');
    const history = screen.getByRole('list', { name: 'Moderation history' });
    const newest = within(history).getAllByRole('listitem')[0]!;
    expect(newest).toHaveTextContent('Tier granted');
    expect(newest).toHaveTextContent('Contest winner');
    expect(newest).toHaveTextContent('TierVIP Pass');
    expect(newest).toHaveTextContent('Days14');
    expect(newest).toHaveTextContent('admin@example.com');
  });
});
