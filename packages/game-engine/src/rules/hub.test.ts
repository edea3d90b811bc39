import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants.ts';
import { countdownText, hubCountdown, tallyVotes, votePercentages } from './hub.ts';

const now = 1_700_000_000_000;

describe('hub countdown', () => {
  it('shows days and hours, hours and minutes, minutes, less than a minute, ended', () => {
    expect(countdownText(now + 2 * DAY_MS + 3 * HOUR_MS + 5 * MINUTE_MS, now)).toBe('2 days 3 hours left');
    expect(countdownText(now + DAY_MS + HOUR_MS, now)).toBe('1 day 1 hour left');
    expect(countdownText(now + 5 * HOUR_MS + 12 * MINUTE_MS, now)).toBe('5 hours 12 minutes left');
    expect(countdownText(now + 12 * MINUTE_MS + 30_000, now)).toBe('12 minutes left');
    expect(countdownText(now + 59_000, now)).toBe('Less than a minute left');
    expect(countdownText(now, now)).toBe('Voting ended');
    expect(countdownText(now - 1, now)).toBe('Voting ended');
  });
  it('gives structured values for translation', () => {
    expect(hubCountdown(now + 3 * HOUR_MS, now)).toEqual({ kind: 'hours', hours: 3, minutes: 0 });
  });
});

describe('vote percentages', () => {
  it('are score shares', () => {
    expect(votePercentages([1, 3])).toEqual([25, 75]);
    expect(votePercentages([10, 0, 0])).toEqual([100, 0, 0]);
  });
  it('are zero when nobody voted', () => {
    expect(votePercentages([0, 0])).toEqual([0, 0]);
  });
  it('add up to 100 when someone voted', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 8 }), (tally) => {
        const p = votePercentages(tally);
        const sum = p.reduce((a, b) => a + b, 0);
        return tally.some((t) => t > 0) ? sum === 100 : sum === 0;
      }),
    );
  });
  it('sums vote scores per option, ignoring out-of-range options', () => {
    expect(
      tallyVotes(2, [
        { option: 0, score: 6 },
        { option: 1, score: 1 },
        { option: 0, score: 10 },
        { option: 5, score: 3 },
      ]),
    ).toEqual([16, 1]);
  });
});
