import type { Db } from '../../db/client.ts';
import type { Player } from '../players.ts';
import { forbidden } from '../../errors.ts';

/**
 * What a suspended player may still change: signing in and out, paying, consent, preferences,
 * acknowledging the warning and deleting the account. Every other mutation waits for the end.
 */
const OPEN_WHILE_SUSPENDED = new Set([
  'user.ackWarning',
  'user.deleteAccount',
  'user.setTosConsent',
  'user.setTag',
  'user.setTags',
]);

/** Checked by the procedure itself, on its input: message.send opening a chat is a read (the history). */
const CHECKED_BY_PROCEDURE = new Set(['message.send']);

export function mayChangeWhileSuspended(path: string): boolean {
  return (
    path.startsWith('auth.') ||
    path.startsWith('payments.') ||
    OPEN_WHILE_SUSPENDED.has(path) ||
    CHECKED_BY_PROCEDURE.has(path)
  );
}

/** The end of the player's suspension as ISO text while it lasts, else null. */
export function suspendedUntil(player: Pick<Player, 'suspendedUntil'>, now: number): string | null {
  return player.suspendedUntil !== null && player.suspendedUntil > now
    ? new Date(player.suspendedUntil).toISOString()
    : null;
}

/**
 * The refusal of a call by a player the moderators closed or suspended: a banned account is refused
 * everything; a suspended one every mutation but those above (queries keep working).
 */
export function assertInGoodStanding(player: Player, call: { type: string; path: string }, now: number): void {
  if (player.bannedAt !== null) throw forbidden('account.banned');
  if (call.type !== 'mutation' || mayChangeWhileSuspended(call.path)) return;
  const until = suspendedUntil(player, now);
  if (until) throw forbidden('account.suspended', { until });
}

/**
 * A chat turn by a suspended player: opening the chat (no message, no choice) shows the history and is
 * allowed, as every read is; a message or a choice waits for the end of the suspension.
 */
export function assertMayTakeTurn(player: Player, turn: { message: string; choices: unknown[] }, now: number): void {
  if (turn.message.trim() === '' && turn.choices.length === 0) return;
  const until = suspendedUntil(player, now);
  if (until) throw forbidden('account.suspended', { until });
}

/** The moderators' latest warning the player has not acknowledged yet (me.warning). */
export async function pendingWarning(
  db: Db,
  userId: string,
  seenAt: Date | null,
): Promise<{ text: string; at: string } | null> {
  const entry = await db.moderationLog.findFirst({
    where: { targetUserId: userId, action: 'player.warn', ...(seenAt ? { createdAt: { gt: seenAt } } : {}) },
    orderBy: { createdAt: 'desc' },
    select: { reason: true, createdAt: true },
  });
  return entry ? { text: entry.reason, at: entry.createdAt.toISOString() } : null;
}

/** The player has read the warning: it leaves me.warning (a later one shows again). */
export async function acknowledgeWarning(db: Db, userId: string, now: number): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { warningSeenAt: new Date(now) } });
}
