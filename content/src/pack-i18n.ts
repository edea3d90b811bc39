import {
  characterTranslationSchema,
  postsTranslationSchema,
  scenarioTranslationSchema,
  type PackCharacter,
  type PackHubPost,
  type PackPost,
  type Scenario,
} from '@app/schema';
import { checkWording } from './pack-checks.ts';
import { checkStatedAges } from './minor-wording.ts';
import { fieldPath, type PackIssue } from './pack-error.ts';
import type { PackReader } from './pack-reader.ts';

const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;

/** A text that can carry translations: its English source and the translations merged into it. */
interface Translatable {
  text: string;
  trans: Record<string, string>;
}

/** A text with an id, and where it is in its source file. */
interface Placed {
  target: Translatable;
  where: Path;
}

interface Sources {
  characters: { file: string; character: PackCharacter }[];
  scenarios: { file: string; scenario: Scenario }[];
  /** Undefined when the source file is broken: its translations are not checked against it. */
  posts: PackPost[] | undefined;
  hubPosts: PackHubPost[] | undefined;
}

type Path = (string | number)[];

/** The items that carry a text id, by id, with where each is; a second item with the same id is a problem. */
function indexTexts(file: string, items: [unknown, Path][], issues: PackIssue[]): Map<string, Placed> {
  const byId = new Map<string, Placed>();
  for (const [item, where] of items) {
    if (!item || typeof item !== 'object') continue;
    const t = item as { id?: string } & Translatable;
    if (t.id === undefined) continue;
    if (byId.has(t.id))
      issues.push({
        file,
        field: fieldPath([...where, 'id']),
        path: [...where, 'id'],
        message: `Duplicate text id "${t.id}"`,
      });
    else byId.set(t.id, { target: t, where });
  }
  return byId;
}

const placed = (list: readonly unknown[], where: Path): [unknown, Path][] =>
  list.map((item, i) => [item, [...where, i]]);

/** Every line and reply of a character with a text id, by id. */
function characterTexts(file: string, c: PackCharacter, issues: PackIssue[]): Map<string, Placed> {
  const d = c.dialogue;
  const items: [unknown, Path][] = [];
  const beats = (where: Path, list: PackCharacter['dialogue']['talk']['cold']) =>
    list.forEach((b, i) =>
      items.push(...placed(b.lines, [...where, i, 'lines']), ...placed(b.replies, [...where, i, 'replies'])),
    );
  for (const key of [
    'greeting',
    'greetingReturning',
    'locationOffer',
    'actionOffer',
    'actionGeneric',
    'sceneEnd',
    'blocked',
    'warning',
    'lastWarning',
    'away',
    'resume',
  ] as const)
    items.push(...placed(d[key] ?? [], ['dialogue', key]));
  for (const band of ['cold', 'warm', 'hot'] as const) beats(['dialogue', 'talk', band], d.talk[band]);
  for (const [loc, list] of Object.entries(d.dates)) beats(['dialogue', 'dates', loc], list);
  for (const [pose, list] of Object.entries(d.actions ?? {}))
    items.push(...placed(list, ['dialogue', 'actions', pose]));
  for (const mood of ['positive', 'neutral', 'negative'] as const)
    items.push(...placed(d.freeText[mood], ['dialogue', 'freeText', mood]));
  return indexTexts(file, items, issues);
}

/** Every line and option of a scenario with a text id, by id. */
function scenarioTexts(file: string, s: Scenario, issues: PackIssue[]): Map<string, Placed> {
  const items = Object.entries(s.nodes).flatMap(([nodeId, node]) => [
    ...placed(node.lines, ['nodes', nodeId, 'lines']),
    ...placed(node.options, ['nodes', nodeId, 'options']),
  ]);
  return indexTexts(file, items, issues);
}

/** Tokens a translation must keep: `{name}` placeholders and `[image.jpg]` references. */
const tokens = (text: string) => text.match(/\{\w+\}|\[[\w.-]+\]/g) ?? [];

