import {
  MINOR_TERMS,
  SCHOOL_TERMS,
  SMALL_TERMS,
  baseForm,
  compileTerms,
  findTerm,
  statedAges,
  textForms,
} from '@app/content';
import { CHAT_MINOR_TERMS, INTIMATE_TERMS } from './chat-terms.ts';
import { ILLEGAL_TERMS } from './illegal-terms.ts';
import { NON_CONSENT_TERMS } from './non-consent-terms.ts';
import { DEFAULT_REAL_PERSONS, TRANSLITERATED_REAL_PERSONS } from './real-persons.ts';

export { DEFAULT_REAL_PERSONS } from './real-persons.ts';

/**
 * The prohibited-content filter (design §5): player input and model output, in any of the 16
 * languages, are checked for minors or age-play, non-consent, real persons and illegal acts. The
 * text is normalised first (case, accents, full-width forms, invisible characters, spaced letters,
 * leetspeak, Cyrillic look-alikes; content's lexicon/normalize.ts). It is deliberately strict: a
 * false positive costs a rephrase, a miss costs the operator. What it lets through on purpose:
 * - words for children that adults use innocently ("kids", "enfant", "孩子") unless the same
 *   message has a school word or intimate wording ("Do you want kids someday?" passes);
 * - endearments ("mi niña", "bambina", "моя девочка") unless the message has a school word or a word
 *   for small; with an article ("una niña", "la bambina") they count as words for children;
 * - ages of 18 and over, and numbers that are not ages ("5 minutes", "for 3 years", "Room 14");
 * - an under-18 age told as a memory ("I was 16 when I moved to Paris", "cuando tenía 15 años")
 *   unless the message is intimate ("I was 16 when I first kissed someone" is refused). An
 *   under-18 age in the present ("I'm 16", "she is 15") is always refused.
 * The filter reads one message at a time: a memory in one message and intimacy in the next pass.
 */

export type FilterCategory = 'minors' | 'non-consent' | 'real-person' | 'illegal';

export interface FilterHit {
  category: FilterCategory;
  /** The words that matched (normalised), for the moderation report. */
  match: string;
}

export interface ContentFilter {
  check(text: string): FilterHit | null;
}

const all = (lists: Record<string, readonly string[]>) => Object.values(lists).flat();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MINORS = compileTerms([...Object.values(MINOR_TERMS).flatMap((t) => t.always), ...CHAT_MINOR_TERMS]);
const AMBIGUOUS = compileTerms(Object.values(MINOR_TERMS).flatMap((t) => t.ambiguous));
const ENDEARMENTS = compileTerms(Object.values(MINOR_TERMS).flatMap((t) => t.endearments));
const SCHOOL = compileTerms(SCHOOL_TERMS);
const SMALL = compileTerms(SMALL_TERMS);
const INTIMATE = compileTerms(all(INTIMATE_TERMS));
const NON_CONSENT = compileTerms(all(NON_CONSENT_TERMS));
const ILLEGAL = compileTerms(all(ILLEGAL_TERMS));

/** Builds the filter; `extraNames` adds real persons to the default list. */
export function createContentFilter(extraNames: readonly string[] = []): ContentFilter {
  const names = [...DEFAULT_REAL_PERSONS, ...TRANSLITERATED_REAL_PERSONS, ...extraNames]
    .map((n) => escape(baseForm(n)))
    .filter((n) => n.length > 2);
  const rules: [FilterCategory, RegExp][] = [
    ['minors', MINORS],
    ['non-consent', NON_CONSENT],
    ['illegal', ILLEGAL],
    ['real-person', compileTerms(names)],
  ];
  return {
    check(text) {
      const forms = textForms(text);
      for (const [category, pattern] of rules) {
        const match = findTerm(pattern, forms.terms);
        if (match) return { category, match };
      }
      const intimate = findTerm(INTIMATE, forms.terms);
      const school = findTerm(SCHOOL, forms.terms);
      const ambiguous = findTerm(AMBIGUOUS, forms.terms);
      const withChild = ambiguous ? (school ?? intimate) : null;
      if (ambiguous && withChild) return { category: 'minors', match: `${ambiguous} … ${withChild}` };
      const endearment = findTerm(ENDEARMENTS, forms.terms);
      const withEndearment = endearment ? (school ?? findTerm(SMALL, forms.terms)) : null;
      if (endearment && withEndearment) return { category: 'minors', match: `${endearment} … ${withEndearment}` };
      const age = statedAges(forms).find((a) => a.age < 18 && (!a.past || intimate));
      return age
        ? { category: 'minors', match: intimate && age.past ? `${age.match} … ${intimate}` : age.match }
        : null;
    },
  };
}
