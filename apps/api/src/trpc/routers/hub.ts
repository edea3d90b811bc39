import { z } from 'zod';
import { hubPostIdInputSchema, hubPostSchema, hubVoteInputSchema } from '@app/schema';
import { contentProcedure, loggedInProcedure, router } from '../init.ts';
import { notImplemented } from '../errors.ts';

export const hubRouter = router({
  all: contentProcedure.output(z.array(hubPostSchema)).query(() => notImplemented()),
  critical: contentProcedure.output(z.array(hubPostSchema)).query(() => notImplemented()),
  get: contentProcedure.input(hubPostIdInputSchema).output(hubPostSchema).query(() => notImplemented()),
  vote: loggedInProcedure.input(hubVoteInputSchema).output(hubPostSchema).mutation(() => notImplemented()),
});
