import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { COUNTDOWN_REFRESH_MS, hubCountdown } from '@app/game-engine';

/** The current time, refreshed every `intervalMs` (the hub countdown refreshes every 60 s). */
export function useNow(intervalMs = COUNTDOWN_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function unit(t: TFunction, n: number, kind: 'day' | 'hour' | 'minute'): string {
  const words = { day: [t('day'), t('days')], hour: [t('hour'), t('hours')], minute: [t('minute'), t('minutes')] }[kind];
  return `${n} ${n === 1 ? words[0] : words[1]}`;
}

/** Spec §9: days and hours, hours and minutes, minutes, "Less than a minute left", or "Voting ended". */
export function countdownLabel(t: TFunction, endTimestamp: number, now: number): string {
  const c = hubCountdown(endTimestamp, now);
  switch (c.kind) {
    case 'days':
      return t('{{first}} {{second}} left', { first: unit(t, c.days, 'day'), second: unit(t, c.hours, 'hour') });
    case 'hours':
      return t('{{first}} {{second}} left', { first: unit(t, c.hours, 'hour'), second: unit(t, c.minutes, 'minute') });
    case 'minutes':
      return t('{{first}} left', { first: unit(t, c.minutes, 'minute') });
    case 'lessThanMinute':
      return t('Less than a minute left');
    case 'ended':
      return t('Voting ended');
  }
}
