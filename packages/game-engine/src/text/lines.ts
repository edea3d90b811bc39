import type { Line } from '@app/schema';
import { dedupKey } from '../rules/dedup.ts';
import { pickOne, type Random } from '../rules/random.ts';

/** A line ready to send: `{name}` filled in, the image as a bracketed reference. */
export interface SpokenLine {
  response: string;
  responseTrans: string | null;
}

export function fillName(text: string, name: string): string {
  return text.replaceAll('{name}', name);
}

/** Resolves a pack line for a character and a language (English lines carry no translation). */
export function speak(line: Line, name: string, language: string): SpokenLine {
  const text = typeof line === 'string' ? line : line.text;
  const trans = typeof line === 'string' || language === 'en' ? undefined : line.trans[language];
  const image = typeof line === 'string' ? undefined : line.image;
  const withImage = (t: string): string => (image ? `${t} [${image}]` : t);
  return {
    response: withImage(fillName(text, name)),
    responseTrans: trans ? withImage(fillName(trans, name)) : null,
  };
}

/** A translated label, or null when there is none for the language. */
export function translated(trans: Readonly<Record<string, string>>, language: string, name = ''): string | null {
  const t = language === 'en' ? undefined : trans[language];
  return t ? fillName(t, name) : null;
}

/**
 * Picks a line from a pool, preferring lines not sent before (their dedup key is not in `sent`).
 * When every line was sent the pool starts over. `decorate` finishes a line (e.g. adds an image) before the check.
 */
export function pickLine(
  pool: readonly Line[],
  sent: ReadonlySet<string>,
  random: Random,
  name: string,
  language: string,
  decorate: (line: SpokenLine) => SpokenLine = (line) => line,
): SpokenLine {
  const spoken = pool.map((l) => decorate(speak(l, name, language)));
  const fresh = spoken.filter((l) => !sent.has(dedupKey(l.response)));
  return pickOne(random, fresh.length > 0 ? fresh : spoken);
}

/** Index of a pool item to use next, preferring items whose key is not in `sent`. */
export function pickFreshIndex<T>(items: readonly T[], keyOf: (item: T) => string, sent: ReadonlySet<string>, random: Random): number {
  const fresh = items.map((item, i) => ({ item, i })).filter(({ item }) => !sent.has(keyOf(item)));
  const from = fresh.length > 0 ? fresh.map((f) => f.i) : items.map((_, i) => i);
  return pickOne(random, from);
}
