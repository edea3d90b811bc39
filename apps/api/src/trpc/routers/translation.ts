import { ROLE, translationAddAnswerSchema, translationAddInputSchema, translationMapSchema } from '@app/schema';
import { publicProcedure, roleProcedure, router } from '../init.ts';
import { addOriginals, translationMap } from '../../services/social/index.ts';

export const translationRouter = router({
  /** The map of English originals to the request's language (`language` query parameter). */
  all: publicProcedure
    .output(translationMapSchema)
    .query(({ ctx }) => translationMap(ctx.app.db.prisma, ctx.req.language)),
  /** Translator tooling (role 10+): records originals that have no translation yet. */
  add: roleProcedure(ROLE.translator)
    .input(translationAddInputSchema)
    .output(translationAddAnswerSchema)
    .mutation(async ({ ctx, input }) => ({
      added: await addOriginals(ctx.app.db.prisma, ctx.req.language, input.originals),
    })),
});
