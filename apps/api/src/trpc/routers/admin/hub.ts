import { consoleHubListSchema, hubCloseInputSchema, hubCreateInputSchema, okSchema } from '@app/schema';
import { z } from 'zod';
import { router } from '../../init.ts';
import { badRequest, notFound, type AppError } from '../../../errors.ts';
import {
  closeHubPost,
  consoleHubPosts,
  createHubPost,
  HubPostRefused,
  type HubPostProblem,
} from '../../../services/social/hub-admin.ts';
import { consoleActor } from './actor.ts';
import { manageProcedure, readProcedure } from './procedures.ts';

/** A refused draft as the console's catalogue error (the input schema already refuses bad days and tags). */
function refusal(problem: HubPostProblem): AppError {
  switch (problem.kind) {
    case 'text':
      return badRequest('field.required', { field: 'text' });
    case 'days':
      return badRequest('field.number', { field: 'days' });
    case 'options':
      return badRequest('admin.hubOptions');
    case 'tag':
      return badRequest('tags.invalid');
    case 'language':
      return badRequest('tags.language');
    case 'wording':
      return badRequest('admin.minorWording', { word: problem.word });
  }
}

/** Hub posts: every post with its tally (moderators); write and close (admins). */
export const consoleHubRouter = router({
  list: readProcedure.output(consoleHubListSchema).query(({ ctx }) => consoleHubPosts(ctx.app.db.prisma)),
  create: manageProcedure
    .input(hubCreateInputSchema)
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      try {
        const { id } = await createHubPost(ctx.app.db.prisma, ctx.app.now(), consoleActor(ctx.player), input);
        return { id };
      } catch (error) {
        if (error instanceof HubPostRefused) throw refusal(error.problem);
        throw error;
      }
    }),
  close: manageProcedure
    .input(hubCloseInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await closeHubPost(ctx.app.db.prisma, ctx.app.now(), consoleActor(ctx.player), input.id)))
        throw notFound('hub.notFound');
      return { ok: true as const };
    }),
});
