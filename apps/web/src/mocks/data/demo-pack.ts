import { packFromTexts, type PackContent } from '@app/content/pack-content';

/**
 * The demo content pack the server loads by default (content/demo), bundled by Vite: the mocks play
 * the same cast, lines and scenarios. English texts are in the bundle; a language's translations
 * (i18n/<lang>/...) load on its first request, merged by id as the server's loader merges them.
 */
const PACK = '../../../../../content/demo/';
const sources = import.meta.glob<string>(
  [
    '../../../../../content/demo/pack.json',
    '../../../../../content/demo/{characters,scenarios}/*.json',
    '../../../../../content/demo/{posts,hub,art}.json',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const translations = import.meta.glob<string>('../../../../../content/demo/i18n/*/**/*.json', {
  query: '?raw',
  import: 'default',
});

const inPack = (path: string) => path.slice(PACK.length);
const base = Object.fromEntries(Object.entries(sources).map(([path, text]) => [inPack(path), text]));

let english: PackContent | null = null;
const byLanguage = new Map<string, Promise<PackContent>>();

/** The pack with English texts only (what the character list, posts and an English chat need). */
export function demoPack(): PackContent {
  return (english ??= packFromTexts(base));
}

/** The pack with one language's translations merged (English has none to merge). */
export function demoPackIn(language: string): Promise<PackContent> {
  if (language === 'en') return Promise.resolve(demoPack());
  let pack = byLanguage.get(language);
  if (!pack) {
    const prefix = `${PACK}i18n/${language}/`;
    const files = Object.entries(translations).filter(([path]) => path.startsWith(prefix));
    pack = Promise.all(files.map(async ([path, load]) => [inPack(path), await load()] as const)).then((texts) =>
      packFromTexts({ ...base, ...Object.fromEntries(texts) }),
    );
    byLanguage.set(language, pack);
  }
  return pack;
}
