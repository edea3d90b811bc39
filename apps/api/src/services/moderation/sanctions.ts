import type { ModerationAction } from '@app/schema';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { AppServices } from '../../app-services.ts';
import { forbidden, notFound } from '../../errors.ts';
import { writeLog, type Actor } from './log.ts';

const DAY_MS = 86_400_000;

/** A console user: who they are (for the log) and their role (staff act only on players below them). */
export interface ConsoleActor extends Actor {
  role: number;
}

export type Sanction = { kind: 'warn' } | { kind: 'suspend'; days: number } | { kind: 'ban' } | { kind: 'lift' };

/** The player a console action names, read in its transaction; admin.playerNotFound for an unknown id. */
export async function targetPlayer(tx: Prisma.TransactionClient, id: string) {
  const user = await tx.user.findUnique({
    where: { id },
    select: { id: true, email: true, role: true, suspendedUntil: true, bannedAt: true },
  });
  if (!user) throw notFound('admin.playerNotFound');
  return user;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Warns, suspends, bans or lifts both, with its log row, inside the caller's transaction. A warning
 * changes no row: the player reads it from the log (me.warning). A ban also bumps the token version, so
 * every token the player holds answers 401 at once. Staff cannot sanction staff of their own rank or
 * above (a moderator cannot lock out an admin); lifting is open to every moderator.
 */
export async function applySanction(
  tx: Prisma.TransactionClient,
  actor: ConsoleActor,
  playerId: string,
  sanction: Sanction,
  entry: { reason: string; reportId?: string | null },
  now: number,
): Promise<void> {
  const target = await targetPlayer(tx, playerId);
  if (sanction.kind !== 'lift' && target.role >= actor.role) throw forbidden('auth.notAllowed');
  let detail: Prisma.InputJsonObject = {};
  if (sanction.kind === 'suspend') {
    const until = new Date(now + Math.round(sanction.days * DAY_MS));
    await tx.user.update({ where: { id: target.id }, data: { suspendedUntil: until } });
    detail = { days: sanction.days, until: until.toISOString() };
  } else if (sanction.kind === 'ban') {
    await tx.user.update({
      where: { id: target.id },
      data: { bannedAt: new Date(now), tokenVersion: { increment: 1 } },
    });
  } else if (sanction.kind === 'lift') {
    await tx.user.update({ where: { id: target.id }, data: { suspendedUntil: null, bannedAt: null } });
    detail = { suspendedUntil: iso(target.suspendedUntil), bannedAt: iso(target.bannedAt) };
  }
  const action: ModerationAction = `player.${sanction.kind}`;
  await writeLog(
    tx,
    actor,
    { action, targetUserId: target.id, reportId: entry.reportId, reason: entry.reason, detail },
    now,
  );
}

/**
 * Tells this process's caches at once that a player's account or subscriptions changed (the database's
 * notification follows for the other processes): the next permission check reads the new row.
 */
export function announcePlayerChange(app: AppServices, playerId: string): void {
  app.cache.changes.changed('User', playerId);
  app.cache.changes.changed('Subscription', playerId);
  app.cache.changes.changed('PlayerCharacter', playerId);
}
