import { dialoguePool, type PackCharacter, type PackHubPost, type PackPost, type Scenario } from '@app/schema';
import { fieldPath, type PackIssue } from './pack-error.ts';
import { checkStatedAges, findMinorCodedWording, stringsIn } from './minor-wording.ts';

/** Refuses minor-coded wording in any string of a file's data. */
export function checkWording(file: string, data: unknown): PackIssue[] {
  const issues: PackIssue[] = [];
  for (const [path, text] of stringsIn(data)) {
    const word = findMinorCodedWording(text);
    if (word) issues.push({ file, field: fieldPath(path), message: `Minor-coded wording is not allowed ("${word}")` });
  }
  return [...issues, ...checkStatedAges(file, data)];
}

function duplicates<T>(items: readonly T[], key: (item: T) => string): Set<string> {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const it of items) {
    const k = key(it);
    if (seen.has(k)) dup.add(k);
    seen.add(k);
  }
  return dup;
}

type Ref = [field: string, name: string];

/** `[name.jpg]` inside a text: the spec's bracketed-name rule shows that file (chat lines may embed images). */
const BRACKETED = /\[([A-Za-z0-9_.-]+\.(?:jpg|jpeg|png|gif|webp|mp4|mov|webm))\]/gi;

/** Every bracketed media name inside the strings of a value, with the field holding it. */
export function bracketedMedia(value: unknown, prefix: PropertyKey[] = []): Ref[] {
  const refs: Ref[] = [];
  for (const [path, text] of stringsIn(value, prefix))
    for (const m of text.matchAll(BRACKETED)) refs.push([fieldPath(path), m[1]!]);
  return refs;
}

/** Every `image` of a line anywhere below `value` (every pool of the dialogue, present and future). */
function lineImages(value: unknown, path: PropertyKey[]): Ref[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => lineImages(item, [...path, i]));
  if (!value || typeof value !== 'object') return [];
  const refs: Ref[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (key === 'image' && typeof item === 'string') refs.push([fieldPath([...path, key]), item]);
    else refs.push(...lineImages(item, [...path, key]));
  }
  return refs;
}

/** Every media name a character refers to, with the field that refers to it. */
function characterMedia(c: PackCharacter): Ref[] {
  return [
    ...c.images.map((name, i): Ref => [`images[${i}]`, name]),
    ['backgroundImage', c.backgroundImage],
    ...c.locations.map((l, i): Ref => [`locations[${i}].image`, l.image]),
    ...c.poses.map((p, i): Ref => [`poses[${i}].image`, p.image]),
    ...lineImages(c.dialogue, ['dialogue']),
    ...bracketedMedia(c.dialogue, ['dialogue']),
    ...bracketedMedia(c.persona, ['persona']),
  ];
}

export interface ReferenceInput {
  characters: { file: string; character: PackCharacter }[];
  /** Ids of characters whose file failed the schema: references to them are not reported again. */
  invalidCharacters?: ReadonlySet<string>;
  posts: PackPost[];
  hubPosts: PackHubPost[];
  scenarios: { file: string; scenario: Scenario }[];
  /** Names present in the media folders or produced by the art generator. */
  media: ReadonlySet<string>;
}

const missingMedia = (name: string) => `Media "${name}" is neither in media/ nor produced by the art generator`;

function checkCharacter(file: string, c: PackCharacter, media: ReadonlySet<string>): PackIssue[] {
  const issues: PackIssue[] = [];
  for (const id of duplicates(c.locations, (l) => l.id))
    issues.push({ file, field: 'locations', message: `Duplicate location id "${id}"` });
  for (const id of duplicates(c.poses, (p) => p.id))
    issues.push({ file, field: 'poses', message: `Duplicate pose id "${id}"` });
  const locationIds = new Set(c.locations.map((l) => l.id));
  for (const key of Object.keys(c.dialogue.dates))
    if (!locationIds.has(key))
      issues.push({ file, field: `dialogue.dates.${key}`, message: `Date beats for unknown location "${key}"` });
  const poseIds = new Set(c.poses.map((p) => p.id));
  for (const key of Object.keys(c.dialogue.actions ?? {}))
    if (!poseIds.has(key))
      issues.push({ file, field: `dialogue.actions.${key}`, message: `Action lines for unknown pose "${key}"` });
  for (const name of c.generic)
    if (!dialoguePool(c.dialogue, name))
      issues.push({ file, field: 'generic', message: `"${name}" names no dialogue pool of this character` });
  for (const [field, name] of characterMedia(c))
    if (!media.has(name)) issues.push({ file, field, message: missingMedia(name) });
  return issues;
}

/** Broken references and duplicate ids across the pack. */
export function checkReferences({
  characters,
  invalidCharacters = new Set(),
  posts,
  hubPosts,
  scenarios,
  media,
}: ReferenceInput): PackIssue[] {
  const issues: PackIssue[] = [];
  const dupChars = duplicates(characters, (c) => c.character.id);
  for (const { file, character: c } of characters) {
    if (dupChars.has(c.id)) issues.push({ file, field: 'id', message: `Duplicate character id "${c.id}"` });
    issues.push(...checkCharacter(file, c, media));
  }
  const charIds = new Set(characters.map((c) => c.character.id));
  for (const id of duplicates(posts, (p) => p.id))
    issues.push({ file: 'posts.json', field: 'id', message: `Duplicate post id "${id}"` });
  posts.forEach((p, i) => {
    // A post of a character whose file is invalid: that file's own error is the one to fix.
    if (invalidCharacters.has(p.charId)) return;
    if (!charIds.has(p.charId))
      issues.push({ file: 'posts.json', field: `[${i}].charId`, message: `Post of unknown character "${p.charId}"` });
    p.images.forEach((name, j) => {
      if (!media.has(name))
        issues.push({ file: 'posts.json', field: `[${i}].images[${j}]`, message: missingMedia(name) });
    });
    for (const [field, name] of bracketedMedia(p, [i]))
      if (!media.has(name)) issues.push({ file: 'posts.json', field, message: missingMedia(name) });
  });
  for (const id of duplicates(hubPosts, (p) => p.id))
    issues.push({ file: 'hub.json', field: 'id', message: `Duplicate hub post id "${id}"` });
  hubPosts.forEach((h, i) => {
    if (h.seedVotes.length > h.options.length)
      issues.push({
        file: 'hub.json',
        field: `[${i}].seedVotes`,
        message: `seedVotes has ${h.seedVotes.length} numbers for ${h.options.length} options`,
      });
  });
  for (const { file, scenario } of scenarios) {
    if (!scenario.nodes[scenario.start])
      issues.push({ file, field: 'start', message: `Unknown start node "${scenario.start}"` });
    for (const [nodeId, node] of Object.entries(scenario.nodes)) {
      node.options.forEach((o, i) => {
        if (!scenario.nodes[o.next])
          issues.push({ file, field: `nodes.${nodeId}.options[${i}].next`, message: `Unknown node "${o.next}"` });
      });
    }
    const refs = [...lineImages(scenario.nodes, ['nodes']), ...bracketedMedia(scenario.nodes, ['nodes'])];
    for (const [field, name] of refs) if (!media.has(name)) issues.push({ file, field, message: missingMedia(name) });
  }
  return issues;
}
