import { describe, expect, it } from 'vitest';
import {
  customMessagesPerDay,
  hasFreshReplies,
  isGodMode,
  posesPerTurn,
  sceneCooldownMinutes,
  votePower,
} from '@app/game-engine';
import { characterCounts, priceLabel, tierPerks, TIERS } from './tiers.ts';

/** English t(): the key with its values filled in. */
const t = (key: string, options?: Record<string, string | number>) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));

describe('tier perks', () => {
  it('lists the same rows for every tier, so the columns line up', () => {
    const rows = TIERS.map((tier) => tierPerks(t, tier).map((p) => p.id));
    for (const ids of rows) expect(ids).toEqual(rows[0]);
  });

  it("reads every number and every yes/no from the engine's tier rules", () => {
    for (const tier of TIERS) {
      const perks = Object.fromEntries(tierPerks(t, tier).map((p) => [p.id, p]));
      expect(perks.votes!.text).toBe(`Your hub vote counts ×${votePower(tier)}`);
      expect(perks.poses!.text).toContain(`: ${posesPerTurn(tier)}`);
      expect(perks.cooldown!.text).toContain(`: ${sceneCooldownMinutes(tier)} min`);
      expect(perks.fresh!.included).toBe(hasFreshReplies(tier));
      expect(perks.freestyle!.included).toBe(customMessagesPerDay(tier) > 0);
      for (const id of ['start-scene', 'end-scene', 'blocked']) expect(perks[id]!.included).toBe(isGodMode(tier));
    }
    expect(tierPerks(t, 1).find((p) => p.id === 'freestyle')!.text).toBe(
      `FreeStyle messages a day, answered by the AI: ${customMessagesPerDay(1)}`,
    );
    expect(tierPerks(t, 3).find((p) => p.id === 'freestyle')!.text).toBe(
      'FreeStyle messages a day, answered by the AI: unlimited within fair use (hours of chat a day; past that FreeStyle pauses until midnight UTC)',
    );
  });

  it('counts the characters a tier opens and names the ones it adds', () => {
    const cast = [
      { name: 'A', tier: 0 },
      { name: 'B', tier: 1 },
      { name: 'C', tier: 1 },
      { name: 'D', tier: 3 },
    ];
    expect(characterCounts(cast, 0)).toEqual({ open: 1, total: 4, added: [] });
    expect(characterCounts(cast, 1)).toEqual({ open: 3, total: 4, added: ['B', 'C'] });
    expect(characterCounts(cast, 2)).toEqual({ open: 3, total: 4, added: [] });
    expect(characterCounts(cast, 3)).toEqual({ open: 4, total: 4, added: ['D'] });
  });

  it('prices Free at $0 and the paid tiers from the configuration, or not at all while it loads', () => {
    const prices = [
      { tier: 1, usd: 5 },
      { tier: 2, usd: 9.5 },
    ];
    expect(priceLabel(prices, 0)).toBe('$0');
    expect(priceLabel(prices, 1)).toBe('$5');
    expect(priceLabel(prices, 2)).toBe('$9.50');
    expect(priceLabel(prices, 3)).toBeNull();
    expect(priceLabel(undefined, 1)).toBeNull();
  });
});
