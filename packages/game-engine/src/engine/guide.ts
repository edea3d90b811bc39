import type { MeterChange, MeterGuide, MeterReason, Unlock } from '@app/schema';
import { translated } from '../text/lines.ts';
import type { Draft } from './draft.ts';
import { availablePoses, dateThreshold, poseRefusal, sceneThreshold } from './unlocks.ts';

/** Why the meter moved this turn, read from the turn's events; null when it did not move. */
export function meterChange(d: Draft, from: number, to: number): MeterChange | null {
  const delta = to - from;
  if (delta === 0) return null;
  return { delta, reason: meterReason(d, delta) };
}

function meterReason(d: Draft, delta: number): MeterReason {
  let reason: MeterReason | null = null;
  for (const e of d.events) {
    if (e.type === 'sceneEnded') return 'sceneEnd';
    if (e.type === 'resumed') reason ??= 'resumed';
    if (e.type === 'freeText') {
      if (e.matched)
        reason = e.kind === 'rude' ? 'rude' : e.kind === 'bold' ? (delta < 0 ? 'tooBold' : 'bold') : 'kind';
      else reason = e.sentiment === 'negative' ? 'unkind' : e.sentiment === 'positive' ? 'kind' : 'neutral';
    }
  }
  return reason ?? (delta > 0 ? 'kind' : 'unkind');
}

/** What a level opens with the character for this player (poses switched off by tags or the futa option do not count). */
function unlockAt(d: Draft, level: number): Unlock | null {
  const locations = d.character.locations
    .filter((l) => l.unlockLevel === level)
    .map((l) => translated(l.nameTrans, d.language) ?? l.name);
  const poses = availablePoses(d.character, level, d.playerTags, d.isFuta).filter(
    (p) => p.unlockLevel === level,
  ).length;
  return locations.length > 0 || poses > 0 ? { level, locations, poses } : null;
}

/** The next level that opens something, or null when everything is open. */
function nextUnlock(d: Draft, level: number): Unlock | null {
  let first = Number.POSITIVE_INFINITY;
  for (const l of d.character.locations) if (l.unlockLevel > level && l.unlockLevel < first) first = l.unlockLevel;
  for (const p of d.character.poses) {
    if (
      p.unlockLevel > level &&
      p.unlockLevel < first &&
      poseRefusal(p, Number.MAX_SAFE_INTEGER, d.playerTags, d.isFuta) === null
    )
      first = p.unlockLevel;
  }
  return Number.isFinite(first) ? unlockAt(d, first) : null;
}

/** The meter's marks for this character and the unlocks around the level (the chat game's). */
export function meterGuide(d: Draft, level: number): MeterGuide {
  return {
    dateAt: dateThreshold(d.character),
    sceneAt: sceneThreshold(d.character),
    unlocked: level > 1 ? unlockAt(d, level) : null,
    next: nextUnlock(d, level),
  };
}
