/**
 * Character classes for word boundaries, as block ranges of the 16 languages' scripts (Latin,
 * Greek, Cyrillic, Arabic, Devanagari, Thai, Vietnamese Latin, kana, Han, Hangul) with their marks.
 * Unicode property classes (\p{L}) would say the same, but repeated in a few hundred alternatives
 * they make the expressions too large for the engine to compile to machine code.
 */
export const LETTERS =
  'a-z\\u00aa\\u00b5\\u00ba\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f\\u0300-\\u036f\\u0370-\\u03ff\\u0400-\\u052f\\u0600-\\u065f\\u066e-\\u06d3\\u06d5-\\u06ff' +
  '\\u0750-\\u077f\\u0900-\\u0963\\u0966-\\u097f\\u0e00-\\u0e7f\\u1e00-\\u1eff\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';

/** A letter, mark or digit. */
export const WORD = `[${LETTERS}0-9]`;
/** Not inside a word: before a term. */
export const WORD_START = `(?<!${WORD})`;
/** Not inside a word: after a term. */
export const WORD_END = `(?!${WORD})`;
