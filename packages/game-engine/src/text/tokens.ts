/** Words that carry no meaning for matching a reply (a few languages). */
const STOPWORDS = new Set(
  (
    'a an the i me my you your yours we it its is are am was be to of in on at for and or but so do does ' +
    "this that with just really very oh ah um hm too also im i'm youre you're it's let's lets " +
    'el la los las un una y o de que en es yo tu te le les des du et je il est ein eine der die das und ich du ist ' +
    'il lo e di che o da eu tu voce você um uma'
  )
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-case words without accents, apostrophes kept inside words. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

/** The meaningful words of a text (all words when it has only stopwords). */
export function contentWords(text: string): string[] {
  const all = words(text);
  const kept = all.filter((w) => !STOPWORDS.has(w));
  return kept.length > 0 ? kept : all;
}

export function normalizeText(text: string): string {
  return words(text).join(' ');
}

/** normalizeText of a text that recurs (a pack's reply or pose), worked out once. */
export function normalizedKnown(text: string): string {
  return tokensOf(text).normal;
}

interface Tokens {
  normal: string;
  words: Set<string>;
}

const tokenize = (text: string): Tokens => ({ normal: normalizeText(text), words: new Set(contentWords(text)) });

// Reply and pose texts come from the pack and recur every turn: their tokens are worked out once.
const KNOWN_TEXTS = 20_000;
const known = new Map<string, Tokens>();
function tokensOf(text: string): Tokens {
  let tokens = known.get(text);
  if (!tokens) {
    if (known.size >= KNOWN_TEXTS) known.clear();
    tokens = tokenize(text);
    known.set(text, tokens);
  }
  return tokens;
}

function tokenSimilarity(a: Tokens, b: Tokens): number {
  if (a.normal === b.normal && a.normal !== '') return 1;
  if (a.words.size === 0 || b.words.size === 0) return 0;
  let shared = 0;
  for (const w of a.words) if (b.words.has(w)) shared++;
  return (2 * shared) / (a.words.size + b.words.size);
}

/** Token-overlap similarity (Dice coefficient on meaningful words), 0..1; 1 for equal texts. */
export function similarity(a: string, b: string): number {
  return tokenSimilarity(tokenize(a), tokenize(b));
}

export interface NearestMatch<T> {
  item: T;
  index: number;
  score: number;
}

/** The item whose texts are most similar to the input, if any reaches `threshold`. */
export function nearest<T>(
  input: string,
  items: readonly T[],
  textsOf: (item: T) => string[],
  threshold: number,
): NearestMatch<T> | null {
  let best: NearestMatch<T> | null = null;
  const said = tokenize(input);
  items.forEach((item, index) => {
    const score = Math.max(0, ...textsOf(item).map((t) => tokenSimilarity(said, tokensOf(t))));
    if (score >= threshold && (best === null || score > best.score)) best = { item, index, score };
  });
  return best;
}

const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_GLUE = /\s|\u200d|\ufe0e|\ufe0f|\u20e3|\p{Emoji_Modifier}|\p{Regional_Indicator}/gu;

/** True for a non-empty text made only of emojis (and spaces). */
export function isEmojiOnly(text: string): boolean {
  const rest = text.replace(EMOJI_GLUE, '');
  if (rest.length === 0) return false;
  return [...rest].every((ch) => PICTOGRAPH.test(ch));
}

/** The base pictographs of a text, for comparing emoji answers. */
export function emojisOf(text: string): string[] {
  return [...text].filter((ch) => PICTOGRAPH.test(ch));
}

/** Share of the answer's emojis found in the option, 0..1. */
export function emojiOverlap(answer: string, option: string): number {
  const a = new Set(emojisOf(answer));
  const o = new Set(emojisOf(option));
  if (a.size === 0 || o.size === 0) return 0;
  let shared = 0;
  for (const e of a) if (o.has(e)) shared++;
  return (2 * shared) / (a.size + o.size);
}
