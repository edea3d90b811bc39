import type { Me } from '@app/schema';

/** Spec §4: a subscription is active only if its tier is set and its expiry is in the future. */
export function subscriptionActive(tier: number | null, expires: string | null, now = Date.now()): boolean {
  if (!tier || !expires) return false;
  const end = Date.parse(expires);
  return Number.isFinite(end) && end > now;
}

export type SubscriptionFields = Pick<
  Me,
  'ccbillTier' | 'ccbillExp' | 'patreonTier' | 'patreonExp' | 'subscribeStarTier' | 'subscribeStarExp'
>;
