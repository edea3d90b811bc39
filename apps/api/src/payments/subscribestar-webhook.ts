import { z } from 'zod';

export const SUBSCRIBESTAR_EVENTS = new Set([
  'new_subscription',
  'subscription_cancelled',
  'subscription_billing_failed',
  'subscription_restored',
  'recurring_pledge_increased',
  'recurring_pledge_decreased',
]);

const id = z.union([z.string().min(1), z.number()]).transform(String);
const payload = z
  .object({
    id: id.optional(),
    event_id: id.optional(),
    event: z.string().optional(),
    type: z.string().optional(),
    subscriber_id: id.optional(),
    user_id: id.optional(),
    subscriber: z.object({ id: id.optional() }).loose().optional(),
    data: z
      .object({
        id: id.optional(),
        subscriber_id: id.optional(),
        user_id: id.optional(),
        subscriber: z.object({ id: id.optional() }).loose().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

export interface SubscribeStarHook {
  event: string;
  /** The provider's event id when it sends one. */
  providerEventId: string | null;
  subscriberId: string | null;
}

/**
 * The fields a webhook body is read for. The exact payload is not published: the event and the
 * subscriber are looked for in the usual places, and the subscription itself is re-read from the API.
 */
export function parseSubscribeStarWebhook(raw: Buffer, headerEvent: string | undefined): SubscribeStarHook | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payload.safeParse(json);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    event: (p.event ?? p.type ?? headerEvent ?? 'unknown').trim(),
    providerEventId: p.event_id ?? p.id ?? null,
    subscriberId:
      p.subscriber_id ??
      p.subscriber?.id ??
      p.data?.subscriber_id ??
      p.data?.subscriber?.id ??
      p.user_id ??
      p.data?.user_id ??
      null,
  };
}
