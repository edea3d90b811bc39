import type { Language } from '@app/schema';
import { LETTERS, WORD, WORD_END, WORD_START } from './classes.ts';
import { AGE_PATTERNS, APPOSITIVE_AGE, type AgePattern } from './age-patterns.ts';
import { foldTerm, textForms, type TextForms } from './normalize.ts';
import { ANY_NUMBER_WORD, numberGroup, numberValue } from './number-words.ts';
import { compileTerms } from './terms.ts';

export interface StatedAge {
  age: number;
  /** The words that state it, in base form. */
  match: string;
  /** A memory ("when I was 16") rather than a present age. */
  past: boolean;
}

const UNSPACED = new Set<Language>(['zh', 'ja', 'ko', 'th']);

interface Compiled {
  re: RegExp;
  /** The language of each capturing group, to read its number. */
  groups: Language[];
  past: boolean;
}

const expand = (source: string) =>
  foldTerm(source)
    .replaceAll('{END}', WORD_END)
    .replaceAll('{TAIL}', `${WORD}*`)
    .replaceAll('{LETTER}', `[${LETTERS}]`)
    .replaceAll('{NOTWORD}', `[^\\s${LETTERS}0-9/'"%°′″+#@&*=\\-]`);

const groupCount = (source: string) => (new RegExp(`${source}|`, 'u').exec('')?.length ?? 1) - 1;

/** All patterns of one tense in one expression: spaced scripts share one word-start check. */
function compile(patterns: readonly AgePattern[], past: boolean, words: boolean): Compiled {
  const spaced: string[] = [];
  const unspaced: string[] = [];
  const langs: [Language, number][] = [];
  for (const { lang, source } of patterns) {
    const filled = expand(source)
      .replaceAll('{NUM}', numberGroup(lang, false, words))
      .replaceAll('{TEEN}', numberGroup(lang, true, words));
    (UNSPACED.has(lang) ? unspaced : spaced).push(`(?:${filled})`);
    langs.push([lang, groupCount(filled)]);
  }
  // Group order in the expression: the spaced patterns first, then the unspaced, as pushed.
  const ordered = [...langs.filter(([l]) => !UNSPACED.has(l)), ...langs.filter(([l]) => UNSPACED.has(l))];
  const source = [spaced.length ? `${WORD_START}(?:${spaced.join('|')})` : '', unspaced.join('|')]
    .filter(Boolean)
    .join('|');
  return { re: new RegExp(source, 'gu'), groups: ordered.flatMap(([l, n]) => Array<Language>(n).fill(l)), past };
}

/**
 * A cheap first pass (plain substrings, which the engine scans fast): an age needs a digit, an age
 * word or unit, or a number word from ten up in a language whose patterns read one without a unit
 * ("I'm sixteen", "tengo dieciséis", "ich bin sechzehn", "мне шестнадцать"). Most texts have none.
 * (Korean and Japanese ages need a digit or 열/十; 세, 살 and 才 are too common to count alone.)
 */
const MAYBE_AGE = new RegExp(
  [
    '\\d',
    '十',
    '열',
    '십',
    '岁',
    '歲',
    '歳',
    'さい',
    'лет',
    'год',
    'возраст',
    'साल',
    'वर्ष',
    'बरस',
    'उम्र',
    'आयु',
    'อายุ',
    'วัย',
    'ขวบ',
    'عمر',
    'عشر',
    'year',
    'yrs',
    'yo(?![a-z])',
    'y/o',
    'age[ds]?(?![a-z])',
    'anos',
    'ans(?![a-z])',
    'anni',
    'edad',
    'idade',
    'eta(?![a-z])',
    'jahr',
    'alt',
    'yas',
    'tahun',
    'thn',
    'umur',
    'usia',
    'saal',
    'sal(?![a-z])',
    'tuoi',
    'ten',
    'eleven',
    'twelve',
    'teen',
    'diez',
    'once',
    'doce',
    'trece',
    'catorce',
    'quince',
    'dieci',
    'zehn',
    'elf',
    'zwolf',
    'десят',
    'надцат',
  ].join('|'),
  '',
);

const compileAll = (words: boolean): Compiled[] =>
  [false, true].map((past) =>
    compile(
      AGE_PATTERNS.filter((a) => (a.past ?? false) === past),
      past,
      words,
    ),
  );
