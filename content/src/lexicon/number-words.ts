import type { Language } from '@app/schema';
import { WORD_END, WORD_START } from './classes.ts';
import { foldTerm } from './normalize.ts';

/** Number words from one to nineteen, in base form (see normalize.ts), for the stated-age detector. */
const WORDS: Partial<Record<Language, string>> = {
  en: 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
  es: 'uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve',
  fr: 'un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix_sept dix_huit dix_neuf',
  de: 'eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn sechzehn siebzehn achtzehn neunzehn',
  it: 'uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove',
  pt: 'um dois tres quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove',
  ru: 'один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать',
  tr: 'bir iki uc dort bes alti yedi sekiz dokuz on on_bir on_iki on_uc on_dort on_bes on_alti on_yedi on_sekiz on_dokuz',
  id: 'satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas dua_belas tiga_belas empat_belas lima_belas enam_belas tujuh_belas delapan_belas sembilan_belas',
  hi: 'एक दो तीन चार पांच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस',
  vi: 'mot hai ba bon nam sau bay tam chin muoi muoi_mot muoi_hai muoi_ba muoi_bon muoi_lam muoi_sau muoi_bay muoi_tam muoi_chin',
  ar: 'واحد اثنان ثلاثة اربعة خمسة ستة سبعة ثمانية تسعة عشرة احدى_عشرة اثنتا_عشرة ثلاث_عشرة اربع_عشرة خمس_عشرة ست_عشرة سبع_عشرة ثماني_عشرة تسع_عشرة',
  th: 'หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า สิบ สิบเอ็ด สิบสอง สิบสาม สิบสี่ สิบห้า สิบหก สิบเจ็ด สิบแปด สิบเก้า',
};

/** Other spellings of the same numbers. */
const VARIANTS: Partial<Record<Language, Record<string, number>>> = {
  en: {},
  es: { un: 1, una: 1 },
  fr: { une: 1 },
  de: { ein: 1, eine: 1 },
  it: { una: 1, un: 1 },
  pt: { uma: 1, duas: 2, quatorze: 14, dezasseis: 16, dezassete: 17, dezanove: 19 },
  ru: { одна: 1, две: 2 },
  hi: { पाँच: 5, पन्द्रह: 15, छः: 6 },
  ar: {
    عشر: 10,
    احد_عشر: 11,
    اثنا_عشر: 12,
    ثلاثة_عشر: 13,
    اربعة_عشر: 14,
    خمسة_عشر: 15,
    ستة_عشر: 16,
    سبعة_عشر: 17,
    ثمانية_عشر: 18,
    تسعة_عشر: 19,
  },
};

const key = (word: string) => word.replace(/[\s\-_]+/g, '_');

const MAPS: Partial<Record<Language, Map<string, number>>> = Object.fromEntries(
  Object.entries(WORDS).map(([lang, list]) => {
    const map = new Map<string, number>(list.split(' ').map((w, i) => [foldTerm(w), i + 1]));
    for (const [w, n] of Object.entries(VARIANTS[lang as Language] ?? {})) map.set(foldTerm(w), n);
    for (const [w, n] of [...map]) if (w.includes('_')) map.set(w.replace(/_/g, ''), n);
    return [lang, map];
  }),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DIGITS = '\\d{1,3}';
const HAN = '[一二三四五六七八九十两兩]{1,3}';
/** Korean from ten up only: the single syllables 이, 사, 오... are also particles and everyday words. */
const KOREAN = '열(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉)?|[이삼사오육칠팔구]?십[일이삼사오육칠팔구]?';

const wordSources = (lang: Language, teens: boolean): string[] =>
  [...(MAPS[lang]?.entries() ?? [])]
    .filter(([, n]) => !teens || n >= 10)
    .map(([w]) => w)
    .sort((a, b) => b.length - a.length)
    .map((w) => escape(w).replace(/_/g, '[\\s\\-]?'));

/**
 * A capturing group for a number in the language: digits or a word; `teens` keeps only words for 10
 * and up; `words: false` leaves the words out (a much cheaper expression for texts that have none).
 */
export function numberGroup(lang: Language, teens = false, words = true): string {
  if (lang === 'zh' || lang === 'ja') return `(${DIGITS}|${HAN})`;
  if (lang === 'ko') return `(${DIGITS}|${KOREAN})`;
  const sources = words ? wordSources(lang, teens) : [];
  return `((?<![0-9.:/])${DIGITS}(?![0-9]|[.,:][0-9])${sources.length ? `|${WORD_START}(?:${sources.join('|')})${WORD_END}` : ''})`;
}

/** Number words that are also articles or everyday syllables ("un", "ein", "bir", "một", "ba"). */
const EVERYDAY = new Set([
  'one',
  'un',
  'une',
  'uno',
  'una',
  'um',
  'uma',
  'ein',
  'eine',
  'eins',
  'bir',
  'एक',
  ...(WORDS.vi ?? '').split(' ').slice(0, 9),
]);

/**
 * Any number word of the spaced languages but the everyday ones, as a whole word: a text without one
 * is read with the cheaper digits-only patterns (so "un an", "bir yaşında" are read only next to another number word).
 */
export const ANY_NUMBER_WORD = new RegExp(
  `${WORD_START}(?:${(Object.keys(WORDS) as Language[])
    .flatMap((l) =>
      [...(MAPS[l]?.keys() ?? [])].filter((w) => !EVERYDAY.has(w)).map((w) => escape(w).replace(/_/g, '[\\s\\-]?')),
    )
    .join('|')})${WORD_END}`,
);

const HAN_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const KOREAN_SINO: Record<string, number> = { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const KOREAN_NATIVE: Record<string, number> = {
  한: 1,
  두: 2,
  세: 3,
  네: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
};

/** Tens-and-units numerals (十六, 二十, 십육): the digit before 十/십 multiplies, the one after adds. */
function tensNumeral(token: string, ten: string, digits: Record<string, number>): number {
  const [tens, units] = token.includes(ten) ? token.split(ten) : ['', token];
  const t = token.includes(ten) ? (tens ? (digits[tens] ?? 0) : 1) : 0;
  return t * 10 + (units ? (digits[units] ?? 0) : 0);
}

/** The value of a number matched by numberGroup, or NaN. */
export function numberValue(lang: Language, token: string): number {
  if (/^\d+$/.test(token)) return Number(token);
  if (lang === 'zh' || lang === 'ja') return tensNumeral(token, '十', HAN_DIGITS);
  if (lang === 'ko') {
    if (token.startsWith('열')) return 10 + (KOREAN_NATIVE[token.slice(1)] ?? 0);
    return tensNumeral(token, '십', KOREAN_SINO);
  }
  return MAPS[lang]?.get(key(token)) ?? Number.NaN;
}
