import { describe, expect, it } from 'vitest';
import { blockStatus } from './block.ts';
import { DAY_MS, MINUTE_MS, STATUS_CHECK_INTERVAL_MS } from './constants.ts';

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
  it('is checked every 5 seconds', () => {
    expect(STATUS_CHECK_INTERVAL_MS).toBe(5000);
  });
});
