import { z } from 'zod';
import { feedInputSchema, feedPostSchema, likeAnswerSchema, postIdInputSchema } from '@app/schema';
import { contentProcedure, router } from '../init.ts';
import { notImplemented } from '../errors.ts';

export const feedRouter = router({
  page: contentProcedure.input(feedInputSchema).output(z.array(feedPostSchema)).query(() => notImplemented()),
  like: contentProcedure.input(postIdInputSchema).output(likeAnswerSchema).mutation(() => notImplemented()),
});
