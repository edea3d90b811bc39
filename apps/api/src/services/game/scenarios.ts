import type { Logger } from 'pino';
import { DEMO_PACK_DIR, readPack, scenarioFor, type ContentPack } from '@app/content';
import type { ScenarioSource } from '@app/game-engine';
import type { Scenario } from '@app/schema';

export { gameOffers, type ScenarioSource } from '@app/game-engine';

/** Scenarios from a fixed map (tests, or an operator's inline set); keys `<gameType>` or `<gameType>.futa`. */
export function scenarioMap(scenarios: Record<string, Scenario>): ScenarioSource {
  return (gameType, isFuta) => (isFuta ? scenarios[`${gameType}.futa`] : undefined) ?? scenarios[gameType] ?? null;
}

/** Scenarios read from the pack folder; `forget` makes the next game read the folder again (after a reload). */
export type ReloadableScenarios = ScenarioSource & { forget?: () => void };

/**
 * Scenarios of the content pack folder (already resolved by the caller, as the server's other uses
 * of the pack are), read once on first use; a broken pack logs and offers none.
 */
export function packScenarios(packDir: string | undefined, log: Logger): ReloadableScenarios {
  let pack: ContentPack | null | undefined;
  const source: ScenarioSource = (gameType, isFuta) => {
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
  return Object.assign(source, {
    forget: () => {
      pack = undefined;
    },
  });
}
