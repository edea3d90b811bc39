import { VOTE_POWER, type Tier } from '@app/schema';

export { VOTE_POWER };

/** Custom (FreeStyle) messages a day by tier: 0/5/25/unlimited (spec §6). */
export const CUSTOM_MESSAGES_PER_DAY = [0, 5, 25, Number.POSITIVE_INFINITY] as const;
/** Monthly prices in US dollars for tiers 1..3 (spec §9). */
export const TIER_PRICES: Readonly<Record<1 | 2 | 3, number>> = { 1: 5, 2: 8, 3: 14 };
/** Scene cooldown ("away") in minutes by tier: shorter for higher tiers. */
export const SCENE_COOLDOWN_MINUTES = [60, 30, 15, 5] as const;

export function asTier(tier: number): Tier {
  return Math.min(3, Math.max(0, Math.floor(tier))) as Tier;
}

export function votePower(tier: number): number {
  return VOTE_POWER[asTier(tier)];
}

export function customMessagesPerDay(tier: number): number {
  return CUSTOM_MESSAGES_PER_DAY[asTier(tier)];
}

/** True when a player has used up today's custom messages (the server counts per UTC day). */
export function quotaExceeded(tier: number, usedToday: number): boolean {
  return usedToday >= customMessagesPerDay(tier);
}

/** Custom messages left today; null means unlimited. */
export function customMessagesLeft(tier: number, usedToday: number): number | null {
  const limit = customMessagesPerDay(tier);
  return Number.isFinite(limit) ? Math.max(0, limit - usedToday) : null;
}

/** FreeStyle mode is for tier holders. */
export function canUseFreestyle(tier: number): boolean {
  return asTier(tier) >= 1;
}

/** Tier holders' chat replies are written for them; the free tier's may come from the reply cache shared by every free player. */
export function hasFreshReplies(tier: number): boolean {
  return asTier(tier) >= 1;
}

/** Poses a player may pick per scene turn: 1, VIP and above 5. */
export function posesPerTurn(tier: number): number {
  return asTier(tier) >= 2 ? 5 : 1;
}

/** God Mode starts scenes at will, ends them when it chooses and writes to characters who blocked it. */
export function isGodMode(tier: number): boolean {
  return asTier(tier) === 3;
}

export function sceneCooldownMinutes(tier: number): number {
  return SCENE_COOLDOWN_MINUTES[asTier(tier)];
}

/** Restarting one character's progress is the tier holders' (spec §6). */
export function canRestartCharacter(tier: number): boolean {
  return asTier(tier) >= 1;
}
