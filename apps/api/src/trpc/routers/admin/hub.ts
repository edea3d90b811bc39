import { consoleHubListSchema, hubCloseInputSchema, hubCreateInputSchema, okSchema } from '@app/schema';
import { z } from 'zod';
import { router } from '../../init.ts';
import { notImplemented } from '../../../errors.ts';
import { manageProcedure, readProcedure } from './procedures.ts';

/** Hub posts: every post with its tally (moderators); write and close (admins). */
export const consoleHubRouter = router({
  list: readProcedure.output(consoleHubListSchema).query(notImplemented),
  create: manageProcedure
    .input(hubCreateInputSchema)
    .output(z.object({ id: z.string() }))
    .mutation(notImplemented),
  close: manageProcedure.input(hubCloseInputSchema).output(okSchema).mutation(notImplemented),
});
