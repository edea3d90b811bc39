import {
  confirmSignupInputSchema,
  loginInputSchema,
  logoutInputSchema,
  meSchema,
  passwordResetAnswerSchema,
  passwordResetInputSchema,
  resendVerificationInputSchema,
  sendPasswordResetInputSchema,
  signupAnswerSchema,
  signupInputSchema,
  successSchema,
  tokenAnswerSchema,
  verifyEmailInputSchema,
} from '@app/schema';
import { loggedInProcedure, playerProcedure, publicProcedure, router } from '../init.ts';
import { buildMe } from '../../services/accounts/me.ts';
import { confirmSignup, emailSignup } from '../../services/accounts/signup.ts';
import { emailLogin } from '../../services/accounts/login.ts';
import { passwordReset, sendPasswordReset } from '../../services/accounts/reset.ts';
import { consumeVerificationLink, resendVerification, verifyEmail } from '../../services/accounts/verify.ts';

export const authRouter = router({
  /** GET /api/character/get/me: the current profile; without a valid token an anonymous player is created. */
  me: publicProcedure.output(meSchema).query(({ ctx }) => buildMe(ctx.app, ctx.req, ctx.token)),
  /**
   * Sign-up and connect-email: answers `{ sent: true }` whether or not the address has an account and
   * leaves the session as it was; the mail carries the link (auth.confirmSignup) or says the account exists.
   */
  emailSignup: publicProcedure
    .input(signupInputSchema)
    .output(signupAnswerSchema)
    .mutation(({ ctx, input }) => emailSignup(ctx.app, ctx.req, ctx.token, input)),
  /** The link of the confirmation mail (POST /api/auth/confirm-signup): creates the account, or upgrades the player who signed up (progress kept), once. */
  confirmSignup: publicProcedure
    .input(confirmSignupInputSchema)
    .output(tokenAnswerSchema)
    .mutation(({ ctx, input }) => confirmSignup(ctx.app, ctx.req, input)),
  emailLogin: publicProcedure
    .input(loginInputSchema)
    .output(tokenAnswerSchema)
    .mutation(({ ctx, input }) => emailLogin(ctx.app, ctx.req, input, ctx.token)),
  /** `everywhere` bumps the token version: every token issued before stops working at once. */
  logout: playerProcedure
    .input(logoutInputSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.everywhere) {
        await ctx.app.db.prisma.user.update({ where: { id: ctx.player.id }, data: { tokenVersion: { increment: 1 } } });
        ctx.log.info({ userId: ctx.player.id }, 'logged out everywhere');
      }
      return { success: true as const };
    }),
  verifyEmail: publicProcedure
    .input(verifyEmailInputSchema)
    .output(tokenAnswerSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx.app, ctx.req, ctx.token, input)),
  /** The link in the verification mail (GET /api/auth/verify-email): only uses the link; creates no player, issues no token. */
  verifyEmailLink: publicProcedure
    .input(verifyEmailInputSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => consumeVerificationLink(ctx.app, ctx.req, input)),
  resendVerification: loggedInProcedure
    .input(resendVerificationInputSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => resendVerification(ctx.app, ctx.req, ctx.player, input.user)),
  sendPasswordReset: publicProcedure
    .input(sendPasswordResetInputSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => sendPasswordReset(ctx.app, ctx.req, input.email, ctx.token)),
  passwordReset: publicProcedure
    .input(passwordResetInputSchema)
    .output(passwordResetAnswerSchema)
    .mutation(({ ctx, input }) => passwordReset(ctx.app, ctx.req, input)),
});
