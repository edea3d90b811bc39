import { describe, expect, it } from 'vitest';
import { isLevelFilter, LEVEL_FILTERS, levelFilterRange, matchesLevelFilter } from './level-filter.ts';

describe('explore level filter', () => {
  it('offers all, 1-5, 5-10, 10-20, 20-30', () => {
    expect(LEVEL_FILTERS).toEqual(['all', '1-5', '5-10', '10-20', '20-30']);
  });
  it('reads 1-5 as 1..5 and 5-10 as 6..10 and so on', () => {
    expect(levelFilterRange('1-5')).toEqual({ min: 1, max: 5 });
    expect(levelFilterRange('5-10')).toEqual({ min: 6, max: 10 });
    expect(levelFilterRange('10-20')).toEqual({ min: 11, max: 20 });
    expect(levelFilterRange('20-30')).toEqual({ min: 21, max: 30 });
  });
  it('puts level 5 only in 1-5 and level 6 only in 5-10', () => {
    expect(matchesLevelFilter(5, '1-5')).toBe(true);
    expect(matchesLevelFilter(5, '5-10')).toBe(false);
    expect(matchesLevelFilter(6, '5-10')).toBe(true);
    expect(matchesLevelFilter(31, '20-30')).toBe(false);
    expect(matchesLevelFilter(99, 'all')).toBe(true);
  });
  it('recognises filter values from a query string', () => {
    expect(isLevelFilter('10-20')).toBe(true);
    expect(isLevelFilter('3-4')).toBe(false);
  });
});
