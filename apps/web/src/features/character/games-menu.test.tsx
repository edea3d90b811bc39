import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gameTitles, PLAIN_GAMES } from '../../mocks/game-links.ts';
import { renderRoute, stubLayoutApis } from '../../mocks/render-page.tsx';
import { CharacterProfilePage } from './character-page.tsx';

stubLayoutApis();

describe('the games menu on a character profile', () => {
  it('opens the list of games with her and leads into the game shell', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<CharacterProfilePage />, { route: '/app/profile/:id', path: '/app/profile/mila' });
    await user.click(await screen.findByRole('button', { name: 'Games' }));
    const menu = await screen.findByRole('dialog', { name: 'Games with Mila Reyes' });
    await within(menu).findByRole('link', { name: /Costume Night/ });
    expect(gameTitles(menu)).toEqual(PLAIN_GAMES);
    expect(within(menu).getByRole('link', { name: 'All characters and games' })).toHaveAttribute('href', '/game');
    await user.click(within(menu).getByRole('link', { name: /Date Night Quiz/ }));
    expect(router.state.location.pathname).toBe('/game/minigame2/mila');
  });
});
