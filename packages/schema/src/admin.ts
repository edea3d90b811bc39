import { z } from 'zod';
import { ROLE } from './constants.ts';
import { idField, inputObject, textField } from './fields.ts';
import { REPORT_REASONS, REPORT_TARGETS } from './report.ts';

/*
 * The operator's console (/{lang}/admin, tRPC `admin.*`): moderators (role 50+) read and moderate,
 * admins (100) also change tiers, roles, progress, hub posts and content. Every procedure checks the
 * role on the server; every change writes one row of the moderation log, which cannot be edited.
 */

/** Who may call which console procedure: the web app hides what the role cannot do, the server refuses it. */
export const CONSOLE_ROLE = { read: ROLE.moderator, moderate: ROLE.moderator, manage: ROLE.admin } as const;

/** What a moderation log entry records. */
export const MODERATION_ACTIONS = [
  'report.dismiss',
  'report.hide',
  'player.warn',
  'player.suspend',
  'player.ban',
  'player.lift',
  'player.grantTier',
  'player.revokeTier',
  'player.resetProgress',
  'player.setRole',
  'hub.create',
  'hub.close',
  'content.reload',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** How a moderator resolves a report. `hide` applies to a reported message (it leaves the player's chat). */
export const REPORT_RESOLUTIONS = ['dismiss', 'hide', 'warn', 'suspend', 'ban'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** A suspension lasts from 1 hour to a year (days, fractions allowed). */
export const MAX_SUSPEND_DAYS = 365;
/** Characters of a moderator's reason or note. */
export const MAX_MODERATION_REASON = 1000;

const reasonField = textField('reason', MAX_MODERATION_REASON);
const daysField = z
  .number()
  .min(1 / 24)
  .max(MAX_SUSPEND_DAYS);

const actorSchema = z.object({ id: z.string(), email: z.string().nullable() });

// ---- Dashboard (moderator) ----

export const dashboardSchema = z.object({
  /** Distinct players seen (lastSeenAt) in the last day, 7 days and 30 days. */
  players: z.object({ today: z.number().int(), week: z.number().int(), month: z.number().int() }),
  /** Distinct (player, character) conversations with a turn in the last 24 hours. */
  activeChats: z.number().int(),
  /** Player turns per hour over the last 24 hours, oldest first; `hour` is ISO time of the hour's start. */
  turnsPerHour: z.array(z.object({ hour: z.string(), turns: z.number().int() })),
  /** Players holding a live paid tier now, per tier (1..3). */
  payingByTier: z.array(z.object({ tier: z.number().int(), players: z.number().int() })),
  /** Revenue per calendar month (last 12, oldest first) from recorded subscriptions at the configured tier prices. */
  revenueByMonth: z.array(z.object({ month: z.string(), amount: z.number(), currency: z.string() })),
  /** Language-model tokens per tier (0..3) over the last 30 days. */
  tokensByTier: z.array(z.object({ tier: z.number().int(), tokens: z.number().int() })),
  openReports: z.number().int(),
  /** Background jobs (pruning) whose run failed in the last 7 days. */
  failedJobs: z.number().int(),
  /** Mails given up after every retry in the last 7 days. */
  failedMails: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- Reports queue (moderator) ----

const lineSchema = z.object({ role: z.string(), response: z.string(), createdAt: z.string() });

export const consoleReportSchema = z.object({
  id: z.string(),
  /** `player`: a player's in-app report; `filter`: the content filter's automatic report. */
  kind: z.enum(['player', 'filter']),
  target: z.enum(REPORT_TARGETS).nullable(),
  reason: z.enum(REPORT_REASONS).nullable(),
  /** The player's free text (player reports) or the filtered text (filter reports). */
  text: z.string(),
  /** Who reported (null for the filter, or when that player deleted the account). */
  reporter: actorSchema.nullable(),
  /** Whose conversation or account the report concerns (the chat's player for a message). */
  playerId: z.string().nullable(),
  charId: z.string().nullable(),
  charName: z.string().nullable(),
  /** A reported message in context, or a hub post's excerpt; filter reports: category and match. */
  item: z.object({
    before: z.array(lineSchema),
    reported: lineSchema.nullable(),
    after: z.array(lineSchema),
    hidden: z.boolean(),
    hubPostId: z.string().nullable(),
    excerpt: z.string().nullable(),
    category: z.string().nullable(),
  }),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
});
export type ConsoleReport = z.infer<typeof consoleReportSchema>;

export const reportListInputSchema = inputObject({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  /** ISO time: reports created before it (the next page). */
  before: z.string().datetime().optional(),
});
export const reportListSchema = z.object({ reports: z.array(consoleReportSchema), next: z.string().nullable() });

export const resolveReportInputSchema = inputObject({
  id: idField('id'),
  action: z.enum(REPORT_RESOLUTIONS),
  /** Suspension length, required for `suspend`. */
  days: daysField.optional(),
  reason: reasonField,
});

// ---- Moderation log (moderator) ----

export const moderationEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: actorSchema,
  action: z.enum(MODERATION_ACTIONS),
  targetUserId: z.string().nullable(),
  reportId: z.string().nullable(),
  reason: z.string(),
  /** What the action changed (tier and days, role, suspension end, hub post id…). */
  detail: z.record(z.string(), z.unknown()),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;
export const moderationLogInputSchema = inputObject({
  playerId: z.string().max(100).optional(),
  before: z.string().datetime().optional(),
});
export const moderationLogSchema = z.object({ entries: z.array(moderationEntrySchema), next: z.string().nullable() });

// ---- Players (lookup: moderator; tiers, roles, progress: admin) ----

export const playerSummarySchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  /** The name the player set in tags (`name`), if any. */
  name: z.string().nullable(),
  role: z.number().int(),
  tier: z.number().int(),
  loggedIn: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  suspendedUntil: z.string().nullable(),
  bannedAt: z.string().nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const playerFindInputSchema = inputObject({ query: textField('query', 200) });
export const playerFindSchema = z.array(playerSummarySchema);

export const subscriptionRowSchema = z.object({
  id: z.string(),
  provider: z.string(),
  tier: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const playerDetailSchema = z.object({
  player: playerSummarySchema,
  subscriptions: z.array(subscriptionRowSchema),
  progress: z.array(
    z.object({ charId: z.string(), charName: z.string(), score: z.number().int(), level: z.number().int() }),
  ),
  reportsBy: z.array(consoleReportSchema),
  reportsAbout: z.array(consoleReportSchema),
  log: z.array(moderationEntrySchema),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

const playerIdInput = { id: idField('id'), reason: reasonField };
export const playerIdInputSchema = inputObject({ id: idField('id') });
export const warnInputSchema = inputObject(playerIdInput);
export const suspendInputSchema = inputObject({ ...playerIdInput, days: daysField });
export const banInputSchema = inputObject(playerIdInput);
export const liftInputSchema = inputObject(playerIdInput);
export const grantTierInputSchema = inputObject({
  ...playerIdInput,
  tier: z.number().int().min(1).max(3),
  days: z.number().int().min(1).max(3650),
});
export const revokeTierInputSchema = inputObject({ ...playerIdInput, subscriptionId: idField('subscriptionId') });
export const resetProgressInputSchema = inputObject({ ...playerIdInput, charId: idField('charId') });
export const setRoleInputSchema = inputObject({
  ...playerIdInput,
  role: z.union([z.literal(ROLE.player), z.literal(ROLE.translator), z.literal(ROLE.moderator), z.literal(ROLE.admin)]),
});
export const okSchema = z.object({ ok: z.literal(true) });

// ---- Hub (list: moderator; write and close: admin) ----

export const consoleHubPostSchema = z.object({
  id: z.string(),
  description: z.string(),
  descriptionTrans: z.record(z.string(), z.string()),
  options: z.array(z.string()),
  tags: z.array(z.string()),
  critical: z.boolean(),
  createdAt: z.string(),
  endTimestamp: z.string(),
  closedAt: z.string().nullable(),
  /** Votes per option (score-weighted as the hub shows them) and the number of voters. */
  tally: z.array(z.number()),
  voters: z.number().int(),
});
export type ConsoleHubPost = z.infer<typeof consoleHubPostSchema>;
export const consoleHubListSchema = z.array(consoleHubPostSchema);

/** Tags a critical notice may carry to choose whom it is shown to (spec §4). */
export const HUB_NOTICE_TAGS = ['patreon', '!mainEmailVerified', '!subscribeStarEmail'] as const;

export const hubCreateInputSchema = inputObject({
  /** Markdown in the operator's language (English). */
  text: textField('text', 10_000),
  /** The text in other languages, by language code. */
  trans: z.record(z.string().max(5), z.string().max(10_000)).default({}),
  options: z.array(z.string().min(1).max(200)).max(10).default([]),
  /** Days until the vote ends (fractions allowed). */
  days: z.number().gt(0).max(3650),
  critical: z.boolean().default(false),
  tags: z.array(z.enum(HUB_NOTICE_TAGS)).default([]),
});
export type HubCreateInput = z.infer<typeof hubCreateInputSchema>;
export const hubCloseInputSchema = inputObject({ id: idField('id') });

// ---- Content (view: moderator; reload: admin) ----

export const contentViewSchema = z.object({
  pack: z.object({ name: z.string(), version: z.string(), hash: z.string(), loadedAt: z.string() }).nullable(),
  characters: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      age: z.number().int(),
      tier: z.number().int(),
      /** In the loaded pack (false: kept for players' history, hidden from lists). */
      inPack: z.boolean(),
      /** Languages the character's description, posts and scenarios are translated into. */
      languages: z.array(z.string()),
      /** Dialogue pools still generic placeholders: the model voices them when one is configured. */
      generic: z.array(z.string()),
    }),
  ),
  /** A language model is configured: it voices the generic pools. */
  modelConfigured: z.boolean(),
  /** What failed validation at the last load or reload, and why. */
  problems: z.array(z.object({ where: z.string(), message: z.string() })),
});
export type ContentView = z.infer<typeof contentViewSchema>;
export const contentReloadSchema = z.object({ ok: z.boolean(), message: z.string() });
