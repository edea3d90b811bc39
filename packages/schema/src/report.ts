import { z } from 'zod';
import { idField, inputObject, textField } from './fields.ts';
import { validationMessage } from './validation-messages.ts';

/** Why a player reports something: the moderators' queue sorts by it. */
export const REPORT_REASONS = ['minor', 'real-person', 'illegal', 'hateful', 'spam', 'broken', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a player can report in the app (the Report button's mail stays as the specification has it). */
export const REPORT_TARGETS = ['message', 'character', 'hub-post'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Characters of free text a report may carry. */
export const MAX_REPORT_TEXT = 1000;
/** Reports a player may have open at once: more waits for the moderators. */
export const MAX_OPEN_REPORTS = 20;

/**
 * POST /api/report: `target` and `id` name the item (a character message: its character `id`, its game and
 * its text as shown, since chat lines have no id of their own), `reason` why, `text` anything to add.
 */
export const reportInputSchema = inputObject({
  target: z.enum(REPORT_TARGETS, { error: validationMessage('report.target') }),
  id: idField('id'),
  gameType: z.string().max(40).optional(),
  message: textField('message', 10_000).optional(),
  reason: z.enum(REPORT_REASONS, { error: validationMessage('report.reason', { reasons: REPORT_REASONS.join(', ') }) }),
  text: textField('text', MAX_REPORT_TEXT).optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** A report as its author sees it (GET /api/report/mine). */
export const myReportSchema = z.object({
  id: z.string(),
  target: z.enum(REPORT_TARGETS),
  /** The item: a character's or hub post's id, or the character of a message. */
  itemId: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportsSchema = z.array(myReportSchema);
