/** A source of numbers in [0, 1); the engine only ever draws from the one it is given. */
export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same sequence everywhere. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from any string (e.g. player id + character id + turn), for a reproducible turn. */
export function seedFrom(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** An integer in [min, max], both included. */
export function randomInt(random: Random, min: number, max: number): number {
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  return lo + Math.min(hi - lo, Math.floor(random() * (hi - lo + 1)));
}

/** One item of a non-empty list. */
export function pickOne<T>(random: Random, items: readonly T[]): T {
  const item = items[randomInt(random, 0, items.length - 1)];
  if (item === undefined) throw new Error('pickOne needs a non-empty list');
  return item;
}
