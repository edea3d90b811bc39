import { BLOCK_METER, DAY_MS, MINUTE_MS } from './constants.ts';

export type BlockStatus =
  | { kind: 'none' }
  | { kind: 'away'; minutesLeft: number; until: number }
  | { kind: 'blocked'; until: number };

/**
 * The character's status line (spec §4): no timeout or a past one is none; a meter of 3 or lower
 * or more than 24 hours left is "blocked you"; otherwise "is away" with the minutes left.
 */
export function blockStatus(meter: number, timeout: number | null | undefined, now: number): BlockStatus {
  if (timeout == null || timeout <= now) return { kind: 'none' };
  const left = timeout - now;
  if (meter <= BLOCK_METER || left > DAY_MS) return { kind: 'blocked', until: timeout };
  return { kind: 'away', minutesLeft: Math.ceil(left / MINUTE_MS), until: timeout };
}
