import type { Beat, Choice, Location, PackCharacter, Pose, Tags } from '@app/schema';
import { DEFAULT_DATE_THRESHOLD, DEFAULT_SCENE_THRESHOLD } from '../rules/constants.ts';
import { dedupKey } from '../rules/dedup.ts';
import { moodBand } from '../rules/level.ts';
import { isGodMode } from '../rules/tiers.ts';
import { fillName, pickFreshIndex, speak, translated } from '../text/lines.ts';
import { sayAll, type Draft, type OfferedOption } from './draft.ts';
import { END_SCENE } from './types.ts';

export function dateThreshold(c: PackCharacter): number {
  return c.thresholds.date ?? DEFAULT_DATE_THRESHOLD;
}

export function sceneThreshold(c: PackCharacter): number {
  return c.thresholds.scene ?? DEFAULT_SCENE_THRESHOLD;
}

/** The character's locations the level has unlocked (the first one always is). */
export function unlockedLocations(c: PackCharacter, level: number): Location[] {
  const open = c.locations.filter((l) => l.unlockLevel <= level);
  const first = c.locations[0];
  return open.length > 0 || !first ? open : [first];
}

/** Why a pose may not be picked, or null when it may. */
export function poseRefusal(pose: Pose, level: number, playerTags: Tags, isFuta: boolean): 'level' | 'tags' | null {
  if (pose.unlockLevel > level) return 'level';
  if (pose.tags.some((t) => playerTags[t] === 'false')) return 'tags';
  if (pose.futa !== undefined && pose.futa !== isFuta) return 'tags';
  return null;
}

/** Poses unlocked by level, not switched off by the player's tags, matching the futa option. */
export function availablePoses(c: PackCharacter, level: number, playerTags: Tags, isFuta: boolean): Pose[] {
  return c.poses.filter((p) => poseRefusal(p, level, playerTags, isFuta) === null);
}

export function locationChoices(d: Draft): Choice[] {
  return unlockedLocations(d.character, d.level).map((l) => ({ id: l.id, label: l.name, labelTrans: translated(l.nameTrans, d.language), image: l.image }));
}

export function poseChoices(d: Draft): Choice[] {
  const poses: Choice[] = availablePoses(d.character, d.level, d.playerTags, d.isFuta).map((p) => ({
    id: p.id,
    label: p.name,
    labelTrans: translated(p.nameTrans, d.language),
    image: p.image,
  }));
  return isGodMode(d.tier) ? [...poses, { id: END_SCENE, label: 'End the scene', labelTrans: null, image: null }] : poses;
}

/** The beat pool of the stage: talk by mood band, or the date's location (talk when the pack has none). */
export function beatPoolKey(d: Draft): string {
  const loc = d.state.location;
  if (d.state.stage === 'date' && loc && d.character.dialogue.dates[loc]) return `date:${loc}`;
  return `talk:${moodBand(d.state.meter)}`;
}

export function beatPool(c: PackCharacter, key: string): readonly Beat[] {
  const [kind, id = ''] = key.split(':');
  if (kind === 'date') return c.dialogue.dates[id] ?? c.dialogue.talk.cold;
  const band = id === 'hot' || id === 'warm' ? id : 'cold';
  return c.dialogue.talk[band];
}

/** The beat whose replies are on offer, if the state still points at one. */
export function currentBeat(d: Draft): Beat | null {
  const b = d.state.beat;
  if (!b) return null;
  return beatPool(d.character, b.pool)[b.index] ?? null;
}

export function replyOptions(d: Draft, beat: Beat): OfferedOption[] {
  return beat.replies.map((r) => ({ text: fillName(r.text, d.name), trans: translated(r.trans, d.language, d.name) }));
}

/** Picks the next beat of the stage (preferring unsaid ones), says it and offers its replies. */
export function offerNextBeat(d: Draft): void {
  const pool = beatPoolKey(d);
  const beats = beatPool(d.character, pool);
  const firstKey = (b: Beat): string => (b.lines[0] ? dedupKey(speak(b.lines[0], d.name, d.language).response) : '');
  const index = pickFreshIndex(beats, firstKey, new Set(d.state.sent), d.random);
  const beat = beats[index];
  if (!beat) return;
  d.state.beat = { pool, index };
  sayAll(d, beat.lines);
  d.options = replyOptions(d, beat);
}
