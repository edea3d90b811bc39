import type { Tier } from '@app/schema';
import type { Config } from '../config.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export type Tx = Prisma.TransactionClient;
export type Provider = 'card' | 'patreon' | 'subscribestar' | 'manual';

export const DAY_MS = 86_400_000;
/** A billing period when the provider does not name the next charge date. */
export const PERIOD_MS = 30 * DAY_MS;

/** Monthly prices in cents per paid tier (index 0 is tier 1), from PRICES_USD. */
export function tierPricesCents(config: Config): number[] {
  return config.PRICES_USD.map((p) => Math.round(Number(p) * 100));
}

/** The price of a paid tier as the card form wants it: "5.00". */
export function priceText(config: Config, tier: number): string | null {
  const cents = tierPricesCents(config)[tier - 1];
  return cents === undefined || !Number.isFinite(cents) ? null : (cents / 100).toFixed(2);
}

/** The highest tier whose price the amount covers (0 below the cheapest). */
export function tierForCents(config: Config, cents: number | null | undefined): Tier {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return 0;
  let tier = 0;
  tierPricesCents(config).forEach((price, i) => {
    if (cents >= price && i + 1 > tier) tier = i + 1;
  });
  return Math.min(tier, 3) as Tier;
}

export interface SubscriptionWrite {
  userId: string;
  provider: Provider;
  externalId: string;
  tier: number;
  expiresAt: Date;
  status: 'active' | 'cancelled' | 'expired' | 'revoked';
}

/** Creates or replaces the provider's subscription row (one per provider account). */
export async function upsertSubscription(tx: Tx, s: SubscriptionWrite, newId: () => string) {
  const data = { userId: s.userId, tier: s.tier, expiresAt: s.expiresAt, status: s.status };
  return tx.subscription.upsert({
    where: { provider_externalId: { provider: s.provider, externalId: s.externalId } },
    create: { id: newId(), provider: s.provider, externalId: s.externalId, ...data },
    update: data,
  });
}

/** A provider date ("2026-07-01", ISO, or "2026-07-01 10:00:00") as a Date, or null when absent or unreadable. */
export function parseProviderDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const v = value.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(v)
    ? `${v}T00:00:00Z`
    : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(v)
      ? `${v.replace(' ', 'T')}Z`
      : v;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? new Date(t) : null;
}
