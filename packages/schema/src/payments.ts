import { z } from 'zod';
import { tierSchema } from './common.ts';

/** POST /api/auth/connect-patreon: a fresh token, or the provider's authorisation page to go to. */
export const connectPatreonAnswerSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ redirect: z.string() }),
]);
export type ConnectPatreonAnswer = z.infer<typeof connectPatreonAnswerSchema>;

/** POST /api/subscribestar/sync: the re-read subscription and a token with the new tier. */
export const subscribeStarSyncAnswerSchema = z.object({
  token: z.string(),
  tier: tierSchema,
  subscribeStarTier: z.number().int().nullable(),
  subscribeStarExp: z.string().nullable(),
  active: z.boolean(),
});
export type SubscribeStarSyncAnswer = z.infer<typeof subscribeStarSyncAnswerSchema>;

/** What the profile's subscription card offers, with the unsubscribe pages. */
export const paymentLinksSchema = z.object({
  cardAvailable: z.boolean(),
  patreonAvailable: z.boolean(),
  subscribeStarAvailable: z.boolean(),
  /** Where a player cancels a card subscription (the card provider's support page). */
  cardUnsubscribeUrl: z.string(),
  /** Where a player manages or cancels the second platform's subscription. */
  subscribeStarUnsubscribeUrl: z.string(),
});
export type PaymentLinks = z.infer<typeof paymentLinksSchema>;