/** With number words, and without them for the texts that have none (most texts with a digit). */
const WITH_WORDS = compileAll(true);
const DIGITS_ONLY = compileAll(false);
const APPOSITIVE: Compiled = { re: new RegExp(expand(APPOSITIVE_AGE), 'gu'), groups: ['en'], past: false };

/**
 * Aged things are not people: "a 12-year-old scotch", "whisky de 12 años", "我的猫3岁". An age with
 * one of these within two words (or four characters in unspaced scripts) is left out.
 */
const THINGS = compileTerms([
  'whisky',
  'whiskey',
  'scotch',
  'bourbon',
  'rum',
  'rhum',
  'wine',
  'vino',
  'vinho',
  'wein',
  'cognac',
  'conac',
  'brandy',
  'mezcal',
  'tequila',
  'porto',
  'cheese',
  'queso',
  'fromage',
  'kase',
  'formaggio',
  'queijo',
  'bottle',
  'botella',
  'bouteille',
  'flasche',
  'bottiglia',
  'garrafa',
  'dogs?',
  'puppy',
  'cats?',
  'kitten',
  'perro',
  'gato',
  'chien',
  'hund',
  'katze',
  'gatto',
  'cachorro',
  'виски',
  'вино',
  'коньяк',
  'собак*',
  'кошк*',
  'viski',
  'sarap',
  'kedi*',
  'kopek*',
  'wiski',
  'kucing*',
  'anjing*',
  'ruou',
  'con meo',
  'con cho',
  'ويسكي',
  'نبيذ',
  'قطة',
  'قطتي',
  'كلب*',
  'व्हिस्की',
  'शराब',
  'बिल्ली',
  'कुत्ता',
  '威士忌',
  '葡萄酒',
  '红酒',
  '猫',
  '狗',
  'ウイスキー',
  'ワイン',
  '犬',
  '위스키',
  '와인',
  '고양이',
  '강아지',
  'วิสกี้',
  'ไวน์',
  'เหล้า',
  'แมว',
  'หมา',
  'สุนัข',
]);

function aboutAThing(text: string, start: number, end: number, unspaced: boolean): boolean {
  const before = unspaced
    ? text.slice(Math.max(0, start - 4), start)
    : text.slice(0, start).split(/\s+/).slice(-3).join(' ');
  const after = unspaced ? text.slice(end, end + 4) : text.slice(end).split(/\s+/).slice(0, 3).join(' ');
  return THINGS.test(before) || THINGS.test(after);
}

function scan(text: string, patterns: readonly Compiled[]): StatedAge[] {
  // One entry per number: a memory wins over a present reading of the same words ("when I was 16 years old").
  const byNumber = new Map<number, StatedAge>();
  for (const { re, groups, past } of patterns) {
    // exec on the one shared expression: matchAll would clone it, and a clone starts over in the slow interpreter.
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const at = m.slice(1).findIndex((g) => g !== undefined);
      const token = m[at + 1];
      const lang = groups[at];
      if (token === undefined || lang === undefined) continue;
      const age = numberValue(lang, token.trim());
      if (!Number.isFinite(age) || age <= 0) continue;
      if (aboutAThing(text, m.index, m.index + m[0].length, UNSPACED.has(lang))) continue;
      const where = m.index + m[0].indexOf(token);
      const seen = byNumber.get(where);
      if (!seen || (past && !seen.past)) byNumber.set(where, { age, match: m[0].trim(), past });
    }
  }
  return [...byNumber.values()];
}

export interface StatedAgeOptions {
  /** Also count "Name, 27," (pack text); chat leaves it out, where it is too often a list. */
  appositive?: boolean;
}

/** Every age a text states for a person, in any of the 16 languages. */
export function statedAges(text: string | TextForms, options: StatedAgeOptions = {}): StatedAge[] {
  const forms = typeof text === 'string' ? textForms(text).ages : text.ages;
  const found = new Map<string, StatedAge>();
  for (const form of forms) {
    if (!MAYBE_AGE.test(form)) continue;
    const compiled = ANY_NUMBER_WORD.test(form) ? WITH_WORDS : DIGITS_ONLY;
    const patterns = options.appositive ? [...compiled, APPOSITIVE] : compiled;
    for (const age of scan(form, patterns)) found.set(`${age.age}:${age.match}`, age);
  }
  return [...found.values()];
}

/** The first under-18 age a text states, or null. */
export function findUnderageStatement(text: string | TextForms, options: StatedAgeOptions = {}): StatedAge | null {
  return statedAges(text, options).find((a) => a.age < 18) ?? null;
}