/**
 * Reads `i18n/<lang>/...` and merges each translation into the source text it names by id, so the
 * rest of the product sees `trans` as before. Wording the loader refuses is a problem; an unknown id,
 * a file without a source, a lost placeholder and a text a language lacks are warnings (content:check
 * lists them; a translation never stops a pack from loading).
 */
export function applyTranslations(read: PackReader, sources: Sources): void {
  const characterByFile = new Map(sources.characters.map((c) => [c.file, c]));
  const scenarioByFile = new Map(sources.scenarios.map((s) => [s.file, s]));
  const textsByFile = new Map<string, Map<string, Placed>>();
  for (const { file, character } of sources.characters)
    textsByFile.set(file, characterTexts(file, character, read.issues));
  for (const { file, scenario } of sources.scenarios) textsByFile.set(file, scenarioTexts(file, scenario, read.issues));

  const languages = read.folders('i18n');
  for (const lang of languages) {
    if (!LANGUAGE.test(lang)) {
      read.issues.push({
        file: `i18n/${lang}/`,
        field: '(folder)',
        message: 'Language folders are named by language code (e.g. "fr", "pt-BR")',
      });
      continue;
    }
    const seen = new Set<string>();
    const translate = (
      file: string,
      target: Translatable | undefined,
      text: string,
      path: (string | number)[],
      what: string,
    ) => {
      if (!target) {
        // A warning: left over after a source text was removed, or a mistyped id; the pack still loads.
        read.warnings.push({
          file,
          field: fieldPath(path),
          path,
          message: `No ${what} "${path.at(-1)}" in the source file`,
        });
        return;
      }
      if (text.trim() === '') return;
      for (const token of tokens(target.text))
        if (!text.includes(token))
          read.warnings.push({ file, field: fieldPath(path), path, message: `The translation lost ${token}` });
      target.trans[lang] = text;
    };
    const read18n = <T>(file: string, schema: Parameters<PackReader['parse']>[1]) => {
      seen.add(file);
      const data = read.json(file);
      read.check(() => checkWording(file, data));
      return read.parse(file, schema, data) as T | undefined;
    };

    for (const name of read.files(`i18n/${lang}/characters`)) {
      const file = `i18n/${lang}/characters/${name}`;
      const source = characterByFile.get(`characters/${name}`);
      const t = read18n<{
        description?: string;
        locations?: Record<string, string>;
        poses?: Record<string, string>;
        lines?: Record<string, string>;
      }>(file, characterTranslationSchema);
      if (!source) {
        // A source that exists but is invalid is reported on its own.
        if (!read.files('characters').includes(name))
          read.warnings.push({ file, field: '(file)', message: `No characters/${name} to translate` });
        continue;
      }
      if (!t) continue;
      const c = source.character;
      read.check(() => checkStatedAges(file, { age: c.age, name: c.name, description: t.description }));
      if (t.description !== undefined)
        translate(file, { text: c.description, trans: c.descriptionTrans }, t.description, ['description'], 'field');
      for (const [id, text] of Object.entries(t.locations ?? {})) {
        const loc = c.locations.find((l) => l.id === id);
        translate(file, loc && { text: loc.name, trans: loc.nameTrans }, text, ['locations', id], 'location');
      }
      for (const [id, text] of Object.entries(t.poses ?? {})) {
        const pose = c.poses.find((p) => p.id === id);
        translate(file, pose && { text: pose.name, trans: pose.nameTrans }, text, ['poses', id], 'pose');
      }
      const texts = textsByFile.get(source.file);
      for (const [id, text] of Object.entries(t.lines ?? {}))
        translate(file, texts?.get(id)?.target, text, ['lines', id], 'line or reply');
    }

    for (const name of read.files(`i18n/${lang}/scenarios`)) {
      const file = `i18n/${lang}/scenarios/${name}`;
      const source = scenarioByFile.get(`scenarios/${name}`);
      const t = read18n<{ title?: string; lines?: Record<string, string> }>(file, scenarioTranslationSchema);
      if (!source) {
        if (!read.files('scenarios').includes(name))
          read.warnings.push({ file, field: '(file)', message: `No scenarios/${name} to translate` });
        continue;
      }
      if (!t) continue;
      const s = source.scenario;
      if (t.title !== undefined) translate(file, { text: s.title, trans: s.titleTrans }, t.title, ['title'], 'field');
      const texts = textsByFile.get(source.file);
      for (const [id, text] of Object.entries(t.lines ?? {}))
        translate(file, texts?.get(id)?.target, text, ['lines', id], 'line or option');
    }

    for (const [name, items] of [
      ['posts.json', sources.posts],
      ['hub.json', sources.hubPosts],
    ] as const) {
      const file = `i18n/${lang}/${name}`;
      if (!read.files(`i18n/${lang}`).includes(name)) continue;
      if (!items) {
        seen.add(file);
        continue;
      }
      const t = read18n<Record<string, string>>(file, postsTranslationSchema);
      for (const [id, text] of Object.entries(t ?? {})) {
        const post = (items as (PackPost | PackHubPost)[]).find((p) => p.id === id);
        translate(file, post && { text: post.description, trans: post.descriptionTrans }, text, [id], 'post');
      }
    }

    for (const name of read.files(`i18n/${lang}`))
      if (!seen.has(`i18n/${lang}/${name}`))
        read.issues.push({
          file: `i18n/${lang}/${name}`,
          field: '(file)',
          message: 'Not a translation file: use characters/<id>.json, scenarios/<name>.json, posts.json or hub.json',
        });
  }
  if (read.checking && languages.length > 0)
    untranslated(
      read,
      sources,
      textsByFile,
      languages.filter((l) => LANGUAGE.test(l)),
    );
}

