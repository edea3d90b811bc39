import { ROLE, translationAddAnswerSchema, translationAddInputSchema, translationMapSchema } from '@app/schema';
import { publicProcedure, roleProcedure, router } from '../init.ts';
import { notImplemented } from '../errors.ts';

export const translationRouter = router({
  /** The map of English originals to the request's language (`language` query parameter). */
  all: publicProcedure.output(translationMapSchema).query(() => notImplemented()),
  /** Translator tooling (role 10+): records originals that have no translation yet. */
  add: roleProcedure(ROLE.translator).input(translationAddInputSchema).output(translationAddAnswerSchema).mutation(() => notImplemented()),
});
