import { words } from './tokens.ts';

/** Words and emojis that have no place in a safe-for-work game (emojisfw). */
const UNSAFE_WORDS = new Set(
  ('sex sexy naked nude nudes horny aroused arousal undress undressing lingerie bed bedroom kiss kisses kissing ' +
    'moan moaning strip stripping orgasm breasts boobs butt ass dick cock pussy fuck fucking lick naughty ' +
    'seduce seductive spank futa thong panties bra topless explicit xxx porn')
    .split(/\s+/)
    .filter(Boolean),
);
const UNSAFE_EMOJIS = ['🍆', '🍑', '💦', '👅', '💋', '🥵', '😈', '🔞', '👙', '🩲', '🛏'];

/** True when a text holds nothing sexual by the engine's safe-for-work lexicon. */
export function isSafeText(text: string): boolean {
  if (UNSAFE_EMOJIS.some((e) => text.includes(e))) return false;
  return !words(text).some((w) => UNSAFE_WORDS.has(w));
}

/** The engine's own safe stand-in for a line that failed the check. */
export const SAFE_FALLBACK_LINE = 'Let\u2019s keep it friendly! 😊';
