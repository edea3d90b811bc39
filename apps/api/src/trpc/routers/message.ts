import { assertMayTakeTurn } from '../../services/moderation/standing.ts';
import { z } from 'zod';
import {
  characterMemorySchema,
  forgetMemoryInputSchema,
  memoryInputSchema,
  pinFactInputSchema,
  gameOfferSchema,
  gameReplySchema,
  inboxItemSchema,
  regenerateInputSchema,
  replyVersionSchema,
  restartInputSchema,
  showVersionInputSchema,
  sendMessageInputSchema,
  type SendMessageInput,
} from '@app/schema';
import { contentProcedure, router } from '../init.ts';
import { restartGame, sendTurn, type TurnRequest } from '../../services/game/turn-service.ts';
import type { Player } from '../../services/players.ts';
import { regenerateAnswer, showAnswerVersion } from '../../services/game/reply-versions.ts';
import { inboxOf } from '../../services/game/history.ts';
import { throttleTurns } from '../../services/game/turn-limit.ts';
import { gameOffers } from '../../services/game/scenarios.ts';
import { streamTurn, type TurnEvent } from '../../services/game/turn-stream.ts';
import { forgetMemory, pinMemoryFact, readMemory } from '../../services/game/memory-panel.ts';

/** A turn as message.send and message.stream play it. */
function turnRequest(ctx: { player: Player; req: { language: string } }, input: SendMessageInput): TurnRequest {
  return {
    player: ctx.player,
    charId: input.id,
    gameType: input.gameType,
    isFuta: input.isFuta,
    mode: input.mode,
    message: input.message,
    choices: input.choices,
    language: ctx.req.language,
  };
}

export const messageRouter = router({
  /** One turn of the game; an empty message starts or resumes the chat and answers the history. */
  send: contentProcedure
    .input(sendMessageInputSchema)
    .output(gameReplySchema)
    .mutation(async ({ ctx, input }) => {
      assertMayTakeTurn(ctx.player, input, ctx.app.now());
      await throttleTurns(ctx.app, ctx.player.id);
      return sendTurn(ctx.app, turnRequest(ctx, input));
    }),
  /** Another version of the character's last FreeStyle answer (a custom message of the day's quota). */
  regenerate: contentProcedure
    .input(regenerateInputSchema)
    .output(replyVersionSchema)
    .mutation(async ({ ctx, input }) => {
      await throttleTurns(ctx.app, ctx.player.id);
      return regenerateAnswer(ctx.app, { player: ctx.player, charId: input.id, language: ctx.req.language });
    }),
  /** Shows one of the versions already written (the suspension check of every mutation applies); it is the one the history keeps when the player writes on. */
  showVersion: contentProcedure
    .input(showVersionInputSchema)
    .output(replyVersionSchema)
    .mutation(async ({ ctx, input }) => {
      return showAnswerVersion(ctx.app, {
        player: ctx.player,
        charId: input.id,
        language: ctx.req.language,
        version: input.version,
      });
    }),
  /**
   * The same turn as send, over Server-Sent Events: each of the character's lines as soon as the model
   * has written it (filtered, not a repeat), then the whole reply, exactly what send answers, which
   * replaces the lines shown before it (docs/model.md).
   */
  stream: contentProcedure.input(sendMessageInputSchema).subscription(async function* ({ ctx, input }) {
    assertMayTakeTurn(ctx.player, input, ctx.app.now());
    await throttleTurns(ctx.app, ctx.player.id);
    const turn = streamTurn(ctx.app, turnRequest(ctx, input));
    for await (const event of turn) {
      if (event.type === 'line') {
        yield event;
        continue;
      }
      // as after a mutation: the player's next read shows this turn
      ctx.app.cache.forgetPlayer(ctx.player.id);
      yield { type: 'reply', reply: gameReplySchema.parse(event.reply) } satisfies TurnEvent;
    }
  }),
  /** Restarts one character's game of one game type. */
  restart: contentProcedure
    .input(restartInputSchema)
    .output(gameReplySchema)
    .mutation(async ({ ctx, input }) => {
      await throttleTurns(ctx.app, ctx.player.id);
      return restartGame(ctx.app, {
        player: ctx.player,
        charId: input.id,
        gameType: input.gameType,
        isFuta: input.isFuta,
        language: ctx.req.language,
      });
    }),
  /** The game shell's games the pack offers (each character plays them all), titles in the player's language. */
  games: contentProcedure
    .output(z.array(gameOfferSchema))
    .query(({ ctx }) => gameOffers(ctx.app.game.scenarios, ctx.req.language)),
  /** One row per character the player talked with in the chat game, newest first. */
  inbox: contentProcedure
    .output(z.array(inboxItemSchema))
    .query(({ ctx }) => inboxOf(ctx.app.db.prisma, ctx.player.id)),
  /** What the character remembers of the player's chat game with her: the digest and summary the model is given. */
  memory: contentProcedure
    .input(memoryInputSchema)
    .output(characterMemorySchema)
    .query(({ ctx, input }) => readMemory(ctx.app, ctx.player, input.id, ctx.req.language)),
  /** Forgets one entry of that memory (a fact, a place, the summary); answers what she remembers now. */
  forget: contentProcedure
    .input(forgetMemoryInputSchema)
    .output(characterMemorySchema)
    .mutation(async ({ ctx, input }) => {
      await forgetMemory(ctx.app, ctx.player, input);
      return readMemory(ctx.app, ctx.player, input.id, ctx.req.language);
    }),
  /** Pins or unpins a fact the player told: a pinned one stays and always reaches the prompt. */
  pin: contentProcedure
    .input(pinFactInputSchema)
    .output(characterMemorySchema)
    .mutation(async ({ ctx, input }) => {
      await pinMemoryFact(ctx.app, ctx.player, input);
      return readMemory(ctx.app, ctx.player, input.id, ctx.req.language);
    }),
});
