import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants.ts';

export type Countdown =
  | { kind: 'days'; days: number; hours: number }
  | { kind: 'hours'; hours: number; minutes: number }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'lessThanMinute' }
  | { kind: 'ended' };

/** Time left on a hub vote, in the largest two units (spec §9). */
export function hubCountdown(endTimestamp: number, now: number): Countdown {
  const left = endTimestamp - now;
  if (left <= 0) return { kind: 'ended' };
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (days > 0) return { kind: 'days', days, hours };
  if (hours > 0) return { kind: 'hours', hours, minutes };
  if (minutes > 0) return { kind: 'minutes', minutes };
  return { kind: 'lessThanMinute' };
}

const unit = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The English countdown text; the page translates the same shapes through i18next. */
export function countdownText(endTimestamp: number, now: number): string {
  const c = hubCountdown(endTimestamp, now);
  switch (c.kind) {
    case 'days':
      return `${unit(c.days, 'day')} ${unit(c.hours, 'hour')} left`;
    case 'hours':
      return `${unit(c.hours, 'hour')} ${unit(c.minutes, 'minute')} left`;
    case 'minutes':
      return `${unit(c.minutes, 'minute')} left`;
    case 'lessThanMinute':
      return 'Less than a minute left';
    case 'ended':
      return 'Voting ended';
  }
}

/**
 * Whole percentages per option from the score share (largest remainder, so they add up to 100);
 * all zero when nobody voted.
 */
export function votePercentages(tally: readonly number[]): number[] {
  const scores = tally.map((s) => (Number.isFinite(s) && s > 0 ? s : 0));
  const total = scores.reduce((a, b) => a + b, 0);
  if (total === 0) return scores.map(() => 0);
  const exact = scores.map((s) => (s * 100) / total);
  const floors = exact.map(Math.floor);
  let rest = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    rest--;
  }
  return floors;
}

/** Sums votes ({ option, score }) into a tally per option. */
export function tallyVotes(optionCount: number, votes: readonly { option: number; score: number }[]): number[] {
  const tally = Array.from({ length: optionCount }, () => 0);
  for (const v of votes)
    if (v.option >= 0 && v.option < optionCount) tally[v.option] = (tally[v.option] ?? 0) + v.score;
  return tally;
}
