import { describe, expect, it } from 'vitest';
import { draftDays, draftInput, draftProblems, emptyDraft, type HubDraft } from './hub-draft.ts';

const NOW = Date.UTC(2026, 10, 27, 12, 0);
const draft = (patch: Partial<HubDraft>): HubDraft => ({ ...emptyDraft(), ...patch });

describe('hub draft', () => {
  it('ends after the days given, or at a date and time ahead (at most ten years)', () => {
    expect(draftDays(draft({ days: '2.5' }), NOW)).toBe(2.5);
    expect(draftDays(draft({ days: '' }), NOW)).toBeNull();
    expect(draftDays(draft({ days: '0' }), NOW)).toBeNull();
    expect(draftDays(draft({ days: '3651' }), NOW)).toBeNull();
    const inOneDay = new Date(NOW + 24 * 60 * 60 * 1000);
    const local = new Date(inOneDay.getTime() - inOneDay.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    expect(draftDays(draft({ endMode: 'date', endsAt: local }), NOW)).toBeCloseTo(1, 6);
    expect(draftDays(draft({ endMode: 'date', endsAt: '2020-01-01T00:00' }), NOW)).toBeNull();
    expect(draftDays(draft({ endMode: 'date', endsAt: '' }), NOW)).toBeNull();
  });

  it('needs the English text, and two options unless it is a critical notice', () => {
    expect(draftProblems(emptyDraft(), NOW)).toEqual(['text', 'options']);
    expect(draftProblems(draft({ texts: { en: 'Hi' }, options: ['A', '  '] }), NOW)).toEqual(['options']);
    expect(draftProblems(draft({ texts: { en: 'Hi' }, options: [], critical: true }), NOW)).toEqual([]);
    expect(draftProblems(draft({ texts: { de: 'Hallo' }, options: ['A', 'B'] }), NOW)).toEqual(['text']);
  });

  it('sends the translations written, the options filled and tags only with a notice', () => {
    const input = draftInput(
      draft({
        texts: { en: ' Vote! ', de: 'Abstimmen!', fr: '  ' },
        options: ['A ', '', 'B'],
        tags: ['patreon'],
        days: '1',
      }),
      NOW,
    );
    expect(input).toEqual({
      text: 'Vote!',
      trans: { de: 'Abstimmen!' },
      options: ['A', 'B'],
      days: 1,
      critical: false,
      tags: [],
    });
    expect(draftInput(draft({ texts: { en: 'N' }, critical: true, tags: ['patreon'] }), NOW).tags).toEqual(['patreon']);
  });
});