/** Warnings: texts without an id (they cannot be translated) and texts a language does not have yet. */
function untranslated(
  read: PackReader,
  sources: Sources,
  textsByFile: Map<string, Map<string, Placed>>,
  languages: string[],
) {
  const missing = (file: string, path: (string | number)[], trans: Record<string, string>, text = 'x', id?: string) => {
    // Emoji and numbers read the same in every language.
    if (!/\p{L}/u.test(text)) return;
    const absent = languages.filter((l) => !trans[l]);
    const what = id ? `"${id}" is not` : 'Not';
    if (absent.length > 0)
      read.warnings.push({
        file,
        field: fieldPath(path),
        path,
        message: `${what} translated into ${absent.join(', ')}`,
      });
  };
  for (const { file, character: c } of sources.characters) {
    missing(file, ['description'], c.descriptionTrans);
    for (const l of c.locations) missing(file, ['locations', l.id], l.nameTrans);
    for (const p of c.poses) missing(file, ['poses', p.id], p.nameTrans);
  }
  for (const { file, scenario } of sources.scenarios) missing(file, ['title'], scenario.titleTrans);
  for (const [file, texts] of textsByFile)
    for (const [id, { target, where }] of texts) missing(file, [...where, 'id'], target.trans, target.text, id);
  for (const p of sources.posts ?? [])
    missing('posts.json', [sources.posts!.indexOf(p), 'description'], p.descriptionTrans);
  for (const p of sources.hubPosts ?? [])
    missing('hub.json', [sources.hubPosts!.indexOf(p), 'description'], p.descriptionTrans);
  for (const { file, character } of sources.characters) {
    let count = 0;
    JSON.stringify(character.dialogue, (key, value: unknown) => {
      if (value && typeof value === 'object' && 'text' in value && !('id' in value)) count++;
      if (typeof value === 'string' && /^\d+$/.test(key)) count++;
      return value;
    });
    if (count > 0)
      read.warnings.push({
        file,
        field: 'dialogue',
        message: `${count} lines or replies have no id and cannot be translated`,
      });
  }
}
