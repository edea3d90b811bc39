import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseProviderDate, priceText, tierForCents } from './tiers.ts';

describe('tier model', () => {
  const config = loadConfig({});

  it('maps an amount to the highest tier its price covers', () => {
    expect([0, 499, 500, 799, 800, 1000, 1399, 1400, 5000].map((c) => tierForCents(config, c))).toEqual([
      0, 0, 1, 1, 2, 2, 2, 3, 3,
    ]);
    expect(tierForCents(config, null)).toBe(0);
    expect(tierForCents(config, Number.NaN)).toBe(0);
    expect(tierForCents(loadConfig({ PRICES_USD: '3,6,9.5' }), 950)).toBe(3);
  });

  it('writes the price of a paid tier as the card form wants it', () => {
    expect([1, 2, 3, 4, 0].map((t) => priceText(config, t))).toEqual(['5.00', '8.00', '14.00', null, null]);
    expect(priceText(loadConfig({ PRICES_USD: '4.99,9.5,20' }), 2)).toBe('9.50');
  });

  it('reads provider dates in their usual shapes', () => {
    expect(parseProviderDate('2026-07-01')?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(parseProviderDate(' 2026-07-01 10:20 ')?.toISOString()).toBe('2026-07-01T10:20:00.000Z');
    expect(parseProviderDate('2026-07-01 10:20:30')?.toISOString()).toBe('2026-07-01T10:20:30.000Z');
    expect(parseProviderDate('2026-07-01T00:00:00.000+02:00')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    for (const unreadable of ['soon', '', '   ', undefined, null, 1_780_000_000])
      expect(parseProviderDate(unreadable), String(unreadable)).toBeNull();
  });
});
