import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatDelays, pauseBeforeTyping, typingDelay } from './delays.ts';
import { createRandom } from './random.ts';

describe('chat delays', () => {
  it('waits 700 ms plus 50 ms per character for text', () => {
    expect(typingDelay('Hello', createRandom(1))).toBe(950);
    expect(typingDelay('', createRandom(1))).toBe(700);
  });
  it('waits 500-800 ms before an image message', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const ms = typingDelay('Look at this [mila-pose-12.jpg]', createRandom(seed));
        return ms >= 500 && ms <= 800;
      }),
    );
  });
  it('pauses 500-1500 ms before typing, except on the first message', () => {
    expect(pauseBeforeTyping(0, createRandom(1))).toBe(0);
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 20 }), (seed, i) => {
        const ms = pauseBeforeTyping(i, createRandom(seed));
        return ms >= 500 && ms <= 1500;
      }),
    );
  });
  it('gives the same delays for the same seed', () => {
    const texts = ['Hi', 'How are you?', '[a.jpg]'];
    expect(chatDelays(texts, createRandom(7))).toEqual(chatDelays(texts, createRandom(7)));
    expect(chatDelays(texts, createRandom(7))[0]).toEqual({ beforeTyping: 0, typing: 800 });
  });
});
