/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** The first letter with a strong direction: Latin, Greek, Cyrillic and most other scripts are left to right. */
const STRONG = /[\p{L}]/u;

function pageIsRtl(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}

/**
 * A name or other text set into a translated sentence, isolated from the sentence's direction when the two
 * differ (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, what <bdi> does for an element): a
 * Latin name inside an Arabic sentence keeps the sentence's punctuation on the right side. Text that reads
 * the page's way is left as it is.
 */
export function isolate(text: string): string {
  const first = STRONG.exec(text)?.[0];
  if (!first) return text;
  return RTL_LETTER.test(first) === pageIsRtl() ? text : `\u2068${text}\u2069`;
}

/** A signed whole number as a player reads a change: "+3", "−4" (a true minus sign). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${Math.abs(n)}` : '0';
}
