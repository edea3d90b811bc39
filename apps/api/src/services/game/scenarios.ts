import type { Logger } from 'pino';
import { DEMO_PACK_DIR, readPack, scenarioFor, type ContentPack } from '@app/content';
import { FUTA_GAME_TYPES, GAME_TYPES, type GameOffer, type GameType, type Scenario } from '@app/schema';

/** The scenario of a non-chat game type (the futa variant when asked and present), or null. */
export type ScenarioSource = (gameType: GameType, isFuta: boolean) => Scenario | null;

/** Scenarios from a fixed map (tests, or an operator's inline set); keys `<gameType>` or `<gameType>.futa`. */
export function scenarioMap(scenarios: Record<string, Scenario>): ScenarioSource {
  return (gameType, isFuta) => (isFuta ? scenarios[`${gameType}.futa`] : undefined) ?? scenarios[gameType] ?? null;
}

/**
 * Scenarios of the content pack folder (already resolved by the caller, as the server's other uses
 * of the pack are), read once on first use; a broken pack logs and offers none.
 */
export function packScenarios(packDir: string | undefined, log: Logger): ScenarioSource {
  let pack: ContentPack | null | undefined;
  return (gameType, isFuta) => {
    if (pack === undefined) {
      const dir = packDir ?? DEMO_PACK_DIR;
      try {
        pack = readPack(dir);
      } catch (error) {
        log.error({ err: error, dir }, 'content pack unreadable: no scenarios for the game types');
        pack = null;
      }
    }
    return pack ? (scenarioFor(pack, gameType, isFuta) ?? null) : null;
  };
}

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
