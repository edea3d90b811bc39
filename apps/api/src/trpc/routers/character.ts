import { z } from 'zod';
import {
  characterIdInputSchema,
  characterPostSchema,
  characterPostsInputSchema,
  characterSchema,
  characterSetTagAnswerSchema,
  characterSetTagInputSchema,
  followAnswerSchema,
  packStatsSchema,
} from '@app/schema';
import { contentProcedure, publicProcedure, router } from '../init.ts';
import { badRequest, notFound } from '../../errors.ts';
import {
  characterPosts,
  characterStats,
  findCharacter,
  setCharacterTag,
  toggleFollow,
} from '../../services/social/index.ts';
import { validatedOutput } from '../../services/cache/stable-answers.ts';

export const characterRouter = router({
  /** Numbers of the loaded pack, for the landing page. */
  stats: publicProcedure.output(packStatsSchema).query(({ ctx }) => characterStats(ctx.app.db.prisma)),
  all: contentProcedure
    .output(validatedOutput(z.array(characterSchema)))
    .query(({ ctx }) => ctx.app.cache.characterLists.list(ctx.app.db.sql, ctx.player, ctx.req.language)),
  get: contentProcedure
    .input(characterIdInputSchema)
    .output(characterSchema)
    .query(async ({ ctx, input }) => {
      const character = await findCharacter(ctx.app.db.prisma, ctx.player, ctx.req.language, input.id);
      if (!character) throw notFound('character.notFound');
      return character;
    }),
  posts: contentProcedure
    .input(characterPostsInputSchema)
    .output(z.array(characterPostSchema))
    .query(async ({ ctx, input }) => {
      const posts = await characterPosts(ctx.app.db.prisma, ctx.player, ctx.req.language, input);
      if (!posts) throw notFound('character.notFound');
      return posts;
    }),
  follow: contentProcedure
    .input(characterIdInputSchema)
    .output(followAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const answer = await toggleFollow(ctx.app.db.prisma, ctx.player, input.id);
      if (!answer) throw notFound('character.notFound');
      return answer;
    }),
  setTag: contentProcedure
    .input(characterSetTagInputSchema)
    .output(characterSetTagAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await setCharacterTag(
        ctx.app.db.prisma,
        ctx.player,
        input.characterId,
        input.tag,
        String(input.value),
      );
      if (outcome.status === 'not-found') throw notFound('character.notFound');
      if (outcome.status === 'not-allowed') throw badRequest('character.tagNotApplicable');
      return { tags: outcome.tags };
    }),
});
