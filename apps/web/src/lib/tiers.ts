/** Any t(): i18next's own or the cached one. */
type Translate = (key: string, options?: Record<string, string | number>) => string;

/** The name of a subscription tier (spec §6): 0 Free, 1 Basic Pass, 2 VIP Pass, 3 God Mode. */
export function tierName(t: Translate, tier: number): string {
  if (tier >= 3) return t('God Mode');
  if (tier === 2) return t('VIP Pass');
  if (tier === 1) return t('Basic Pass');
  return t('Free');
}

/** The hint on a character or post above the player's tier, e.g. "Exclusive: Basic Pass and up". */
export function exclusiveHint(t: Translate, tier: number): string {
  return t('Exclusive: {{tier}} and up', { tier: tierName(t, tier) });
}

/** Where every "unlock" leads: the prices tab of the player's own profile. */
export const PRICES_PATH = '/app/profile/me/prices';
