import {
  playerDataExportSchema,
  restartCharacterInputSchema,
  setTagInputSchema,
  setTagsInputSchema,
  successSchema,
  tagsAnswerSchema,
  tokenAnswerSchema,
  okSchema,
} from '@app/schema';
import { contentProcedure, playerProcedure, router } from '../init.ts';
import { deletePlayer, exportPlayerData } from '../../services/accounts/player-data.ts';
import { unauthorized } from '../../errors.ts';
import { issueToken } from '../../services/accounts/issue-token.ts';
import { applyTags } from '../../services/accounts/tags.ts';
import { assertMayRestartCharacter, restartProgress } from '../../services/accounts/restart.ts';
import { acknowledgeWarning } from '../../services/moderation/standing.ts';

export const userRouter = router({
  /** The player has read the moderators' latest warning (me.warning becomes null). */
  ackWarning: playerProcedure.output(okSchema).mutation(async ({ ctx }) => {
    await acknowledgeWarning(ctx.app.db.prisma, ctx.player.id, ctx.app.now());
    return { ok: true as const };
  }),
  setTosConsent: playerProcedure.output(tokenAnswerSchema).mutation(async ({ ctx }) => {
    await ctx.app.db.prisma.user.update({ where: { id: ctx.player.id }, data: { tosConsent: true } });
    return { token: await issueToken(ctx.app, ctx.player.id) };
  }),
  setTag: playerProcedure
    .input(setTagInputSchema)
    .output(tagsAnswerSchema)
    .mutation(({ ctx, input }) => applyTags(ctx.app, ctx.player, { [input.tag]: input.value })),
  setTags: playerProcedure
    .input(setTagsInputSchema)
    .output(tagsAnswerSchema)
    .mutation(({ ctx, input }) => applyTags(ctx.app, ctx.player, input.tags)),
  /** Restart progress: clears the player's game with every character. */
  restart: playerProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await restartProgress(ctx.app.db.prisma, ctx.player.id, { tier: ctx.player.tier, now: ctx.app.now() });
    return { success: true as const };
  }),
  restartCharacter: playerProcedure
    .input(restartCharacterInputSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      assertMayRestartCharacter(ctx.player.tier);
      await restartProgress(ctx.app.db.prisma, ctx.player.id, {
        charId: input.id,
        tier: ctx.player.tier,
        now: ctx.app.now(),
      });
      return { success: true as const };
    }),
  /**
   * Download my data (GDPR art. 15/20): everything stored about the player, secrets named but never included.
   * It holds the chats, so the location law applies as to any content (docs/privacy-data.md).
   */
  export: contentProcedure.output(playerDataExportSchema).query(async ({ ctx }) => {
    const data = await exportPlayerData(ctx.app.db.prisma, ctx.player.id, ctx.app.now());
    if (!data) throw unauthorized('auth.sessionExpired');
    return data;
  }),
  /** Delete my account (GDPR art. 17): erased at once, in one transaction; every token of the player stops working. */
  deleteAccount: playerProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await deletePlayer(ctx.app.db.prisma, ctx.player.id);
    ctx.log.info({ userId: ctx.player.id }, 'player deleted their account');
    return { success: true as const };
  }),
});
