import { z } from 'zod';

/**
 * The one GraphQL query of the SubscribeStar API this product makes (check field names in the
 * provider's API explorer before going live; the parser below tolerates missing fields).
 */
export const SUBSCRIBER_QUERY = `{
  user { id email name }
  subscriber { subscription { active tier_id price paid_until } }
}`;

const subscription = z
  .object({
    active: z.boolean().nullish(),
    tier_id: z.union([z.string(), z.number()]).nullish(),
    price: z.union([z.string(), z.number()]).nullish(),
    paid_until: z.string().nullish(),
  })
  .loose();

const answer = z.object({
  data: z.object({
    user: z.object({ id: z.coerce.string(), email: z.string().nullish(), name: z.string().nullish() }).loose(),
    subscriber: z
      .object({ subscription: subscription.nullish(), subscriptions: z.array(subscription).nullish() })
      .loose()
      .nullish(),
  }),
});

export interface SubscriberState {
  subscribeStarId: string;
  email: string | null;
  active: boolean;
  tierId: string | null;
  /** Monthly price in cents. */
  priceCents: number | null;
  paidUntil: string | null;
}

/** Price in cents: an integer is cents; a decimal text ("8.00") is dollars. */
function cents(price: string | number | null | undefined): number | null {
  if (price === null || price === undefined) return null;
  if (typeof price === 'number') return Number.isFinite(price) ? Math.round(price) : null;
  const n = Number(price);
  if (!Number.isFinite(n)) return null;
  return price.includes('.') ? Math.round(n * 100) : Math.round(n);
}

/** Reads the query's answer; null when it does not name the user (GraphQL errors included). */
export function parseSubscriberState(json: unknown): SubscriberState | null {
  const parsed = answer.safeParse(json);
  if (!parsed.success) return null;
  const { user, subscriber } = parsed.data.data;
  const subs = [subscriber?.subscription, ...(subscriber?.subscriptions ?? [])].filter((s) => s != null);
  const sub = subs.find((s) => s.active) ?? subs[0];
  return {
    subscribeStarId: user.id,
    email: user.email ?? null,
    active: Boolean(sub?.active),
    tierId: sub?.tier_id != null ? String(sub.tier_id) : null,
    priceCents: cents(sub?.price),
    paidUntil: sub?.paid_until ?? null,
  };
}
