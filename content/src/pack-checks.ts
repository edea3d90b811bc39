import type { Line, PackCharacter, PackHubPost, PackPost, Scenario } from '@app/schema';
import { fieldPath, type PackIssue } from './pack-error.ts';
import { findMinorCodedWording, stringsIn } from './minor-wording.ts';

/** Refuses minor-coded wording in any string of a file's data. */
export function checkWording(file: string, data: unknown): PackIssue[] {
  const issues: PackIssue[] = [];
  for (const [path, text] of stringsIn(data)) {
    const word = findMinorCodedWording(text);
    if (word) issues.push({ file, field: fieldPath(path), message: `Minor-coded wording is not allowed ("${word}")` });
  }
  return issues;
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

const lineImages = (lines: readonly Line[], path: string): [string, string][] =>
  lines.flatMap((l, i) => (typeof l === 'object' && l.image ? [[`${path}[${i}].image`, l.image] as [string, string]] : []));

/** Every media name a character refers to, with the field that refers to it. */
function characterMedia(c: PackCharacter): [string, string][] {
  const d = c.dialogue;
  const refs: [string, string][] = [
    ...c.images.map((name, i): [string, string] => [`images[${i}]`, name]),
    ['backgroundImage', c.backgroundImage],
    ...c.locations.map((l, i): [string, string] => [`locations[${i}].image`, l.image]),
    ...c.poses.map((p, i): [string, string] => [`poses[${i}].image`, p.image]),
  ];
  const pools = { greeting: d.greeting, locationOffer: d.locationOffer, actionOffer: d.actionOffer, actionGeneric: d.actionGeneric, sceneEnd: d.sceneEnd, blocked: d.blocked, away: d.away, resume: d.resume };
  for (const [name, lines] of Object.entries(pools)) refs.push(...lineImages(lines, `dialogue.${name}`));
  for (const band of ['cold', 'warm', 'hot'] as const) d.talk[band].forEach((b, i) => refs.push(...lineImages(b.lines, `dialogue.talk.${band}[${i}].lines`)));
  for (const [loc, beats] of Object.entries(d.dates)) beats.forEach((b, i) => refs.push(...lineImages(b.lines, `dialogue.dates.${loc}[${i}].lines`)));
  return refs;
}

export interface ReferenceInput {
  characters: { file: string; character: PackCharacter }[];
  posts: PackPost[];
  hubPosts: PackHubPost[];
  scenarios: { file: string; scenario: Scenario }[];
  /** Names present in the media folders or produced by the art generator. */
  media: ReadonlySet<string>;
}

const missingMedia = (name: string) => `Media "${name}" is neither in media/ nor produced by the art generator`;

/** Broken references and duplicate ids across the pack. */
export function checkReferences({ characters, posts, hubPosts, scenarios, media }: ReferenceInput): PackIssue[] {
  const issues: PackIssue[] = [];
  const dupChars = duplicates(characters, (c) => c.character.id);
  for (const { file, character: c } of characters) {
    if (dupChars.has(c.id)) issues.push({ file, field: 'id', message: `Duplicate character id "${c.id}"` });
    for (const id of duplicates(c.locations, (l) => l.id)) issues.push({ file, field: 'locations', message: `Duplicate location id "${id}"` });
    for (const id of duplicates(c.poses, (p) => p.id)) issues.push({ file, field: 'poses', message: `Duplicate pose id "${id}"` });
    const locationIds = new Set(c.locations.map((l) => l.id));
    for (const key of Object.keys(c.dialogue.dates))
      if (!locationIds.has(key)) issues.push({ file, field: `dialogue.dates.${key}`, message: `Date beats for unknown location "${key}"` });
    for (const [field, name] of characterMedia(c)) if (!media.has(name)) issues.push({ file, field, message: missingMedia(name) });
  }
  const charIds = new Set(characters.map((c) => c.character.id));
  for (const id of duplicates(posts, (p) => p.id)) issues.push({ file: 'posts.json', field: 'id', message: `Duplicate post id "${id}"` });
  posts.forEach((p, i) => {
    if (!charIds.has(p.charId)) issues.push({ file: 'posts.json', field: `[${i}].charId`, message: `Post of unknown character "${p.charId}"` });
    p.images.forEach((name, j) => {
      if (!media.has(name)) issues.push({ file: 'posts.json', field: `[${i}].images[${j}]`, message: missingMedia(name) });
    });
  });
  for (const id of duplicates(hubPosts, (p) => p.id)) issues.push({ file: 'hub.json', field: 'id', message: `Duplicate hub post id "${id}"` });
  for (const { file, scenario } of scenarios) {
    if (!scenario.nodes[scenario.start]) issues.push({ file, field: 'start', message: `Unknown start node "${scenario.start}"` });
    for (const [nodeId, node] of Object.entries(scenario.nodes)) {
      node.options.forEach((o, i) => {
        if (!scenario.nodes[o.next]) issues.push({ file, field: `nodes.${nodeId}.options[${i}].next`, message: `Unknown node "${o.next}"` });
      });
      issues.push(...lineImages(node.lines, `nodes.${nodeId}.lines`).filter(([, n]) => !media.has(n)).map(([field, n]) => ({ file, field, message: missingMedia(n) })));
    }
  }
  return issues;
}
