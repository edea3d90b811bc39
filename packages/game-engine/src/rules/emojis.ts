import { EMOJI_OVERLAY_REMOVE_MS } from './constants.ts';
import { pickOne, type Random } from './random.ts';

/** Floating emojis by level band (spec §4: under 10, under 20, under 40; the last set beyond). */
export const EMOJI_SETS = {
  under10: ['😊', '💕', '✨', '🥰', '💖'],
  under20: ['😘', '💗', '😍', '💋', '🌹'],
  under40: ['🔥', '😏', '💋', '❤️‍🔥', '😈'],
} as const;

export function emojiSetForLevel(level: number): readonly string[] {
  if (level < 10) return EMOJI_SETS.under10;
  if (level < 20) return EMOJI_SETS.under20;
  return EMOJI_SETS.under40;
}

export interface EmojiOverlay {
  emojis: string[];
  /** How long each emoji floats: about 5 s, a little longer for a larger rise. */
  durationMs: number;
  /** The overlay is removed after this long. */
  removeAfterMs: number;
}

/** The overlay for a meter rise; null when the meter did not rise. */
export function emojiOverlay(rise: number, level: number, random: Random): EmojiOverlay | null {
  if (!(rise > 0)) return null;
  const steps = Math.min(Math.round(rise), 6);
  const set = emojiSetForLevel(level);
  const count = Math.min(4 + 2 * steps, 16);
  return {
    emojis: Array.from({ length: count }, () => pickOne(random, set)),
    durationMs: Math.min(4_600 + 100 * steps, EMOJI_OVERLAY_REMOVE_MS),
    removeAfterMs: EMOJI_OVERLAY_REMOVE_MS,
  };
}
