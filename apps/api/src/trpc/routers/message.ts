import { z } from 'zod';
import { gameReplySchema, inboxItemSchema, restartInputSchema, sendMessageInputSchema } from '@app/schema';
import { contentProcedure, router } from '../init.ts';
import { notImplemented } from '../errors.ts';

export const messageRouter = router({
  /** One turn of the game; an empty message starts or resumes the chat and answers the history. */
  send: contentProcedure.input(sendMessageInputSchema).output(gameReplySchema).mutation(() => notImplemented()),
  /** Restarts one character's game of one game type. */
  restart: contentProcedure.input(restartInputSchema).output(gameReplySchema).mutation(() => notImplemented()),
  inbox: contentProcedure.output(z.array(inboxItemSchema)).query(() => notImplemented()),
});
