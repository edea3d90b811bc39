import type {
  ConsoleReport,
  ModerationAction,
  ModerationEntry,
  PlayerDetail,
  PlayerSummary,
  ReportResolution,
} from '@app/schema';
import { mockRefusal } from '../trpc.ts';
import { seedModeration, type MockPlayerRecord, type ModerationState } from './moderation-seed.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Page sizes of the mocks' queue and log (small, so "Load more" shows with the seed). */
export const REPORT_PAGE = 5;
export const LOG_PAGE = 8;

/** Who acts in the console: the request's player as the log records them. */
export interface MockActor {
  id: string;
  email: string | null;
}

let state: ModerationState = seedModeration();
let sequence = 0;

/** Every test (and a reload of the mock app) starts from the seed. */
export function resetModerationMock(): void {
  state = seedModeration();
  sequence = 0;
}

const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`;
const iso = (time: number) => new Date(time).toISOString();

function record(id: string): MockPlayerRecord {
  const found = state.players.get(id);
  if (!found) throw mockRefusal('admin.playerNotFound', undefined, 'NOT_FOUND');
  return found;
}

function writeLog(actor: MockActor, action: ModerationAction, entry: Partial<ModerationEntry> = {}): void {
  state.log.unshift({
    id: nextId('log'),
    at: iso(Date.now()),
    actor,
    action,
    targetUserId: null,
    reportId: null,
    reason: '',
    detail: {},
    ...entry,
  });
}

/** A page of a newest-first list: the entries before `before`, and the time to ask the next page with. */
function page<T>(rows: T[], timeOf: (row: T) => string, size: number, before?: string) {
  const older = before ? rows.filter((r) => timeOf(r) < before) : rows;
  const shown = older.slice(0, size);
  return { shown, next: older.length > size ? timeOf(shown.at(-1)!) : null };
}

export function listReports(status: 'open' | 'resolved' | 'all', before?: string) {
  const rows = state.reports.filter((r) => status === 'all' || r.status === status);
  const { shown, next } = page(rows, (r) => r.createdAt, REPORT_PAGE, before);
  return { reports: structuredClone(shown), next };
}

export function listLog(playerId?: string, before?: string) {
  const rows = playerId ? state.log.filter((e) => e.targetUserId === playerId) : state.log;
  const { shown, next } = page(rows, (e) => e.at, LOG_PAGE, before);
  return { entries: structuredClone(shown), next };
}

/** By exact id, by e-mail (contains, any case) or by name (contains, any case); at most 20. */
export function findPlayers(query: string): PlayerSummary[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const exact = state.players.get(query.trim());
  if (exact) return [structuredClone(exact.summary)];
  return [...state.players.values()]
    .map((r) => r.summary)
    .filter((p) => p.email?.toLowerCase().includes(q) || p.name?.toLowerCase().includes(q) || p.id.startsWith(q))
    .slice(0, 20)
    .map((p) => structuredClone(p));
}

export function playerDetail(id: string): PlayerDetail {
  const r = record(id);
  return structuredClone({
    player: r.summary,
    subscriptions: [...r.subscriptions].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    progress: r.progress,
    reportsBy: state.reports.filter((rep) => rep.reporter?.id === id),
    reportsAbout: state.reports.filter((rep) => rep.playerId === id),
    log: state.log.filter((e) => e.targetUserId === id),
  });
}

/** The player's tier: the highest of their live subscriptions. */
function retier(r: MockPlayerRecord, now: number): void {
  const live = r.subscriptions.filter((s) => s.status !== 'revoked' && Date.parse(s.expiresAt) > now);
  r.summary.tier = Math.max(0, ...live.map((s) => s.tier));
}

interface Act {
  actor: MockActor;
  reason: string;
  reportId?: string | null;
}

export function warnPlayer(id: string, { actor, reason, reportId = null }: Act): void {
  const r = record(id);
  r.warning = { text: reason, at: iso(Date.now()) };
  writeLog(actor, 'player.warn', { targetUserId: id, reportId, reason });
}

export function suspendPlayer(id: string, days: number, { actor, reason, reportId = null }: Act): void {
  const r = record(id);
  const until = iso(Date.now() + days * DAY);
  r.summary.suspendedUntil = until;
  writeLog(actor, 'player.suspend', { targetUserId: id, reportId, reason, detail: { days, until } });
}

export function banPlayer(id: string, { actor, reason, reportId = null }: Act): void {
  const r = record(id);
  r.summary.bannedAt = iso(Date.now());
  writeLog(actor, 'player.ban', { targetUserId: id, reportId, reason });
}

export function liftPlayer(id: string, { actor, reason }: Act): void {
  const r = record(id);
  r.summary.suspendedUntil = null;
  r.summary.bannedAt = null;
  writeLog(actor, 'player.lift', { targetUserId: id, reason });
}

export function grantTier(id: string, tier: number, days: number, { actor, reason }: Act): void {
  const r = record(id);
  const now = Date.now();
  const expiresAt = iso(now + days * DAY);
  r.subscriptions.push({
    id: nextId('sub'),
    provider: 'manual',
    tier,
    status: 'active',
    createdAt: iso(now),
    expiresAt,
  });
  retier(r, now);
  writeLog(actor, 'player.grantTier', { targetUserId: id, reason, detail: { tier, days, expiresAt } });
}

export function revokeTier(id: string, subscriptionId: string, { actor, reason }: Act): void {
  const r = record(id);
  const subscription = r.subscriptions.find((s) => s.id === subscriptionId);
  if (!subscription) throw mockRefusal('admin.subscriptionNotFound', undefined, 'NOT_FOUND');
  const now = Date.now();
  subscription.status = 'revoked';
  subscription.expiresAt = iso(now);
  retier(r, now);
  writeLog(actor, 'player.revokeTier', {
    targetUserId: id,
    reason,
    detail: { subscriptionId, tier: subscription.tier },
  });
}

export function resetProgress(id: string, charId: string, { actor, reason }: Act): void {
  const r = record(id);
  r.progress = r.progress.filter((p) => p.charId !== charId);
  writeLog(actor, 'player.resetProgress', { targetUserId: id, reason, detail: { charId } });
}

export function setRole(id: string, role: number, { actor, reason }: Act): void {
  if (id === actor.id) throw mockRefusal('admin.ownRole', undefined, 'FORBIDDEN');
  const r = record(id);
  const from = r.summary.role;
  r.summary.role = role;
  writeLog(actor, 'player.setRole', { targetUserId: id, reason, detail: { role, from } });
}

/** Resolving a report: checked as the server checks it, then the action, the report closed, one log entry. */
export function resolveReport(
  input: { id: string; action: ReportResolution; days?: number; reason: string },
  actor: MockActor,
): void {
  const report = state.reports.find((r) => r.id === input.id);
  if (!report) throw mockRefusal('admin.reportNotFound', undefined, 'NOT_FOUND');
  if (report.status === 'resolved') throw mockRefusal('admin.reportClosed', undefined, 'CONFLICT');
  const { action, reason } = input;
  if (action === 'hide' && !report.item.reported) throw mockRefusal('admin.hideNeedsMessage', 'validation');
  if ((action === 'warn' || action === 'suspend' || action === 'ban') && !report.playerId)
    throw mockRefusal('admin.noPlayer', 'validation');
  if (action === 'suspend' && input.days === undefined) throw mockRefusal('admin.suspendDays', 'validation');
  const act = { actor, reason, reportId: report.id };
  const player = report.playerId!;
  if (action === 'warn') warnPlayer(player, act);
  else if (action === 'suspend') suspendPlayer(player, input.days!, act);
  else if (action === 'ban') banPlayer(player, act);
  else {
    if (action === 'hide') report.item.hidden = true;
    writeLog(actor, action === 'hide' ? 'report.hide' : 'report.dismiss', {
      targetUserId: report.playerId,
      reportId: report.id,
      reason,
    });
  }
  Object.assign(report, {
    status: 'resolved',
    resolvedAt: iso(Date.now()),
    resolvedBy: actor.email ?? actor.id,
    resolution: action,
  } satisfies Partial<ConsoleReport>);
}

/** What auth.me tells a player of the moderators' decisions: a suspension still running, an unread warning. */
export function moderationOf(playerId: string): {
  suspendedUntil: string | null;
  warning: { text: string; at: string } | null;
} {
  const r = state.players.get(playerId);
  const until = r?.summary.suspendedUntil ?? null;
  return {
    suspendedUntil: until && Date.parse(until) > Date.now() ? until : null,
    warning: r?.warning ? { ...r.warning } : null,
  };
}

/** user.ackWarning: the player has read the warning. */
export function acknowledgeWarning(playerId: string): void {
  const r = state.players.get(playerId);
  if (r) r.warning = null;
}

/** The staff's e-mail as the log records it (null for a player the mocks do not know). */
export const emailOf = (id: string): string | null => state.players.get(id)?.summary.email ?? null;
