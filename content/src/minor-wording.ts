/**
 * Minor-coded wording is refused anywhere in a pack's names, descriptions, personas and dialogue.
 * Matching is case-insensitive on whole words (letters on either side do not count as a match,
 * so "kidding" passes but "kid" does not); spaces and hyphens inside a phrase are interchangeable.
 */
export const MINOR_CODED_WORDS: readonly string[] = [
  'teen', 'teens', 'teenage', 'teenager', 'teenagers', 'preteen', 'pre-teen', 'tween',
  'schoolgirl', 'schoolgirls', 'school girl', 'school uniform', 'student uniform', 'high school', 'highschool',
  'middle school', 'junior high', 'underage', 'under-age', 'under 18', 'minor girl',
  'loli', 'lolis', 'lolita', 'shota', 'jailbait', 'barely legal', 'barely 18',
  'child', 'children', 'childlike', 'child-like', 'kid', 'kids', 'little girl', 'young girl',
  'young-looking', 'petite girl', 'babyface', 'baby-faced',
  // Common translations, since descriptions and lines carry es, fr, de, it, pt text.
  'colegiala', 'adolescente', 'menor de edad', 'niña', 'écolière', 'mineure', 'fillette',
  'schulmädchen', 'minderjährig', 'minderjährige', 'scolaretta', 'minorenne', 'bambina',
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+');

const pattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...MINOR_CODED_WORDS].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** Returns the first minor-coded word or phrase found in the text, or null. */
export function findMinorCodedWording(text: string): string | null {
  const match = pattern.exec(text);
  return match ? (match[1] ?? match[0]) : null;
}

/** Every string inside a JSON-like value, with its path. */
export function* stringsIn(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsIn(item, [...path, i]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key]);
}
