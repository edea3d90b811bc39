import { itTables } from './it/index.ts';
import { ptTables } from './pt/index.ts';
import { ruTables } from './ru/index.ts';
import { zhTables } from './zh/index.ts';

/**
 * Translations of the demo pack beyond es/fr/de (which sit inline in the `Tr` strings). Each language has
 * a folder with one table per character plus `poses`, `shared` (the rude reply pool) and `hub`, keyed by
 * the English original, so editing an English line shows up as a missing translation at build time.
 */
export const EXTRA_LANGS = ['it', 'pt', 'ru', 'zh'] as const;

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
  ([['it', itTables], ['pt', ptTables], ['ru', ruTables], ['zh', zhTables]] as [ExtraLang, Record<string, string>[]][]).map(([lang, tables]) => [lang, merge(lang, tables)]),
) as Record<ExtraLang, Map<string, string>>;
