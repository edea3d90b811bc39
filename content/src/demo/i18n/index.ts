import { itTables } from './it/index.ts';
import { ptTables } from './pt/index.ts';
import { ruTables } from './ru/index.ts';
import { zhTables } from './zh/index.ts';
import { idTables } from './id/index.ts';
import { jaTables } from './ja/index.ts';
import { hiTables } from './hi/index.ts';
import { koTables } from './ko/index.ts';
import { viTables } from './vi/index.ts';
import { arTables } from './ar/index.ts';
import { thTables } from './th/index.ts';
import { trTables } from './tr/index.ts';

/**
 * Translations of the demo pack beyond es/fr/de (which sit inline in the `Tr` strings). Each language has
 * a folder with one table per character plus `poses`, `shared` (the rude reply pool) and `hub`, keyed by
 * the English original, so editing an English line shows up as a missing translation at build time.
 */
export const EXTRA_LANGS = ['it', 'pt', 'ru', 'zh', 'id', 'ja', 'hi', 'ko', 'vi', 'ar', 'th', 'tr'] as const;

export type ExtraLang = (typeof EXTRA_LANGS)[number];

function merge(lang: string, tables: Record<string, string>[]): Map<string, string> {
  const merged = new Map<string, string>();
  for (const table of tables) {
    for (const [english, text] of Object.entries(table)) {
      const earlier = merged.get(english);
      if (earlier !== undefined && earlier !== text) throw new Error(`${lang}: two translations for "${english}"`);
      merged.set(english, text);
    }
  }
  return merged;
}

/** Per language, English original → translation. */
export const EXTRA_TRANSLATIONS: Record<ExtraLang, Map<string, string>> = Object.fromEntries(
  ([['it', itTables], ['pt', ptTables], ['ru', ruTables], ['zh', zhTables], ['id', idTables], ['ja', jaTables], ['hi', hiTables], ['ko', koTables], ['vi', viTables], ['ar', arTables], ['th', thTables], ['tr', trTables]] as [ExtraLang, Record<string, string>[]][]).map(([lang, tables]) => [lang, merge(lang, tables)]),
) as Record<ExtraLang, Map<string, string>>;
