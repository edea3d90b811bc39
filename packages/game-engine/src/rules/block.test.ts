import { describe, expect, it } from 'vitest';
import { blockDurationMs, blocksInForce, blockStatus, nextBlock, NO_BLOCKS } from './block.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, STATUS_CHECK_INTERVAL_MS } from './constants.ts';

const now = 1_700_000_000_000;

describe('blockStatus', () => {
  it('is none without a timeout or once it has passed', () => {
    expect(blockStatus(2, null, now)).toEqual({ kind: 'none' });
    expect(blockStatus(2, now, now)).toEqual({ kind: 'none' });
    expect(blockStatus(2, now - 1, now)).toEqual({ kind: 'none' });
  });
  it('blocks when the meter is 3 or lower', () => {
    expect(blockStatus(3, now + 10 * MINUTE_MS, now).kind).toBe('blocked');
    expect(blockStatus(4, now + 10 * MINUTE_MS, now).kind).toBe('away');
  });
  it('blocks when more than 24 hours remain, whatever the meter', () => {
    expect(blockStatus(20, now + DAY_MS + 1, now).kind).toBe('blocked');
    expect(blockStatus(20, now + DAY_MS, now)).toEqual({ kind: 'away', minutesLeft: 1440, until: now + DAY_MS });
  });
  it('counts the minutes left while away, rounding up', () => {
    expect(blockStatus(12, now + 90 * 1000, now)).toEqual({ kind: 'away', minutesLeft: 2, until: now + 90_000 });
  });
  it('counts the minutes left of a block too, so the notice says when it ends', () => {
    expect(blockStatus(2, now + 2 * HOUR_MS + 30_000, now)).toEqual({
      kind: 'blocked',
      minutesLeft: 121,
      until: now + 2 * HOUR_MS + 30_000,
    });
    expect(blockStatus(2, now + 1, now)).toMatchObject({ kind: 'blocked', minutesLeft: 1 });
  });
  it('is checked every 5 seconds', () => {
    expect(STATUS_CHECK_INTERVAL_MS).toBe(5000);
  });
});

describe('block escalation', () => {
  it('lasts 15 minutes, then 2 hours, then 24 hours for the third and every later block', () => {
    const lengths = [0, 1, 2, 3, 9].map((count) => blockDurationMs({ count, last: count ? now - HOUR_MS : null }, now));
    expect(lengths).toEqual([15 * MINUTE_MS, 2 * HOUR_MS, DAY_MS, DAY_MS, DAY_MS]);
  });
  it('counts a block until 7 days have passed without another', () => {
    expect(blocksInForce({ count: 2, last: now - 7 * DAY_MS }, now)).toEqual({ count: 2, last: now - 7 * DAY_MS });
    expect(blocksInForce({ count: 2, last: now - 7 * DAY_MS - 1 }, now)).toEqual(NO_BLOCKS);
    expect(nextBlock({ count: 2, last: now - 8 * DAY_MS }, now)).toEqual({
      until: now + 15 * MINUTE_MS,
      record: { count: 1, last: now },
    });
    expect(nextBlock({ count: 1, last: now - DAY_MS }, now)).toEqual({
      until: now + 2 * HOUR_MS,
      record: { count: 2, last: now },
    });
  });
});
