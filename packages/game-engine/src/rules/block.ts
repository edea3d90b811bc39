import { BLOCK_METER, DAY_MS, HOUR_MS, MINUTE_MS } from './constants.ts';

export type BlockStatus =
  | { kind: 'none' }
  | { kind: 'away'; minutesLeft: number; until: number }
  | { kind: 'blocked'; minutesLeft: number; until: number };

/**
 * The character's status line (spec §4): no timeout or a past one is none; a meter of 3 or lower
 * or more than 24 hours left is "blocked you"; otherwise "is away". Both with the minutes left.
 */
export function blockStatus(meter: number, timeout: number | null | undefined, now: number): BlockStatus {
  if (timeout == null || timeout <= now) return { kind: 'none' };
  const left = timeout - now;
  const minutesLeft = Math.ceil(left / MINUTE_MS);
  if (meter <= BLOCK_METER || left > DAY_MS) return { kind: 'blocked', minutesLeft, until: timeout };
  return { kind: 'away', minutesLeft, until: timeout };
}

/** Block lengths by how many blocks are in force with this character: 15 minutes, 2 hours, then 24 hours (design §4). */
export const BLOCK_DURATIONS_MS = [15 * MINUTE_MS, 2 * HOUR_MS, DAY_MS] as const;
/** A block stops counting towards the next one's length this long after it began, when no other followed. */
export const BLOCK_LAPSE_MS = 7 * DAY_MS;

/** The blocks a character gave a player: how many still count and when the last one began. */
export interface BlockRecord {
  count: number;
  last: number | null;
}

export const NO_BLOCKS: BlockRecord = { count: 0, last: null };

/** The record as it stands at `now`: empty once the last block began more than 7 days ago. */
export function blocksInForce(record: BlockRecord, now: number): BlockRecord {
  if (record.last === null || record.count === 0 || now - record.last > BLOCK_LAPSE_MS) return NO_BLOCKS;
  return record;
}

/** How long the block given now lasts: the first 15 minutes, the second 2 hours, the third and later 24 hours. */
export function blockDurationMs(record: BlockRecord, now: number): number {
  const n = blocksInForce(record, now).count;
  return BLOCK_DURATIONS_MS[Math.min(n, BLOCK_DURATIONS_MS.length - 1)] as number;
}

/** A new block at `now`: when it ends and the record that counts it. */
export function nextBlock(record: BlockRecord, now: number): { until: number; record: BlockRecord } {
  const until = now + blockDurationMs(record, now);
  return { until, record: { count: blocksInForce(record, now).count + 1, last: now } };
}
