import type { HttpHandler } from 'msw';
import { TIER_REFUSALS } from '@app/game-engine';
import { GAME_OFFERS } from '../data/games.ts';
import { inboxOf, newGame, playMockTurn, seedGames, type MockGame } from '../data/messages.ts';
import { mockError, trpcMutation, trpcQuery } from '../trpc.ts';
import { playStore, tierOfRequest } from './character.ts';

/** One scripted game per character (the mock ignores game types). */
export const chatStore = { games: seedGames() };

export function resetChatStore(): void {
  chatStore.games = seedGames();
}

function gameFor(id: string, request: Request): MockGame {
  const c = playStore.characters.find((x) => x._id === id);
  if (!c) throw mockError('Character not found', undefined, 'NOT_FOUND');
  // The server's refusal (apps/api services/game/turn-service.ts), word for word.
  if (c.tier > tierOfRequest(request)) throw mockError(TIER_REFUSALS.character, 'tier', 'FORBIDDEN');
  let game = chatStore.games.get(id);
  if (!game) {
    game = newGame(id);
    chatStore.games.set(id, game);
  }
  return game;
}

export const handlers: HttpHandler[] = [
  trpcMutation('message.send', ({ input, request }) => {
    const game = gameFor(input.id, request);
    const reply = playMockTurn(game, input.message ?? '', input.choices ?? []);
    const c = playStore.characters.find((x) => x._id === input.id);
    if (c) Object.assign(c, { score: game.score, level: reply.level, horny: game.horny });
    return reply;
  }),
  trpcMutation('message.restart', ({ input, request }) => {
    gameFor(input.id, request);
    const game = newGame(input.id);
    chatStore.games.set(input.id, game);
    return playMockTurn(game, '', []);
  }),
  trpcQuery('message.inbox', () => inboxOf(chatStore.games)),
  trpcQuery('message.games', () => GAME_OFFERS),
];
