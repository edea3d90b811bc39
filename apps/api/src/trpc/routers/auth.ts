import { z } from 'zod';
import {
  loginInputSchema, logoutInputSchema, meSchema, passwordResetInputSchema, sendPasswordResetInputSchema,
  signupInputSchema, successSchema, tokenAnswerSchema, verifyEmailInputSchema,
} from '@app/schema';
import { loggedInProcedure, playerProcedure, publicProcedure, router } from '../init.ts';
import { buildMe } from '../../services/accounts/me.ts';
import { emailSignup } from '../../services/accounts/signup.ts';
import { emailLogin } from '../../services/accounts/login.ts';
import { passwordReset, sendPasswordReset } from '../../services/accounts/reset.ts';
import { resendVerification, verifyEmail } from '../../services/accounts/verify.ts';

export const authRouter = router({
  /** GET /api/character/get/me: the current profile; without a valid token an anonymous player is created. */
  me: publicProcedure.output(meSchema).query(({ ctx }) => buildMe(ctx.app, ctx.req, ctx.token)),
  /** Sign-up and connect-email: upgrades the current (anonymous) player in place, progress kept. */
  emailSignup: publicProcedure
    .input(signupInputSchema)
    .output(tokenAnswerSchema)
    .mutation(({ ctx, input }) => emailSignup(ctx.app, ctx.req, ctx.token, input)),
  emailLogin: publicProcedure.input(loginInputSchema).output(tokenAnswerSchema).mutation(({ ctx, input }) => emailLogin(ctx.app, ctx.req, input)),
  /** `everywhere` bumps the token version: every token issued before stops working at once. */
  logout: playerProcedure
    .input(logoutInputSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.everywhere) {
        await ctx.app.db.prisma.user.update({ where: { id: ctx.player.id }, data: { tokenVersion: { increment: 1 } } });
        ctx.app.log.info({ userId: ctx.player.id }, 'logged out everywhere');
      }
      return { success: true as const };
    }),
  verifyEmail: publicProcedure.input(verifyEmailInputSchema).output(tokenAnswerSchema).mutation(({ ctx, input }) => verifyEmail(ctx.app, ctx.req, ctx.token, input)),
  resendVerification: loggedInProcedure
    .input(z.object({ user: z.string().max(64) }))
    .output(successSchema)
    .mutation(({ ctx, input }) => resendVerification(ctx.app, ctx.player, input.user)),
  sendPasswordReset: publicProcedure
    .input(sendPasswordResetInputSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => sendPasswordReset(ctx.app, ctx.req, input.email)),
  passwordReset: publicProcedure
    .input(passwordResetInputSchema)
    .output(successSchema.extend({ token: z.string() }))
    .mutation(({ ctx, input }) => passwordReset(ctx.app, ctx.req, input)),
});
