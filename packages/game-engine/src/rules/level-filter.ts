/** Explore's level filter (spec §5): 1-5 means levels 1..5, 5-10 means 6..10, and so on. */
export const LEVEL_FILTERS = ['all', '1-5', '5-10', '10-20', '20-30'] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];

const RANGES: Record<LevelFilter, { min: number; max: number }> = {
  all: { min: 1, max: Number.POSITIVE_INFINITY },
  '1-5': { min: 1, max: 5 },
  '5-10': { min: 6, max: 10 },
  '10-20': { min: 11, max: 20 },
  '20-30': { min: 21, max: 30 },
};

export function isLevelFilter(value: string): value is LevelFilter {
  return (LEVEL_FILTERS as readonly string[]).includes(value);
}

export function levelFilterRange(filter: LevelFilter): { min: number; max: number } {
  return RANGES[filter];
}

export function matchesLevelFilter(level: number, filter: LevelFilter): boolean {
  const { min, max } = RANGES[filter];
  return level >= min && level <= max;
}
