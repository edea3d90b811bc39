import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampMeter, levelOf, levelProgress, meterPercent, moodBand } from './level.ts';

describe('levels', () => {
  it('is floor(score/30)+1', () => {
    expect([0, 29, 30, 59, 60, 899].map(levelOf)).toEqual([1, 1, 2, 2, 3, 30]);
  });
  it('shows the remainder out of 30 on the ring', () => {
    expect([0, 29, 30, 45, 61].map(levelProgress)).toEqual([0, 29, 0, 15, 1]);
  });
  it('never gives a level below 1', () => {
    expect(levelOf(-50)).toBe(1);
  });
});

describe('meter', () => {
  it('clamps to 0..30', () => {
    expect([-5, 0, 17, 30, 31, Number.NaN].map(clampMeter)).toEqual([0, 0, 17, 30, 30, 0]);
  });
  it('stays within 0..30 for any number', () => {
    fc.assert(
      fc.property(fc.double(), (n) => clampMeter(n) >= 0 && clampMeter(n) <= 30 && Number.isInteger(clampMeter(n))),
    );
  });
  it('has mood bands cold 0-9, warm 10-19, hot 20-30', () => {
    expect([0, 9, 10, 19, 20, 30].map(moodBand)).toEqual(['cold', 'cold', 'warm', 'warm', 'hot', 'hot']);
  });
  it('shows a ring percentage', () => {
    expect(meterPercent(15)).toBe(50);
    expect(meterPercent(45)).toBe(100);
  });
});
