import { WORD, WORD_END, WORD_START } from './classes.ts';
import { foldTerm } from './normalize.ts';

/**
 * Terms are lower-case regular-expression sources. A space stands for any run of spaces, hyphens,
 * underscores or middle dots (so "school girl" also finds "schoolgirl" and "school-girl"); a `*`
 * after a letter stands for any ending ("школьниц*" finds every case of the word). Terms in scripts with
 * word boundaries (Latin, Cyrillic, Greek, Arabic, Devanagari) match whole words; terms in Han,
 * kana, Hangul and Thai match anywhere, with lookarounds written into the term where a longer word
 * would contain it (カロリー contains ロリ).
 */
const NO_BOUNDARY = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const ARABIC = /\p{Script=Arabic}/u;
/** Arabic writes "and", "the", "with", "for" onto the word they belong to. */
const ARABIC_CLITICS = '(?:[وفبلك]?ال|[وفبلك])?';

/** The first and last letters of a term's source, skipping regex syntax. */
function edgeLetters(source: string): [string, string] {
  const letters = source.replace(/\\[pP]\{[^}]*\}|\\u[0-9a-fA-F]{4}|\\.|\(\?<?[=!][^)]*\)/g, '').match(/\p{L}/gu) ?? [];
  return [letters[0] ?? '', letters[letters.length - 1] ?? ''];
}

type Edge = 'word' | 'arabic' | 'none';

function termSource(term: string): { start: Edge; end: Edge; source: string } {
  const source = foldTerm(term)
    .replace(/(?<=\p{L})\*/gu, `${WORD}*`)
    .replace(/ +/g, '[\\s\\-_·・]*');
  const [first, last] = edgeLetters(term);
  const start: Edge = NO_BOUNDARY.test(first) ? 'none' : ARABIC.test(first) ? 'arabic' : 'word';
  return { start, end: NO_BOUNDARY.test(last) ? 'none' : 'word', source };
}

const BEFORE: Record<Edge, string> = { word: WORD_START, arabic: `${WORD_START}${ARABIC_CLITICS}`, none: '' };
const AFTER: Record<Edge, string> = { word: WORD_END, arabic: WORD_END, none: '' };

/**
 * One regular expression that finds any of the terms (longest first) in a normalised text. Terms
 * with the same kind of boundaries share one boundary test around a plain alternation, which the
 * engine scans far faster than a boundary test per term.
 */
export function compileTerms(terms: readonly string[]): RegExp {
  const groups = new Map<string, { start: Edge; end: Edge; sources: string[] }>();
  for (const term of [...new Set(terms)].sort((a, b) => b.length - a.length)) {
    const { start, end, source } = termSource(term);
    const group = groups.get(`${start}:${end}`) ?? { start, end, sources: [] };
    group.sources.push(source);
    groups.set(`${start}:${end}`, group);
  }
  const alternatives = [...groups.values()].map((g) => `${BEFORE[g.start]}(?:${g.sources.join('|')})${AFTER[g.end]}`);
  return new RegExp(alternatives.join('|'), 'u');
}

/** The first term found in any of the forms, or null. */
export function findTerm(pattern: RegExp, forms: readonly string[]): string | null {
  for (const form of forms) {
    const match = pattern.exec(form);
    if (match) return match[0];
  }
  return null;
}
