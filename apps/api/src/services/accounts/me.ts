import { customMessagesLeft } from '@app/game-engine';
import type { Me } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import type { RequestInfo } from '../../request.ts';
import type { TokenCheck } from '../tokens.ts';
import { locationRefuses } from '../geo.ts';
import { paymentMethods } from '../../payments/availability.ts';
import { loadPlayer } from '../players.ts';
import { utcDay } from '../../db/raw.ts';
import { currentPlayer } from './current-player.ts';
import { createAnonymousPlayer } from './anonymous.ts';
import { claimsOf } from './issue-token.ts';
import { pendingWarning, suspendedUntil } from '../moderation/standing.ts';

interface ShownSubscription {
  tier: number;
  expiresAt: Date;
  externalId: string;
}

/**
 * The current profile. Without a valid token (none, expired, forged, revoked) a new anonymous
 * player is created; the answer always carries a fresh token that reflects the database.
 */
export async function buildMe(app: AppServices, req: RequestInfo, token: TokenCheck): Promise<Me> {
  const now = app.now();
  const prisma = app.db.prisma;
  let player = await currentPlayer(app, token);
  if (!player) {
    const id = await createAnonymousPlayer(app, req);
    player = await loadPlayer(prisma, id, now);
    if (!player) throw new Error('anonymous player vanished');
  }
  const user = await prisma.user.update({
    where: { id: player.id },
    data: { lastSeenAt: new Date(now) },
    select: {
      subscribeStarEmail: true,
      warningSeenAt: true,
      subscriptions: {
        where: { status: { not: 'revoked' } },
        orderBy: { expiresAt: 'desc' },
        select: { provider: true, tier: true, expiresAt: true, externalId: true },
      },
      quotas: { where: { day: utcDay(now) }, select: { count: true } },
    },
  });
  // The latest subscription per provider; the page shows it as active only while its expiry is in the future.
  const latest = new Map<string, ShownSubscription>();
  for (const s of user.subscriptions) if (!latest.has(s.provider)) latest.set(s.provider, s);
  const card = latest.get('card');
  const patreon = latest.get('patreon');
  const star = latest.get('subscribestar');
  const { config } = app;
  const warning = await pendingWarning(prisma, player.id, user.warningSeenAt);
  const methods = paymentMethods(config);
  return {
    _id: player.id,
    email: player.email,
    mainEmail: player.email,
    mainEmailVerified: player.emailVerified,
    subscribeStarEmail: user.subscribeStarEmail,
    token: await app.tokens.sign(claimsOf(player)),
    requireLogin: locationRefuses(config, req, player),
    loggedIn: player.loggedIn,
    tier: player.tier,
    role: player.role,
    tags: player.tags,
    tosConsent: player.tosConsent,
    ccbillAvailable: methods.card,
    subscribeStarAvailable: methods.subscribeStar,
    ccbillTier: card?.tier ?? null,
    ccbillExp: card?.expiresAt.toISOString() ?? null,
    subscriptionId: card?.externalId ?? null,
    patreonTier: patreon?.tier ?? null,
    patreonExp: patreon?.expiresAt.toISOString() ?? null,
    subscribeStarTier: star?.tier ?? null,
    subscribeStarExp: star?.expiresAt.toISOString() ?? null,
    customMessagesLeft: customMessagesLeft(player.tier, user.quotas[0]?.count ?? 0),
    suspendedUntil: suspendedUntil(player, now),
    warning,
  };
}
