import type { Tags, Tier } from '@app/schema';
import type { Db } from '../db/client.ts';

/** The player as every permission check sees it: read from the database, never from the token. */
export interface Player {
  id: string;
  email: string | null;
  emailVerified: boolean;
  loggedIn: boolean;
  role: number;
  tier: Tier;
  tags: Tags;
  language: string;
  tosConsent: boolean;
  tokenVersion: number;
}

export interface LiveSubscription {
  tier: number;
  expiresAt: Date;
  status: string;
}

/** Tier = the highest tier among subscriptions whose expiry is in the future (revoked ones excluded). */
export function liveTier(subscriptions: LiveSubscription[], now: number): Tier {
  let tier = 0;
  for (const s of subscriptions) {
    if (s.status !== 'revoked' && s.expiresAt.getTime() > now && s.tier > tier) tier = s.tier;
  }
  return Math.min(tier, 3) as Tier;
}

export async function loadPlayer(db: Db, userId: string, now: number): Promise<Player | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    include: { subscriptions: { where: { expiresAt: { gt: new Date(now) } }, select: { tier: true, expiresAt: true, status: true } } },
  });
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    loggedIn: user.passwordHash !== null || user.patreonId !== null || user.subscribeStarId !== null,
    role: user.role,
    tier: liveTier(user.subscriptions, now),
    tags: (user.tags ?? {}) as Tags,
    language: user.language,
    tosConsent: user.tosConsent,
    tokenVersion: user.tokenVersion,
  };
}
