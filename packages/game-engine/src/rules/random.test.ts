import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, pickOne, randomInt, seedFrom } from './random.ts';

describe('seeded random', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seq = (r: () => number): number[] => Array.from({ length: 5 }, r);
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
  });
  it('draws integers within the bounds, both included', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 20 }),
        (seed, min, span) => {
          const n = randomInt(createRandom(seed), min, min + span);
          return Number.isInteger(n) && n >= min && n <= min + span;
        },
      ),
    );
  });
  it('reaches both ends of a range', () => {
    const r = createRandom(1);
    const seen = new Set(Array.from({ length: 200 }, () => randomInt(r, 1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
  it('refuses to pick from an empty list', () => {
    expect(() => pickOne(createRandom(1), [])).toThrow();
  });
  it('derives stable seeds from strings', () => {
    expect(seedFrom('user:mila:3')).toBe(seedFrom('user:mila:3'));
    expect(seedFrom('user:mila:3')).not.toBe(seedFrom('user:mila:4'));
  });
});
