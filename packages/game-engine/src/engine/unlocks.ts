import type { Location, PackCharacter, Pose, Tags } from '@app/schema';
import { DEFAULT_DATE_THRESHOLD, DEFAULT_SCENE_THRESHOLD } from '../rules/constants.ts';

/* What a character's thresholds and the player's level unlock: read by the offers and the meter guide. */

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
