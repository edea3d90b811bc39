import { z } from 'zod';
import { tagsSchema, tierSchema } from './common.ts';

/** The decoded session token (spec §3), plus `v`, the per-user token version used to revoke old tokens. */
export const tokenClaimsSchema = z.object({
  expires: z.number().int(),
  tier: tierSchema.default(0),
  user: z.string(),
  tags: tagsSchema.default({}),
  language: z.string().default('en'),
  role: z.number().int().default(0),
  loggedIn: z.boolean().default(false),
  tosConsent: z.boolean().default(false),
  v: z.number().int().default(0),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const tokenAnswerSchema = z.object({ token: z.string() });
