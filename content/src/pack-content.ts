import { z } from 'zod';
import {
  packCharacterSchema,
  packHubPostSchema,
  packPostSchema,
  packSchema,
  scenarioSchema,
  type PackCharacter,
  type PackHubPost,
  type PackPost,
  type Scenario,
} from '@app/schema';
import { PackError, type PackIssue } from './pack-error.ts';
import { applyTranslations } from './pack-i18n.ts';
import { memorySource, PackReader } from './pack-reader.ts';
import { checkWording } from './pack-checks.ts';
import type { Palette } from './art-manifest.ts';
import { readLorebooks, resolveLorebooks } from './pack-lorebooks.ts';

export type PackMeta = z.infer<typeof packSchema>;

/** A pack's content as the product uses it, translations merged by id; no file system involved. */
export interface PackContent {
  meta: PackMeta;
  characters: PackCharacter[];
  /** Keyed by file name without .json: `<gameType>` or `<gameType>.futa`. */
  scenarios: Record<string, Scenario>;
  posts: PackPost[];
  hubPosts: PackHubPost[];
  /** Texts a language of the pack does not translate yet, and texts without an id (content:check lists them). */
  warnings: PackIssue[];
  /** Interface strings by language: English original to translation. */
  translations: Record<string, Record<string, string>>;
  /** Art colours per character id (from the optional art.json). */
  palettes: Record<string, Palette>;
}

/** What the reference check sees: the sources read, before their translations are merged. */
export interface PackSources {
  characters: { file: string; character: PackCharacter }[];
  invalidCharacters: Set<string>;
  scenarios: { file: string; scenario: Scenario }[];
  posts: PackPost[];
  hubPosts: PackHubPost[];
  palettes: Record<string, Palette>;
}

const paletteSchema = z.tuple([z.string(), z.string(), z.string()]);
const artFileSchema = z.object({ palettes: z.record(z.string(), paletteSchema).default({}) });
const translationFileSchema = z.record(z.string(), z.string());
const SCENARIO_FILE = /^([a-z0-9-]+)(\.futa)?\.json$/;
const LANGUAGE_FILE = /^([a-z]{2,3}(?:-[A-Za-z]{2,4})?)\.json$/;

/** The `<language>.json` files of a folder (English original → translation), each checked. */
export function readTranslationFiles(read: PackReader, folder: string): Record<string, Record<string, string>> {
  const translations: Record<string, Record<string, string>> = {};
  for (const name of read.files(folder)) {
    const file = folder ? `${folder}/${name}` : name;
    const lang = LANGUAGE_FILE.exec(name)?.[1];
    if (!lang) {
      read.issues.push({ file, field: '(file)', message: 'Translation files are named <language code>.json' });
      continue;
    }
    const strings = read.parse(file, translationFileSchema, read.json(file));
    if (strings) translations[lang] = strings;
  }
  return translations;
}

/**
 * Reads a pack through `read` and returns its content, or throws a PackError naming the file and field
 * of the first problem (all problems are in `error.issues`). `references` checks what the sources name
 * (media on disk) before the translations are read, so a broken source is named before its translations.
 */
export function readPackContent(
  read: PackReader,
  references: (sources: PackSources) => PackIssue[] = () => [],
): PackContent {
  const meta = read.parse('pack.json', packSchema, read.json('pack.json'));

  const characters: { file: string; character: PackCharacter }[] = [];
  // Characters whose file is broken: posts that name them are not reported again (the root error is enough).
  const invalidCharacters = new Set<string>();
  for (const name of read.files('characters')) {
    const file = `characters/${name}`;
    const data = read.json(file);
    const rawId = (data as { id?: unknown } | undefined)?.id;
    const markInvalid = () => {
      invalidCharacters.add(name.replace(/\.json$/, ''));
      if (typeof rawId === 'string') invalidCharacters.add(rawId);
    };
    if (data === undefined) {
      markInvalid();
      continue;
    }
    // The schema first: a wrong age is the root problem, not the text that states another age.
    const character = read.parse(file, packCharacterSchema, data);
    const before = read.issues.length;
    read.check(() => checkWording(file, data));
    if (character && read.issues.length === before) characters.push({ file, character });
    else markInvalid();
  }
  const lorebooks = readLorebooks(read);
  for (const c of characters) c.character = resolveLorebooks(read, c.file, c.character, lorebooks);
  if (characters.length === 0 && read.files('characters').length === 0)
    read.issues.push({ file: 'characters/', field: '(folder)', message: 'A pack needs at least one character' });

  const scenarios: { file: string; scenario: Scenario }[] = [];
  for (const name of read.files('scenarios')) {
    const file = `scenarios/${name}`;
    const match = SCENARIO_FILE.exec(name);
    const data = read.json(file);
    if (data === undefined) continue;
    read.check(() => checkWording(file, data));
    const scenario = read.parse(file, scenarioSchema, data);
    if (!scenario) continue;
    if (!match || match[1] !== scenario.gameType || Boolean(match[2]) !== scenario.futa)
      read.issues.push({
        file,
        field: 'gameType',
        message: `File name must be ${scenario.gameType}${scenario.futa ? '.futa' : ''}.json`,
      });
    scenarios.push({ file, scenario });
  }

  const postsData = read.json('posts.json', []);
  read.check(() => checkWording('posts.json', postsData));
  const parsedPosts = read.parse('posts.json', z.array(packPostSchema), postsData);
  const postsOk = parsedPosts !== undefined;
  const posts = parsedPosts ?? [];
  const hubData = read.json('hub.json', []);
  read.check(() => checkWording('hub.json', hubData));
  const parsedHub = read.parse('hub.json', z.array(packHubPostSchema), hubData);
  const hubOk = parsedHub !== undefined;
  const hubPosts = parsedHub ?? [];
  const art = read.parse('art.json', artFileSchema, read.json('art.json', {})) ?? { palettes: {} };

  const translations = readTranslationFiles(read, 'translations');

  read.check(() => references({ characters, invalidCharacters, scenarios, posts, hubPosts, palettes: art.palettes }));
  // After the sources' own checks, so a broken source is the first problem named, not its translations.
  applyTranslations(read, {
    characters,
    scenarios,
    posts: postsOk ? posts : undefined,
    hubPosts: hubOk ? hubPosts : undefined,
  });

  if (read.checking) read.locate();
  if (read.issues.length > 0 || !meta) throw new PackError(read.issues);
  return {
    meta,
    characters: characters.map((c) => c.character),
    scenarios: Object.fromEntries(
      scenarios.map(({ scenario }) => [`${scenario.gameType}${scenario.futa ? '.futa' : ''}`, scenario]),
    ),
    posts,
    hubPosts,
    warnings: read.warnings,
    translations,
    palettes: art.palettes,
  };
}

/**
 * A pack from its files' texts by path (e.g. bundled by Vite for the web app's mocks): the same
 * content the server loads, translations merged by id, with the schemas applied but not the slower
 * wording and reference checks (the loader and content:check run those).
 */
export function packFromTexts(files: Record<string, string>): PackContent {
  return readPackContent(new PackReader(memorySource(files), false));
}

/** The scenario for a game type, preferring the futa variant when asked and present. */
export function scenarioFor(
  pack: Pick<PackContent, 'scenarios'>,
  gameType: string,
  isFuta: boolean,
): Scenario | undefined {
  return (isFuta ? pack.scenarios[`${gameType}.futa`] : undefined) ?? pack.scenarios[gameType];
}
