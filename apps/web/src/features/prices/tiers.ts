import type { TFunction } from 'i18next';
import { TIER_PRICES, VOTE_POWER } from '@app/game-engine';

export interface TierCard {
  tier: 1 | 2 | 3;
  name: (t: TFunction) => string;
  price: number;
  votingPower: number;
  /** Written as t('...') calls so the string extractor finds every perk. */
  perks: (t: TFunction) => string[];
}

/** Spec §6 and §9: the three paid tiers, their monthly price and perks. */
export const TIER_CARDS: readonly TierCard[] = [
  {
    tier: 1,
    name: (t) => t('Basic'),
    price: TIER_PRICES[1],
    votingPower: VOTE_POWER[1],
    perks: (t) => [t('Exclusive characters'), t('Fresh, uncached chats'), t('5 custom messages per day')],
  },
  {
    tier: 2,
    name: (t) => t('VIP'),
    price: TIER_PRICES[2],
    votingPower: VOTE_POWER[2],
    perks: (t) => [t('Exclusive characters'), t('Fresh, uncached chats'), t('25 custom messages per day'), t('5 poses per turn in intimate scenes')],
  },
  {
    tier: 3,
    name: (t) => t('God Mode'),
    price: TIER_PRICES[3],
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

/** Card payment link (spec §7). */
export function cardPaymentUrl(tier: number, userId: string): string {
  return `/card-payment/${tier}?userId=${encodeURIComponent(userId)}`;
}
