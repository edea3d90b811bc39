import { HOT_METER, LEVEL_STEP, METER_MAX, METER_MIN, WARM_METER } from './constants.ts';

export type MoodBand = 'cold' | 'warm' | 'hot';

/** Level from score: floor(score/30)+1; a negative score still counts as level 1. */
export function levelOf(score: number): number {
  return Math.floor(Math.max(0, score) / LEVEL_STEP) + 1;
}

/** Points into the current level, 0..29, shown by the ring out of 30. */
export function levelProgress(score: number): number {
  return Math.max(0, Math.floor(score)) % LEVEL_STEP;
}

/** The meter is an integer between 0 and 30. */
export function clampMeter(meter: number): number {
  if (!Number.isFinite(meter)) return METER_MIN;
  return Math.min(METER_MAX, Math.max(METER_MIN, Math.round(meter)));
}

/** Mood band of a meter: cold 0-9, warm 10-19, hot 20-30. */
export function moodBand(meter: number): MoodBand {
  const m = clampMeter(meter);
  if (m < WARM_METER) return 'cold';
  if (m < HOT_METER) return 'warm';
  return 'hot';
}

/** Ring percentage of the meter, 0..100. */
export function meterPercent(meter: number): number {
  return Math.round((clampMeter(meter) / METER_MAX) * 100);
}
