import { z } from 'zod';
import { tagsSchema, tierSchema } from './common.ts';

/** The "Me" answer of GET /api/character/get/me: the current profile plus the account card's data (spec §2, §3). */
export const meSchema = z.object({
  _id: z.string(),
  email: z.string().nullable(),
  mainEmail: z.string().nullable(),
  mainEmailVerified: z.boolean(),
  subscribeStarEmail: z.string().nullable(),
  token: z.string(),
  requireLogin: z.boolean(),
  loggedIn: z.boolean(),
  tier: tierSchema,
  role: z.number().int(),
  tags: tagsSchema,
  tosConsent: z.boolean(),
  ccbillAvailable: z.boolean(),
  subscribeStarAvailable: z.boolean(),
  ccbillTier: z.number().int().nullable(),
  ccbillExp: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  patreonTier: z.number().int().nullable(),
  patreonExp: z.string().nullable(),
  subscribeStarTier: z.number().int().nullable(),
  subscribeStarExp: z.string().nullable(),
  /** Custom (FreeStyle) messages left today; null means unlimited. */
  customMessagesLeft: z.number().int().nullable(),
  /** ISO time a moderator's suspension ends (null: not suspended). */
  suspendedUntil: z.string().nullable(),
  /** A moderator's warning the player has not yet acknowledged (user.ackWarning). */
  warning: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type Me = z.infer<typeof meSchema>;
