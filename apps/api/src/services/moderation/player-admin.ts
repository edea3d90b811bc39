import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { restartWithin } from '../accounts/restart.ts';
import { liveTier } from '../players.ts';
import { writeLog, type Actor } from './log.ts';
import { targetPlayer } from './sanctions.ts';

const DAY_MS = 86_400_000;

/**
 * Admins' changes to a player (tiers, progress, role), each with its log row in one transaction. The
 * command line (`pnpm admin grant-tier` / `set-role`) calls the same functions as the `cli` actor.
 */

/** A `manual` subscription: the player holds `tier` for `days` days from now. */
export async function grantTier(
  db: Db,
  actor: Actor,
  input: { id: string; tier: number; days: number; reason: string },
  now: number,
): Promise<{ expiresAt: Date }> {
  const expiresAt = new Date(now + input.days * DAY_MS);
  await db.$transaction(async (tx) => {
    await targetPlayer(tx, input.id);
    const subscriptionId = randomUUID();
    await tx.subscription.create({
      data: {
        id: subscriptionId,
        userId: input.id,
        provider: 'manual',
        externalId: `manual-${randomUUID()}`,
        tier: input.tier,
        expiresAt,
        createdAt: new Date(now),
      },
    });
    const detail = { tier: input.tier, days: input.days, expiresAt: expiresAt.toISOString(), subscriptionId };
    await writeLog(
      tx,
      actor,
      { action: 'player.grantTier', targetUserId: input.id, reason: input.reason, detail },
      now,
    );
  });
  return { expiresAt };
}

/** Ends one of the player's subscriptions now (status `revoked`): the tier it gave drops at once. */
export async function revokeTier(
  db: Db,
  actor: Actor,
  input: { id: string; subscriptionId: string; reason: string },
  now: number,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await targetPlayer(tx, input.id);
    const sub = await tx.subscription.findFirst({ where: { id: input.subscriptionId, userId: input.id } });
    if (!sub) throw notFound('admin.subscriptionNotFound');
    const expiresAt = new Date(Math.min(now, sub.expiresAt.getTime()));
    await tx.subscription.update({ where: { id: sub.id }, data: { status: 'revoked', expiresAt } });
    const detail = {
      subscriptionId: sub.id,
      provider: sub.provider,
      tier: sub.tier,
      status: sub.status,
      expiresAt: sub.expiresAt.toISOString(),
    };
    await writeLog(
      tx,
      actor,
      { action: 'player.revokeTier', targetUserId: input.id, reason: input.reason, detail },
      now,
    );
  });
}

/** Restarts the player's progress with one character, as their own restart does (services/accounts/restart.ts). */
export async function resetProgress(
  db: Db,
  actor: Actor,
  input: { id: string; charId: string; reason: string },
  now: number,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await targetPlayer(tx, input.id);
    const character = await tx.character.findUnique({ where: { id: input.charId }, select: { id: true } });
    if (!character) throw notFound('character.notFound');
    const progress = await tx.playerCharacter.findUnique({
      where: { userId_charId: { userId: input.id, charId: input.charId } },
      select: { score: true },
    });
    const subscriptions = await tx.subscription.findMany({
      where: { userId: input.id },
      select: { tier: true, expiresAt: true, status: true },
    });
    // The player's own tier: God Mode's restart also lifts a running block, as theirs would.
    await restartWithin(tx, input.id, { charId: input.charId, tier: liveTier(subscriptions, now), now });
    const detail = { charId: input.charId, score: progress?.score ?? 0 };
    await writeLog(
      tx,
      actor,
      { action: 'player.resetProgress', targetUserId: input.id, reason: input.reason, detail },
      now,
    );
  });
}

/** Sets the player's role (0 player, 10 translator, 50 moderator, 100 admin); it applies at their next call. */
export async function setRole(
  db: Db,
  actor: Actor,
  input: { id: string; role: number; reason: string },
  now: number,
): Promise<{ from: number }> {
  if (actor.id === input.id) throw forbidden('admin.ownRole');
  return db.$transaction(async (tx: Prisma.TransactionClient) => {
    const target = await targetPlayer(tx, input.id);
    await tx.user.update({ where: { id: target.id }, data: { role: input.role } });
    const detail = { role: input.role, from: target.role };
    await writeLog(tx, actor, { action: 'player.setRole', targetUserId: target.id, reason: input.reason, detail }, now);
    return { from: target.role };
  });
}
