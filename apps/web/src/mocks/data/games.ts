import type { GameOffer } from '@app/schema';

/** The game shell's games of the demo pack (content/demo/scenarios), as message.games answers them in English. */
export const GAME_OFFERS: GameOffer[] = [
  { gameType: 'cosplay', futa: false, title: 'Costume Night' },
  { gameType: 'helping-hand', futa: false, title: 'A Helping Hand' },
  { gameType: 'lost-and-found', futa: false, title: 'Lost and Found' },
  { gameType: 'lost-and-found', futa: true, title: 'Lost and Found (futa)' },
  { gameType: 'emoji', futa: false, title: 'Say It With Emojis' },
  { gameType: 'emoji', futa: true, title: 'Say It With Emojis (futa)' },
  { gameType: 'emojisfw', futa: false, title: 'Emoji Chat' },
  { gameType: 'minigame', futa: false, title: 'Guess My Favourites' },
  { gameType: 'minigame', futa: true, title: 'Guess My Favourites (futa)' },
  { gameType: 'minigame2', futa: false, title: 'Date Night Quiz' },
  { gameType: 'minigame2', futa: true, title: 'Date Night Quiz (futa)' },
];
