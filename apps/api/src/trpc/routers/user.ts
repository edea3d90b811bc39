import { idSchema, setTagInputSchema, setTagsInputSchema, successSchema, tagsAnswerSchema, tokenAnswerSchema } from '@app/schema';
import { z } from 'zod';
import { playerProcedure, router } from '../init.ts';
import { notImplemented } from '../errors.ts';

export const userRouter = router({
  setTosConsent: playerProcedure.output(tokenAnswerSchema).mutation(() => notImplemented()),
  setTag: playerProcedure.input(setTagInputSchema).output(tagsAnswerSchema).mutation(() => notImplemented()),
  setTags: playerProcedure.input(setTagsInputSchema).output(tagsAnswerSchema).mutation(() => notImplemented()),
  /** Restart progress: clears the player's game with every character. */
  restart: playerProcedure.output(successSchema).mutation(() => notImplemented()),
  restartCharacter: playerProcedure.input(z.object({ id: idSchema })).output(successSchema).mutation(() => notImplemented()),
});
