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

/** "3 days", "1 hour": i18next picks the language's plural form (Russian: one, few, many; Arabic: six forms). */
function unit(t: TFunction, count: number, kind: 'day' | 'hour' | 'minute'): string {
  switch (kind) {
    case 'day':
      return t('{{count}} days', { count, defaultValue_one: '{{count}} day' });
    case 'hour':
      return t('{{count}} hours', { count, defaultValue_one: '{{count}} hour' });
    case 'minute':
      return t('{{count}} minutes', { count, defaultValue_one: '{{count}} minute' });
  }
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
