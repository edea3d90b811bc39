import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExplorePage } from './explore-page.tsx';
import { renderRoute } from '../../mocks/render-page.tsx';

describe('explore page', () => {
  it('filters the card grid by name and level and links to the profile', async () => {
    const user = userEvent.setup();
    renderRoute(<ExplorePage />, { route: '/app/explore', path: '/app/explore' });
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(9));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'MILA');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Mila Reyes/ })).toHaveAttribute('href', '/app/profile/mila');
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '5-10');
    // Hana (score 160, level 6) is the only mock character at levels 6..10.
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([expect.stringContaining('Hana Mori')]);
  });

  it('marks a locked card with a lock and the name of the tier that opens it', async () => {
    renderRoute(<ExplorePage />, { route: '/app/explore', path: '/app/explore' });
    const nadia = await screen.findByRole('link', { name: /Nadia Rahman/ });
    expect(nadia).toHaveClass('explore-card--locked');
    expect(nadia).toHaveAccessibleName(expect.stringContaining('Exclusive: VIP Pass and up'));
    expect(nadia.querySelector('.tier-lock')).toHaveTextContent('VIP Pass');
    expect(screen.getByRole('link', { name: /Mila Reyes/ }).querySelector('.tier-lock')).toBeNull();
  });
});
