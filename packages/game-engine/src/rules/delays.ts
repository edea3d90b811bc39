import { randomInt, type Random } from './random.ts';

export interface MessageDelay {
  /** Pause before the typing indicator shows (0 for the first message). */
  beforeTyping: number;
  /** How long the indicator shows before the message appears. */
  typing: number;
}

export function isImageMessage(text: string): boolean {
  return /\.jpe?g\b/i.test(text);
}

/** Spec §9: 500-800 ms for an image message (.jpg), else 700 ms plus 50 ms per character. */
export function typingDelay(text: string, random: Random): number {
  if (isImageMessage(text)) return randomInt(random, 500, 800);
  return 700 + 50 * [...text].length;
}

/** Spec §9: 500-1500 ms before typing on every message but the first. */
export function pauseBeforeTyping(index: number, random: Random): number {
  return index === 0 ? 0 : randomInt(random, 500, 1500);
}

/** The delays of a reply's messages, in order. */
export function chatDelays(texts: readonly string[], random: Random): MessageDelay[] {
  return texts.map((text, i) => ({ beforeTyping: pauseBeforeTyping(i, random), typing: typingDelay(text, random) }));
}
