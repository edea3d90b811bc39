import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExplorePage } from './explore-page.tsx';
import { demoCast } from '../../mocks/data/demo-cast.ts';
import { seedProgress } from '../../mocks/data/play-store.ts';
import { PAGE_PLAYER, renderRoute } from '../../mocks/render-page.tsx';

describe('explore page', () => {
  it('filters the card grid by name and level and links to the profile', async () => {
    const user = userEvent.setup();
    // A player who reached level 6 with Sienna (score 160); every other character is still at level 1.
    seedProgress(PAGE_PLAYER, 'sienna', { score: 160 });
    renderRoute(<ExplorePage />, { route: '/app/explore', path: '/app/explore' });
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(demoCast().length));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'MILA');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Mila Reyes/ })).toHaveAttribute('href', '/app/profile/mila');
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '5-10');
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([expect.stringContaining('Sienna Hart')]);
  });

  it('marks a locked card with a lock and the name of the tier that opens it', async () => {
    renderRoute(<ExplorePage />, { route: '/app/explore', path: '/app/explore' });
    // Camille is a tier 2 (VIP Pass) character of the demo pack.
    const camille = await screen.findByRole('link', { name: /Camille Dubois/ });
    expect(camille).toHaveClass('explore-card--locked');
    expect(camille).toHaveAccessibleName(expect.stringContaining('Exclusive: VIP Pass and up'));
    expect(camille.querySelector('.tier-lock')).toHaveTextContent('VIP Pass');
    expect(screen.getByRole('link', { name: /Mila Reyes/ }).querySelector('.tier-lock')).toBeNull();
  });
});
