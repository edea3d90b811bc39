import { HUB_NOTICE_TAGS, LANGUAGES, ROLE } from '@app/schema';
import type { Db } from '../db/client.ts';
import { CLI_ACTOR } from '../services/moderation/log.ts';
import {
  closeHubPost,
  createHubPost,
  HubPostRefused,
  type HubPostDraft,
  type HubPostProblem,
} from '../services/social/hub-admin.ts';
import { CommandError } from './command-error.ts';
import * as moderation from '../services/moderation/player-admin.ts';
import { dismissReport } from '../services/moderation/resolve-report.ts';

export { CommandError, type CommandResult } from './command-error.ts';

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
export const HUB_TAGS = HUB_NOTICE_TAGS;

export type HubCreateArgs = HubPostDraft;

/** The command line's words for a refused hub post (its flags). */
function hubProblemText(problem: HubPostProblem): string {
  switch (problem.kind) {
    case 'text':
      return '--text is required';
    case 'days':
      return '--days must be a number of days above 0 (at most 3650)';
    case 'options':
      return '--options needs at least two options, comma-separated';
    case 'tag':
      return `Unknown tag "${problem.tag}": use ${HUB_TAGS.join(', ')}`;
    case 'language':
      return `--trans: "${problem.language}" is not a translation language (${LANGUAGES.filter((l) => l !== 'en').join(', ')})`;
    case 'wording': {
      const { part } = problem;
      const field =
        part.of === 'text' ? '--text' : part.of === 'option' ? `--options[${part.index}]` : `--trans ${part.language}`;
      return `${field}: Minor-coded wording is not allowed ("${problem.word}")`;
    }
  }
}

export async function hubCreate(db: Db, now: number, args: HubCreateArgs): Promise<{ id: string; output: string }> {
  let created;
  try {
    created = await createHubPost(db, now, CLI_ACTOR, args);
  } catch (error) {
    if (error instanceof HubPostRefused) throw new CommandError(hubProblemText(error.problem));
    throw error;
  }
  const { id, end } = created;
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
  if (!(await closeHubPost(db, now, CLI_ACTOR, id))) throw new CommandError(`No hub post "${id}"`);
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
