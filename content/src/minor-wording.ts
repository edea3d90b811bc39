import type { PackIssue } from './pack-error.ts';
import { fieldPath } from './pack-error.ts';
import { MINOR_TERMS } from './lexicon/minor-terms.ts';
import { baseForm, textForms } from './lexicon/normalize.ts';
import { findUnderageStatement, statedAges } from './lexicon/stated-age.ts';
import { compileTerms, findTerm } from './lexicon/terms.ts';

/**
 * Minor-coded wording is refused anywhere in a pack's names, descriptions, personas, dialogue,
 * scenarios, posts and hub posts, in all 16 languages (lexicon/minor-terms.ts): every term, the
 * ambiguous ones and endearments included (an author can choose an unambiguous word), and any age under 18 stated
 * in the text (lexicon/stated-age.ts), a memory included. Matching is on the normalised text
 * (case, accents, full-width forms, spaced letters and leetspeak folded); whole words in scripts
 * with word boundaries, so "kidding" passes but "kid" does not.
 */
export const MINOR_CODED_WORDS: readonly string[] = Object.values(MINOR_TERMS).flatMap((t) => [
  ...t.always,
  ...t.ambiguous,
  ...t.endearments,
]);

const PACK_PATTERN = compileTerms(MINOR_CODED_WORDS);

/** Returns the first minor-coded word, phrase or under-18 age found in the text (normalised), or null. */
export function findMinorCodedWording(text: string): string | null {
  const forms = textForms(text);
  const term = findTerm(PACK_PATTERN, forms.terms);
  if (term) return term;
  const age = findUnderageStatement(forms, { appositive: true });
  return age ? age.match : null;
}

/** Every string inside a JSON-like value, with its path (a plain walk: a pack has tens of thousands). */
export function stringsIn(value: unknown, path: PropertyKey[] = []): [PropertyKey[], string][] {
  const found: [PropertyKey[], string][] = [];
  const walk = (item: unknown, at: PropertyKey[]): void => {
    if (typeof item === 'string') {
      found.push([at.slice(), item]);
      return;
    }
    const children: [PropertyKey, unknown][] = Array.isArray(item)
      ? item.map((child, i) => [i, child])
      : item && typeof item === 'object'
        ? Object.entries(item)
        : [];
    for (const [key, child] of children) {
      at.push(key);
      walk(child, at);
      at.pop();
    }
  };
  walk(value, [...path]);
  return found;
}

/** The fields that describe the character itself; dialogue may speak of other people's ages or of the past. */
const SELF_FIELDS = new Set(['name', 'description', 'descriptionTrans', 'persona']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Mila is 27", "Mila Reyes (27)": ages stated next to the character's name. */
function agesByName(text: string, name: string): number[] {
  const full = baseForm(name);
  const names = [...new Set([full, full.split(' ')[0] ?? full])].filter((n) => n.length > 1).map(escape);
  if (names.length === 0) return [];
  const re = new RegExp(`(?<![\\p{L}])(?:${names.join('|')})(?:'s| is| was|\\s*\\()\\s*(\\d{1,3})(?![\\p{N}])`, 'gu');
  return [...baseForm(text).matchAll(re)].map((m) => Number(m[1]));
}

/**
 * A character file whose own text states an age other than its `age` field is refused: the field is
 * what the loader checks, so the text may not claim something else (an age under 18 anywhere is
 * already refused as minor-coded wording).
 */
export function checkStatedAges(file: string, data: unknown): PackIssue[] {
  if (!data || typeof data !== 'object') return [];
  const { age, name } = data as { age?: unknown; name?: unknown };
  // An age field under 18 is refused by the schema; that is the error to show, not the text around it.
  if (typeof age !== 'number' || age < 18) return [];
  const issues: PackIssue[] = [];
  const fields = Object.entries(data).filter(([key]) => SELF_FIELDS.has(key));
  for (const [path, text] of fields.flatMap(([key, value]) => stringsIn(value, [key]))) {
    const stated = [
      ...statedAges(text, { appositive: true })
        .filter((a) => !a.past && a.age >= 18)
        .map((a) => a.age),
      ...(typeof name === 'string' ? agesByName(text, name) : []),
    ];
    const other = stated.find((n) => n !== age);
    if (other !== undefined)
      issues.push({
        file,
        field: fieldPath(path),
        message: `The text states the age ${other}, but the character's age is ${age}`,
      });
  }
  return issues;
}
