import { describe, expect, it } from 'vitest';
import { EMOJI_OVERLAY_REMOVE_MS } from './constants.ts';
import { EMOJI_SETS, emojiOverlay, emojiSetForLevel } from './emojis.ts';
import { createRandom } from './random.ts';

describe('floating emojis', () => {
  it('pick the set by level: under 10, under 20, under 40', () => {
    expect(emojiSetForLevel(1)).toBe(EMOJI_SETS.under10);
    expect(emojiSetForLevel(9)).toBe(EMOJI_SETS.under10);
    expect(emojiSetForLevel(10)).toBe(EMOJI_SETS.under20);
    expect(emojiSetForLevel(19)).toBe(EMOJI_SETS.under20);
    expect(emojiSetForLevel(20)).toBe(EMOJI_SETS.under40);
    expect(emojiSetForLevel(39)).toBe(EMOJI_SETS.under40);
  });
  it('do not show when the meter did not rise', () => {
    expect(emojiOverlay(0, 1, createRandom(1))).toBeNull();
    expect(emojiOverlay(-2, 1, createRandom(1))).toBeNull();
  });
  it('float about 5 s, longer and more of them for a larger rise, gone after 5.2 s', () => {
    const small = emojiOverlay(1, 1, createRandom(1));
    const large = emojiOverlay(4, 1, createRandom(1));
    expect(small && large).toBeTruthy();
    if (!small || !large) return;
    expect(small.durationMs).toBeGreaterThanOrEqual(4500);
    expect(large.durationMs).toBeGreaterThan(small.durationMs);
    expect(large.emojis.length).toBeGreaterThan(small.emojis.length);
    expect(emojiOverlay(30, 1, createRandom(1))?.durationMs).toBeLessThanOrEqual(EMOJI_OVERLAY_REMOVE_MS);
    expect(small.removeAfterMs).toBe(5200);
    expect(small.emojis.every((e) => EMOJI_SETS.under10.includes(e as never))).toBe(true);
  });
});
