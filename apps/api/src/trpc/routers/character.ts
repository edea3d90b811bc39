import { z } from 'zod';
import {
  characterIdInputSchema, characterPostSchema, characterPostsInputSchema, characterSchema,
  characterSetTagAnswerSchema, characterSetTagInputSchema, followAnswerSchema, packStatsSchema,
} from '@app/schema';
import { contentProcedure, publicProcedure, playerProcedure, router } from '../init.ts';
import { notImplemented } from '../errors.ts';

export const characterRouter = router({
  /** Numbers of the loaded pack, for the landing page. */
  stats: publicProcedure.output(packStatsSchema).query(() => notImplemented()),
  all: contentProcedure.output(z.array(characterSchema)).query(() => notImplemented()),
  get: contentProcedure.input(characterIdInputSchema).output(characterSchema).query(() => notImplemented()),
  posts: contentProcedure.input(characterPostsInputSchema).output(z.array(characterPostSchema)).query(() => notImplemented()),
  follow: playerProcedure.input(characterIdInputSchema).output(followAnswerSchema).mutation(() => notImplemented()),
  setTag: playerProcedure.input(characterSetTagInputSchema).output(characterSetTagAnswerSchema).mutation(() => notImplemented()),
});
