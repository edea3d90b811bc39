import { z } from 'zod';
import { feedInputSchema, feedPostSchema, likeAnswerSchema, postIdInputSchema } from '@app/schema';
import { contentProcedure, router } from '../init.ts';
import { forbidden, notFound } from '../../errors.ts';
import { toggleLike } from '../../services/social/index.ts';
import { validatedOutput } from '../../services/cache/stable-answers.ts';

export const feedRouter = router({
  page: contentProcedure
    .input(feedInputSchema)
    .output(validatedOutput(z.array(feedPostSchema)))
    .query(({ ctx, input }) => ctx.app.cache.feed.page(ctx.app.db.sql, ctx.player, ctx.req.language, input)),
  like: contentProcedure
    .input(postIdInputSchema)
    .output(likeAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await toggleLike(ctx.app.db.prisma, ctx.player, input.postId);
      if (outcome.status === 'not-found') throw notFound('feed.postNotFound');
      if (outcome.status === 'locked') throw forbidden('tier.interact', 'tier');
      return { likes: outcome.likes, likedBy: outcome.likedBy };
    }),
});
