import { within } from '@testing-library/react';

/** The demo pack's games every character plays at tier 0, in the menu's order. */
export const PLAIN_GAMES = [
  'Costume Night',
  'A Helping Hand',
  'Lost and Found',
  'Say It With Emojis',
  'Emoji Chat',
  'Guess My Favourites',
  'Date Night Quiz',
];

/** The game titles of a list of game links, in order. */
export const gameTitles = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((a) => a.querySelector('.game-link__title')?.textContent)
    .filter(Boolean);
