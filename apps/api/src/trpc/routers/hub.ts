import { z } from 'zod';
import { hubPostIdInputSchema, hubPostSchema, hubVoteInputSchema } from '@app/schema';
import { contentProcedure, loggedInContentProcedure, router } from '../init.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { castVote, criticalHubPosts, findHubPost, listHubPosts } from '../../services/social/index.ts';

export const hubRouter = router({
  all: contentProcedure
    .output(z.array(hubPostSchema))
    .query(({ ctx }) => listHubPosts(ctx.app.db.sql, ctx.player, ctx.req.language, ctx.app.now())),
  critical: contentProcedure
    .output(z.array(hubPostSchema))
    .query(({ ctx }) => criticalHubPosts(ctx.app.db.sql, ctx.player, ctx.req.language, ctx.app.now())),
  get: contentProcedure
    .input(hubPostIdInputSchema)
    .output(hubPostSchema)
    .query(async ({ ctx, input }) => {
      const post = await findHubPost(ctx.app.db.prisma, ctx.player, ctx.req.language, input.id);
      if (!post) throw notFound('hub.notFound');
      return post;
    }),
  vote: loggedInContentProcedure
    .input(hubVoteInputSchema)
    .output(hubPostSchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await castVote(
        ctx.app.db.prisma,
        ctx.player,
        ctx.req.language,
        input.id,
        input.option,
        ctx.app.now(),
      );
      if (outcome.status === 'not-found') throw notFound('hub.notFound');
      if (outcome.status === 'ended') throw conflict('hub.votingEnded');
      if (outcome.status === 'bad-option') throw badRequest('hub.noSuchOption');
      return outcome.post;
    }),
});
