/**
 * Text normalisation for the wording checks (pack loader) and the chat content filter: both sides of
 * a match (the lexicon's terms and the checked text) go through the same steps, so a term is written
 * once, in lower case, with or without accents. Every step has a fast path, since a pack has tens of
 * thousands of lines.
 */

const NON_ASCII = /[\u0080-\uffff]/;
/** Soft hyphen, zero-width and direction marks, word joiners, BOM, Arabic tatweel: invisible padding inside words. */
const INVISIBLE = /[\u00ad\u061c\u0640\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/**
 * Accents of Latin, Cyrillic and Greek letters (ñ→n, ё→е, й→и, Vietnamese tones) and Arabic harakat
 * and hamza marks. Devanagari and Thai vowel signs, kana voicing and Hangul jamo are other code
 * points, so those scripts keep their letters.
 */
const ACCENTS = /[\u0300-\u036f\u064b-\u065f\u0670]/g;

/** Letters that may carry one of those accents once composed: only texts with one are decomposed. */
const ACCENTED =
  /[\u0300-\u036f\u064b-\u065f\u0670\u00c0-\u024f\u1e00-\u1eff\u0386-\u03ce\u0400-\u040f\u0419\u0439\u0450-\u045f\u04c0-\u04ff\u0622-\u0626]/;

/** Decimal digits besides ASCII that the 16 languages use (full-width ones are folded by NFKC). */
const NATIVE_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59]/g;
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0xe50];

/** Cyrillic letters that look like Latin ones, used to hide a Latin word ("tееn" with Cyrillic е). */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
};

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

function nativeDigit(d: string): string {
  const code = d.charCodeAt(0);
  const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) ?? code;
  return String(code - zero);
}

/** NFKC (full-width, ligatures), no invisible characters, no accents, ASCII digits; case is kept. */
export function foldTerm(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  const folded = text.normalize('NFKC').replace(INVISIBLE, '');
  const plain = ACCENTED.test(folded) ? folded.normalize('NFKD').replace(ACCENTS, '').normalize('NFC') : folded;
  return plain.replace(NATIVE_DIGIT, nativeDigit);
}

/** ß→ss, Turkish dotless ı→i, final σ, and every apostrophe as "'". */
const SPECIALS: Record<string, string> = { ß: 'ss', ı: 'i', ς: 'σ', '’': "'", '‘': "'", '´': "'", ʼ: "'", '′': "'" };
const SPECIAL = /[ßıς’‘´ʼ′]/g;

/** Backticks as apostrophes, a letter run of three or more cut to two ("teeeen"), any whitespace run as one space: one pass. */
const TIDY = /`|([^\s\d])\1\1+|\s{2,}|[^\S ]/g;
const tidy = (match: string, repeated?: string): string => (match === '`' ? "'" : repeated ? repeated + repeated : ' ');

function unconfuse(word: string): string {
  return /[a-z]/.test(word) && /\p{Script=Cyrillic}/u.test(word)
    ? word.replace(/\p{Script=Cyrillic}/gu, (c) => CONFUSABLES[c] ?? c)
    : word;
}

/** The base form: folded, lower case (ß→ss, Turkish ı→i), one kind of apostrophe, letter runs of three cut to two, single spaces. */
export function baseForm(text: string): string {
  let form = text.toLowerCase();
  if (NON_ASCII.test(form)) {
    form = foldTerm(form)
      .toLowerCase()
      .replace(SPECIAL, (c) => SPECIALS[c] ?? c);
    if (/[\u0400-\u04ff]/.test(form) && /[a-z]/.test(form)) form = form.replace(/[\p{L}\p{M}]+/gu, unconfuse);
  }
  return form.replace(TIDY, tidy).trim();
}

const SPACED_HINT = /(?:^|[\s.\-_*·•])[^\s.\-_*·•][\s.\-_*·•]+[^\s.\-_*·•][\s.\-_*·•]+[^\s.\-_*·•](?:$|[\s.\-_*·•])/;
const SPACED = /(?<![\p{L}\p{M}])(?:\p{L}\p{M}*[\s.\-_*·•]+){2,}\p{L}\p{M}*(?![\p{L}\p{M}])/gu;

/** "t e e n", "t.e.e.n", "女 子 高 生": runs of three or more single letters between separators, joined. */
export function joinSpacedLetters(text: string): string {
  if (!SPACED_HINT.test(text)) return text;
  return text.replace(SPACED, (m) => m.replace(/[\s.\-_*·•]+/g, ''));
}

/** Leetspeak inside Latin words ("t33n", "l0li", "5chool"), leaving numbers that stand alone ("I'm 25"). */
export function deLeet(text: string): string {
  if (!/[a-z][013457@$!]|[013457@$!][a-z]/.test(text)) return text;
  return text.replace(/[013457@$!]/g, (c, i: number) => {
    const before = text[i - 1] ?? ' ';
    const after = text[i + 1] ?? ' ';
    return /[a-z]/.test(before) || /[a-z]/.test(after) ? (LEET[c] ?? c) : c;
  });
}

export interface TextForms {
  /** The base form and its de-spaced form, when it differs: what the stated-age detector reads. */
  ages: string[];
  /** Those and the de-leeted form, when it differs: what term lists are matched against. */
  terms: string[];
}

/** The forms a text is checked in. */
export function textForms(text: string): TextForms {
  const base = baseForm(text);
  const joined = joinSpacedLetters(base);
  const ages = joined === base ? [base] : [base, joined];
  const leet = deLeet(joined);
  return { ages, terms: ages.includes(leet) ? ages : [...ages, leet] };
}
