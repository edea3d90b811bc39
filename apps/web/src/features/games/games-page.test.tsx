import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameTitles, PLAIN_GAMES } from '../../mocks/game-links.ts';
import { renderRoute, stubLayoutApis } from '../../mocks/render-page.tsx';
import { GamesPage } from './games-page.tsx';

stubLayoutApis();

describe('the game index (/{lang}/game)', () => {
  it("lists every character the player sees with the pack's games, each a link into the game shell", async () => {
    renderRoute(<GamesPage />, { route: '/:lang/game', path: '/en/game' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    const sienna = await screen.findByRole('region', { name: 'Sienna Hart' });
    await within(sienna).findByRole('link', { name: /Costume Night/ });
    expect(gameTitles(sienna)).toEqual(PLAIN_GAMES);
    expect(within(sienna).getByRole('link', { name: /Costume Night/ })).toHaveAttribute(
      'href',
      '/en/game/cosplay/sienna',
    );
    expect(within(sienna).getByRole('link', { name: /Say It With Emojis/ })).toHaveAccessibleName(
      /Answer in emoji only/,
    );
    // A character above the player's tier says which tier opens her, and leads to the prices page.
    const camille = screen.getByRole('region', { name: 'Camille Dubois' });
    expect(within(camille).getByRole('link', { name: 'Unlock with VIP Pass' })).toHaveAttribute(
      'href',
      '/en/app/profile/me/prices',
    );
    expect(within(camille).queryByRole('link', { name: /Costume Night/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/en/app/home');
  });

  it('adds the futa variants when the player has Futas on', async () => {
    renderRoute(<GamesPage />, { route: '/:lang/game', path: '/en/game', tags: { futas: 'true' } });
    const sienna = await screen.findByRole('region', { name: 'Sienna Hart' });
    await within(sienna).findByRole('link', { name: /Costume Night/ });
    expect(gameTitles(sienna)).toHaveLength(11);
    expect(within(sienna).getByRole('link', { name: /Lost and Found \(futa\)/ })).toHaveAttribute(
      'href',
      '/en/game/lost-and-found/futa/sienna',
    );
  });
});
