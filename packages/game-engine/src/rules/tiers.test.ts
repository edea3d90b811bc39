import { describe, expect, it } from 'vitest';
import {
  canUseFreestyle,
  customMessagesLeft,
  customMessagesPerDay,
  hasFreshReplies,
  isGodMode,
  posesPerTurn,
  quotaExceeded,
  sceneCooldownMinutes,
  TIER_PRICES,
  votePower,
} from './tiers.ts';

describe('tiers', () => {
  it('vote with power 1/3/6/10', () => {
    expect([0, 1, 2, 3].map(votePower)).toEqual([1, 3, 6, 10]);
  });
  it('write 0/5/25/unlimited custom messages a day', () => {
    expect([0, 1, 2, 3].map(customMessagesPerDay)).toEqual([0, 5, 25, Number.POSITIVE_INFINITY]);
  });
  it('exceed the quota only at the limit, never for God Mode', () => {
    expect(quotaExceeded(0, 0)).toBe(true);
    expect(quotaExceeded(1, 4)).toBe(false);
    expect(quotaExceeded(1, 5)).toBe(true);
    expect(quotaExceeded(2, 25)).toBe(true);
    expect(quotaExceeded(3, 1_000_000)).toBe(false);
    expect(customMessagesLeft(2, 20)).toBe(5);
    expect(customMessagesLeft(3, 20)).toBeNull();
  });
  it('open FreeStyle to tier holders only', () => {
    expect([0, 1, 2, 3].map(canUseFreestyle)).toEqual([false, true, true, true]);
  });
  it('write fresh replies for tier holders; the free tier may read the shared reply cache', () => {
    expect([0, 1, 2, 3].map(hasFreshReplies)).toEqual([false, true, true, true]);
  });
  it('pick one pose a turn, five from VIP up', () => {
    expect([0, 1, 2, 3].map(posesPerTurn)).toEqual([1, 1, 5, 5]);
  });
  it('cost $5/$8/$14', () => {
    expect(TIER_PRICES).toEqual({ 1: 5, 2: 8, 3: 14 });
  });
  it('cool down faster for higher tiers', () => {
    const minutes = [0, 1, 2, 3].map(sceneCooldownMinutes);
    expect([...minutes].sort((a, b) => b - a)).toEqual(minutes);
    expect(new Set(minutes).size).toBe(4);
  });
  it('treat out-of-range tiers safely', () => {
    expect(votePower(7)).toBe(10);
    expect(votePower(-1)).toBe(1);
    expect(isGodMode(3)).toBe(true);
    expect(isGodMode(2)).toBe(false);
  });
});
