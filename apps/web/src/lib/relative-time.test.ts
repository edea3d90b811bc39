import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-03-10T12:00:00Z');

describe('relativeTime', () => {
  it('names the largest whole unit in the language', () => {
    expect(relativeTime('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hr. ago');
    expect(relativeTime('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-02-24T12:00:00Z', 'en', now)).toBe('2 wk. ago');
    expect(relativeTime('2026-03-10T11:59:40Z', 'en', now)).toBe('this minute');
    expect(relativeTime('2026-03-10T09:00:00Z', 'fr', now).replace(/\s/g, ' ')).toBe('il y a 3 h');
  });

  it('gives nothing for an unreadable date', () => {
    expect(relativeTime('not a date', 'en', now)).toBe('');
  });
});
