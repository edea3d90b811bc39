import { folderSource } from './folder-source.ts';
import { readTranslationFiles } from './pack-content.ts';
import { PackError } from './pack-error.ts';
import { PackReader } from './pack-reader.ts';

export type Translations = Record<string, Record<string, string>>;

/**
 * The interface's own strings in every language: the web app's locale files (`<language>.json`, English
 * original → translation). Every pack is served with them; a broken file throws a PackError naming it.
 */
export function readInterfaceTranslations(dir: string): Translations {
  const read = new PackReader(folderSource(dir));
  const translations = readTranslationFiles(read, '');
  if (read.issues.length > 0) throw new PackError(read.issues.map((i) => ({ ...i, file: `${dir}/${i.file}` })));
  return translations;
}

/** The interface strings with a pack's own translations over them (a pack may add strings or reword one). */
export function mergeTranslations(base: Translations, pack: Translations): Translations {
  const merged: Translations = {};
  for (const language of new Set([...Object.keys(base), ...Object.keys(pack)]))
    merged[language] = { ...base[language], ...pack[language] };
  return merged;
}
