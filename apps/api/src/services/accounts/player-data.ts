import { playerDataExportSchema, type PlayerDataExport } from '@app/schema';
import type { Db } from '../../db/client.ts';

/** The document as JSON reads it: dates as ISO text, big integers as text. */
const plain = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));

/**
 * A player's right to their data (GDPR art. 15 and 20, CCPA): everything stored about them, in one
 * document. Secrets are named, never included: the password hash, the hashes of mail links and the
 * platforms' OAuth tokens are listed by kind and date only.
 */
export async function exportPlayerData(db: Db, userId: string, now: number): Promise<PlayerDataExport | null> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) return null;
  const where = { where: { userId } };
  const [
    progress,
    games,
    messages,
    follows,
    likes,
    votes,
    quota,
    modelTokens,
    subscriptions,
    reports,
    moderation,
    mailLinks,
    platforms,
    signups,
  ] = await Promise.all([
    db.playerCharacter.findMany({ ...where, orderBy: { charId: 'asc' } }),
    db.gameState.findMany({ ...where, orderBy: [{ charId: 'asc' }, { gameType: 'asc' }] }),
    db.message.findMany({ ...where, orderBy: { id: 'asc' } }),
    db.follow.findMany({ ...where, orderBy: { createdAt: 'asc' } }),
    db.postLike.findMany({ ...where, orderBy: { createdAt: 'asc' } }),
    db.hubVote.findMany({ ...where, orderBy: { createdAt: 'asc' } }),
    db.quotaUsage.findMany({ ...where, orderBy: { day: 'asc' } }),
    db.playerModelUsage.findMany({ ...where, orderBy: [{ day: 'asc' }, { charId: 'asc' }] }),
    db.subscription.findMany({ ...where, orderBy: { createdAt: 'asc' } }),
    db.report.findMany({ ...where, orderBy: { createdAt: 'asc' } }),
    db.moderationLog.findMany({ where: { targetUserId: userId }, orderBy: { createdAt: 'asc' } }),
    db.mailToken.findMany({ ...where, orderBy: { createdAt: 'asc' } }),
    db.providerToken.findMany({ ...where, orderBy: { provider: 'asc' } }),
    db.pendingSignup.findMany({ ...where, orderBy: { createdAt: 'asc' } }),
  ]);
  return playerDataExportSchema.parse(
    plain({
      exportedAt: new Date(now).toISOString(),
      account: {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        hasPassword: user.passwordHash !== null,
        role: user.role,
        language: user.language,
        subscribeStarEmail: user.subscribeStarEmail,
        subscribeStarLinked: user.subscribeStarId !== null,
        patreonLinked: user.patreonId !== null,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
        lastSeenAt: user.lastSeenAt,
        suspendedUntil: user.suspendedUntil,
        bannedAt: user.bannedAt,
      },
      consent: { termsOfService: user.tosConsent },
      tags: user.tags,
      progress: progress.map(({ userId: _, ...row }) => row),
      games: games.map(({ userId: _, ...row }) => row),
      messages: messages.map(({ userId: _, ...row }) => row),
      follows: follows.map(({ userId: _, ...row }) => row),
      likes: likes.map(({ userId: _, ...row }) => row),
      votes: votes.map(({ userId: _, ...row }) => row),
      customMessagesPerDay: quota.map(({ userId: _, ...row }) => row),
      modelTokensPerDay: modelTokens.map(({ userId: _, ...row }) => row),
      subscriptions: subscriptions.map(({ userId: _, ...row }) => row),
      reports: reports.map(({ userId: _, ...row }) => row),
      moderation: moderation.map((e) => ({
        action: e.action,
        reason: e.reason,
        detail: e.detail,
        createdAt: e.createdAt,
      })),
      mailLinks: mailLinks.map((t) => ({
        kind: t.kind,
        createdAt: t.createdAt,
        expiresAt: t.expiresAt,
        usedAt: t.usedAt,
      })),
      linkedPlatforms: platforms.map((t) => ({ provider: t.provider, expiresAt: t.expiresAt, updatedAt: t.updatedAt })),
      pendingSignups: signups.map((s) => ({ email: s.email, createdAt: s.createdAt, expiresAt: s.expiresAt })),
    }),
  );
}

/**
 * Erases a player at once (GDPR art. 17): the account row and, by the schema's cascades, their progress,
 * games, messages, follows, likes, votes, quota days, subscriptions, mail links and platform tokens; their
 * reports and sign-ups waiting for confirmation go in the same transaction. Every token they hold stops
 * working with the row (the token check reads it). What stays is documented in docs/privacy-data.md: the
 * payment providers' webhook records until their retention ends. The like counters of the posts they
 * liked go down by their likes.
 */
export async function deletePlayer(db: Db, userId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
    if (!user) return false;
    // The posts' like counters stop counting this player's likes (the likes themselves go by cascade).
    await tx.post.updateMany({ where: { likedBy: { some: { userId } } }, data: { likes: { decrement: 1 } } });
    await tx.report.deleteMany({ where: { userId } });
    await tx.pendingSignup.deleteMany({
      where: user.email ? { OR: [{ userId }, { email: user.email }] } : { userId },
    });
    await tx.user.delete({ where: { id: userId } });
    return true;
  });
}
