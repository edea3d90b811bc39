import type { Pose } from '@app/schema';
import { artNames } from '../art-manifest.ts';
import { BASE_POSES, FUTA_POSES, TAG_POSES } from './pose-vocabulary.ts';
import { tr } from './text.ts';
import type { DemoCharacter } from './types.ts';

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A small deterministic generator so each character's pose order differs but the build is repeatable. */
function seeded(seedText: string): () => number {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const MAX_LEVEL = 20;

/** The vocabulary, lightly shuffled per character (mild stays early), spread over levels 1..20, plus tag and futa poses. */
export function buildPoses(c: DemoCharacter): Pose[] {
  const random = seeded(c.id);
  const order = BASE_POSES.map((name, i) => ({ name, key: i + random() * 8 })).sort((a, b) => a.key - b.key);
  const pose = (name: string, level: number, extra: Partial<Pose> = {}): Pose => {
    const { text, trans } = tr(name);
    const id = slug(text);
    return { id, name: text, nameTrans: trans, unlockLevel: level, tags: [], image: artNames.pose(c.id, id), ...extra };
  };
  const poses = order.map(({ name }, i) => pose(name, 1 + Math.floor((i * MAX_LEVEL) / order.length)));
  for (const tag of c.tags) for (const p of TAG_POSES[tag] ?? []) poses.push(pose(p.name, p.level, { tags: [tag] }));
  if (c.gender === 'futa') for (const p of FUTA_POSES) poses.push(pose(p.name, p.level, { futa: p.futa }));
  return poses;
}
