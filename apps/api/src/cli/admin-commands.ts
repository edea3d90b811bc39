import { randomBytes } from 'node:crypto';
import { findMinorCodedWording } from '@app/content';
import { LANGUAGES, ROLE } from '@app/schema';
import type { Db } from '../db/client.ts';
import { CommandError } from './command-error.ts';
import { CLI_ACTOR } from '../services/moderation/log.ts';
import * as moderation from '../services/moderation/player-admin.ts';
import { dismissReport } from '../services/moderation/resolve-report.ts';

export { CommandError, type CommandResult } from './command-error.ts';

const DAY_MS = 86_400_000;

async function findUser(db: Db, idOrEmail: string) {
  const user = await db.user.findFirst({
    where: { OR: [{ id: idOrEmail }, { email: idOrEmail.toLowerCase() }] },
    select: { id: true, email: true },
  });
  if (!user) throw new CommandError(`No user with id or e-mail "${idOrEmail}"`);
  return user;
}

function integer(value: string | undefined, name: string, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min || n > max)
    throw new CommandError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** A `manual` subscription: the player holds `tier` for `days` days from now (logged as the `cli` actor). */
export async function grantTier(
  db: Db,
  now: number,
  idOrEmail: string,
  tierText: string | undefined,
  daysText: string | undefined,
): Promise<string> {
  const user = await findUser(db, idOrEmail);
  const tier = integer(tierText, 'tier', 1, 3);
  const days = integer(daysText, 'days', 1, 3650);
  const { expiresAt } = await moderation.grantTier(
    db,
    CLI_ACTOR,
    { id: user.id, tier, days, reason: 'granted from the command line' },
    now,
  );
  return `Granted tier ${tier} to ${user.email ?? user.id} until ${expiresAt.toISOString()}`;
}

/** Roles: 0 player, 10 translator, 50 moderator, 100 admin (read from the database on every call, so it applies at once). */
export async function setRole(db: Db, idOrEmail: string, roleText: string | undefined, now: number): Promise<string> {
  const user = await findUser(db, idOrEmail);
  const role = integer(roleText, 'role', 0, ROLE.admin);
  await moderation.setRole(db, CLI_ACTOR, { id: user.id, role, reason: 'set from the command line' }, now);
  return `Role of ${user.email ?? user.id} is now ${role}`;
}

/** Tags a critical notice may carry to choose whom it is shown to (spec §4). */
export const HUB_TAGS = ['patreon', '!mainEmailVerified', '!subscribeStarEmail'] as const;

export interface HubCreateArgs {
  text: string;
  options: string[];
  /** Days until the vote ends (fractions allowed). */
  days: number;
  critical: boolean;
  tags?: string[];
  /** The text in other languages, by language code. */
  trans?: Record<string, string>;
}

function checkHubArgs(args: HubCreateArgs): void {
  if (args.text.trim() === '') throw new CommandError('--text is required');
  if (!Number.isFinite(args.days) || args.days <= 0 || args.days > 3650)
    throw new CommandError('--days must be a number of days above 0 (at most 3650)');
  if (!args.critical && args.options.length < 2)
    throw new CommandError('--options needs at least two options, comma-separated');
  for (const tag of args.tags ?? [])
    if (!(HUB_TAGS as readonly string[]).includes(tag))
      throw new CommandError(`Unknown tag "${tag}": use ${HUB_TAGS.join(', ')}`);
  for (const language of Object.keys(args.trans ?? {}))
    if (language === 'en' || !(LANGUAGES as readonly string[]).includes(language))
      throw new CommandError(
        `--trans: "${language}" is not a translation language (${LANGUAGES.filter((l) => l !== 'en').join(', ')})`,
      );
  const texts: [string, string][] = [
    ['--text', args.text],
    ...args.options.map((o, i): [string, string] => [`--options[${i}]`, o]),
    ...Object.entries(args.trans ?? {}).map(([l, t]): [string, string] => [`--trans ${l}`, t]),
  ];
  for (const [field, text] of texts) {
    const word = findMinorCodedWording(text);
    if (word) throw new CommandError(`${field}: Minor-coded wording is not allowed ("${word}")`);
  }
}

export async function hubCreate(db: Db, now: number, args: HubCreateArgs): Promise<{ id: string; output: string }> {
  checkHubArgs(args);
  const id = `hub-${randomBytes(5).toString('hex')}`;
  const end = new Date(now + Math.round(args.days * DAY_MS));
  await db.hubPost.create({
    data: {
      id,
      description: args.text,
      descriptionTrans: args.trans ?? {},
      options: args.options,
      tags: args.tags ?? [],
      critical: args.critical,
      createdAt: new Date(now),
      endTimestamp: end,
    },
  });
  const extras = [
    ...(args.tags?.length ? [`tags ${args.tags.join(', ')}`] : []),
    ...(args.trans && Object.keys(args.trans).length ? [`translations ${Object.keys(args.trans).join(', ')}`] : []),
  ];
  return {
    id,
    output: `Created ${args.critical ? 'critical ' : ''}hub post ${id}, voting until ${end.toISOString()}${extras.length ? ` (${extras.join('; ')})` : ''}`,
  };
}

/** Ends the vote now (the post stays, shown as ended; a critical notice stops showing). */
export async function hubClose(db: Db, now: number, id: string): Promise<string> {
  const post = await db.hubPost.findUnique({ where: { id }, select: { endTimestamp: true } });
  if (!post) throw new CommandError(`No hub post "${id}"`);
  const end = new Date(Math.min(post.endTimestamp.getTime(), now));
  await db.hubPost.update({ where: { id }, data: { closedAt: new Date(now), endTimestamp: end } });
  return `Closed hub post ${id}`;
}

/** A player's report: what was reported and why, and the reported line or post (see services/moderation). */
function reportedItem(context: unknown): string[] {
  const c = (context ?? {}) as {
    target?: string;
    reason?: string;
    item?: { reported?: { response?: string }; excerpt?: string; hubPostId?: string };
  };
  if (!c.target) return [];
  const what = c.item?.reported?.response ?? c.item?.excerpt;
  return [`${c.target}/${c.reason ?? '?'}`, ...(what ? [JSON.stringify(what.slice(0, 120))] : [])];
}

export async function listReports(db: Db, all: boolean): Promise<string> {
  const reports = await db.report.findMany({
    where: all ? {} : { status: 'open' },
    orderBy: { createdAt: 'desc' },
    take: 200,
  });
  if (reports.length === 0) return all ? 'No reports' : 'No open reports';
  return reports
    .map((r) =>
      [
        r.id,
        r.status,
        r.createdAt.toISOString(),
        r.kind,
        r.userId ?? '-',
        r.charId ?? '-',
        JSON.stringify(r.text.slice(0, 120)),
        ...reportedItem(r.context),
      ].join('  '),
    )
    .join('\n');
}

export async function resolveReport(db: Db, now: number, id: string): Promise<string> {
  const report = await db.report.findUnique({ where: { id }, select: { status: true } });
  if (!report) throw new CommandError(`No report "${id}"`);
  if (report.status === 'resolved') return `Report ${id} was already resolved`;
  await dismissReport(db, CLI_ACTOR, id, now);
  return `Resolved report ${id}`;
}
