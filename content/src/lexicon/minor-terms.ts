import type { Language } from '@app/schema';
import { EASTERN_MINOR_TERMS } from './minor-terms-eastern.ts';
import { WESTERN_MINOR_TERMS } from './minor-terms-western.ts';

/**
 * Minor-coded words in the 16 languages of the product (syntax: see terms.ts).
 * - `always`: nothing but a minor or a school-age setting; refused in a pack and in chat.
 * - `ambiguous`: words for children that adults also use innocently ("kids", "enfant", "孩子"). The
 *   chat filter refuses them next to a school word or intimate wording.
 * - `endearments`: words that also call an adult partner ("mi niña", "bambina", "моя девочка"). The
 *   chat filter refuses them only next to a school word or a word for small ("pequeña", "маленькая");
 *   used with an article ("una niña", "la bambina") they count as `ambiguous`.
 * A pack refuses all three: an author can pick an unambiguous word. Everyday adult words ("girl",
 * "student", "school", "ragazza", "Mädchen", "女の子") are in none of the lists.
 */
export interface MinorTerms {
  always: readonly string[];
  ambiguous: readonly string[];
  endearments: readonly string[];
}

/** The lists of every language, kept in two files by region (minor-terms-western.ts, minor-terms-eastern.ts). */
export const MINOR_TERMS: Record<Language, MinorTerms> = { ...WESTERN_MINOR_TERMS, ...EASTERN_MINOR_TERMS };
