import { FUTA_GAME_TYPES, GAME_TYPES, type GameOffer, type GameType, type Scenario } from '@app/schema';

/** The scenario of a non-chat game type (the futa variant when asked and present), or null. */
export type ScenarioSource = (gameType: GameType, isFuta: boolean) => Scenario | null;

/**
 * The games of the game shell the pack offers, in the route order: each game type with a scenario, and
 * its futa variant where the pack has one (the game shell has /futa routes for those types only).
 */
export function gameOffers(scenarios: ScenarioSource, language: string): GameOffer[] {
  const offers: GameOffer[] = [];
  for (const gameType of GAME_TYPES) {
    if (gameType === 'chat') continue;
    for (const futa of FUTA_GAME_TYPES.includes(gameType) ? [false, true] : [false]) {
      const scenario = scenarios(gameType, futa);
      // A futa request falls back to the plain scenario: only a real variant is offered.
      if (!scenario || scenario.futa !== futa) continue;
      offers.push({ gameType, futa, title: (language !== 'en' && scenario.titleTrans[language]) || scenario.title });
    }
  }
  return offers;
}
