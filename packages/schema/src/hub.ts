import { z } from 'zod';
import { idSchema } from './common.ts';
import { ERRORS } from './errors.ts';

export const hubVoteSchema = z.object({ userId: z.string(), option: z.number().int(), score: z.number().int() });

/**
 * A hub post (spec §3). `votes` holds only the caller's own vote (other players' ids are private);
 * `tally` is the total score per option, from which the page computes percentages.
 */
export const hubPostSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  description: z.string(),
  descriptionTrans: z.string().nullable(),
  tags: z.array(z.string()),
  options: z.array(z.string()),
  votes: z.array(hubVoteSchema),
  tally: z.array(z.number().int()),
  endTimestamp: z.number().int(),
  critical: z.boolean(),
  createdAt: z.string(),
});
export type HubPost = z.infer<typeof hubPostSchema>;

/** The option index: a whole number (or its digits as text, from form posts); null, booleans and arrays are refused. */
const optionIndexSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,3}$/, ERRORS['hub.invalidOption'])
      .transform(Number),
  ])
  .pipe(z.number().int().min(0).max(50));
export const hubVoteInputSchema = z.object({ id: idSchema, option: optionIndexSchema });
export const hubPostIdInputSchema = z.object({ id: idSchema });
