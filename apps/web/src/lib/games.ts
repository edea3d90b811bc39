import type { GameOffer, Tags } from '@app/schema';
import { trpc } from './trpc.ts';

/** The game shell's path of a game with a character (spec §2 routes): /game/{type}[/futa]/{charId}. */
export function gamePath(offer: Pick<GameOffer, 'gameType' | 'futa'>, charId: string): string {
  return `/game/${offer.gameType}${offer.futa ? '/futa' : ''}/${charId}`;
}

/** The game index page of the game shell. */
export const GAMES_PATH = '/game';

/**
 * The games to list for a character: every game the pack offers, and the futa variants only where futa is
 * enabled (the player's Futas switch, or the character's own futa switch).
 */
export function gamesFor(offers: readonly GameOffer[], playerTags: Tags, characterTags: Tags = {}): GameOffer[] {
  const futa = playerTags.futas === 'true' || characterTags.futa === 'true';
  return offers.filter((o) => futa || !o.futa);
}

/** The pack's games (they change only with the pack: read once a session). */
export function useGameOffers() {
  return trpc.message.games.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}
