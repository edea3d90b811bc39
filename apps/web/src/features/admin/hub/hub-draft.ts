import type { HUB_NOTICE_TAGS, HubCreateInput } from '@app/schema';
import type { Language } from '@app/schema/constants';

export type HubNoticeTag = (typeof HUB_NOTICE_TAGS)[number];

const DAY = 24 * 60 * 60 * 1000;
/** The longest vote the server takes (days). */
export const MAX_DAYS = 3650;
/** Options a post may offer. */
export const MAX_OPTIONS = 10;

/** A hub post as the operator writes it: the text per language (English is the original), options, end, notice. */
export interface HubDraft {
  texts: Partial<Record<Language, string>>;
  options: string[];
  /** The vote ends after a number of days, or at a date and time (the operator's local time). */
  endMode: 'days' | 'date';
  days: string;
  /** A datetime-local value, e.g. "2026-12-01T18:00". */
  endsAt: string;
  critical: boolean;
  tags: HubNoticeTag[];
}

export function emptyDraft(): HubDraft {
  return { texts: {}, options: ['', ''], endMode: 'days', days: '7', endsAt: '', critical: false, tags: [] };
}

/** What keeps a draft from being published: no English text, fewer than two options for a vote, no end ahead. */
export type DraftProblem = 'text' | 'options' | 'end';

/** Days from now until the draft's end, or null when it does not name a time ahead (at most MAX_DAYS). */
export function draftDays(draft: HubDraft, now: number): number | null {
  const days =
    draft.endMode === 'days'
      ? draft.days.trim() === ''
        ? Number.NaN
        : Number(draft.days)
      : (new Date(draft.endsAt).getTime() - now) / DAY;
  return Number.isFinite(days) && days > 0 && days <= MAX_DAYS ? days : null;
}

const filled = (options: string[]) => options.map((o) => o.trim()).filter(Boolean);

export function draftProblems(draft: HubDraft, now: number): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.texts.en?.trim()) problems.push('text');
  if (!draft.critical && filled(draft.options).length < 2) problems.push('options');
  if (draftDays(draft, now) === null) problems.push('end');
  return problems;
}

/** The admin.hub.create input of a draft without problems: translations that were written, tags only for a notice. */
export function draftInput(draft: HubDraft, now: number): HubCreateInput {
  const trans = Object.fromEntries(
    Object.entries(draft.texts)
      .filter(([language, text]) => language !== 'en' && text?.trim())
      .map(([language, text]) => [language, text!.trim()]),
  );
  return {
    text: draft.texts.en?.trim() ?? '',
    trans,
    options: filled(draft.options),
    days: draftDays(draft, now) ?? 0,
    critical: draft.critical,
    tags: draft.critical ? draft.tags : [],
  };
}
