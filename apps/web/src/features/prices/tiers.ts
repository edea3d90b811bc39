import type { TFunction } from 'i18next';
import { VOTE_POWER } from '@app/game-engine';

export interface TierCard {
  tier: 1 | 2 | 3;
  name: (t: TFunction) => string;
  votingPower: number;
  /** Written as t('...') calls so the string extractor finds every perk. */
  perks: (t: TFunction) => string[];
}

/** Spec §6: the three paid tiers and their perks (their monthly prices come from the server's configuration). */
export const TIER_CARDS: readonly TierCard[] = [
  {
    tier: 1,
    name: (t) => t('Basic'),
    votingPower: VOTE_POWER[1],
    perks: (t) => [t('Exclusive characters'), t('Fresh, uncached chats'), t('5 custom messages per day')],
  },
  {
    tier: 2,
    name: (t) => t('VIP'),
    votingPower: VOTE_POWER[2],
    perks: (t) => [t('Exclusive characters'), t('Fresh, uncached chats'), t('25 custom messages per day'), t('5 poses per turn in intimate scenes')],
  },
  {
    tier: 3,
    name: (t) => t('God Mode'),
    votingPower: VOTE_POWER[3],
    perks: (t) => [
      t('Exclusive characters'),
      t('Unlimited custom messages'),
      t('Start an intimate scene at will'),
      t('Control over the end of a scene'),
      t('Message characters who blocked you'),
    ],
  },
];

/** A tier's monthly price from the site configuration: "$8" or "$9.50"; null while unknown. */
export function priceLabel(prices: readonly { tier: number; usd: number }[] | undefined, tier: number): string | null {
  const usd = prices?.find((p) => p.tier === tier)?.usd;
  if (usd === undefined) return null;
  return Number.isInteger(usd) ? `$${usd}` : `$${usd.toFixed(2)}`;
}
