import { z } from 'zod';
import {
  loginInputSchema, logoutInputSchema, meSchema, passwordResetInputSchema, sendPasswordResetInputSchema,
  signupInputSchema, successSchema, tokenAnswerSchema, verifyEmailInputSchema,
} from '@app/schema';
import { loggedInProcedure, playerProcedure, publicProcedure, router } from '../init.ts';
import { notImplemented } from '../errors.ts';

export const authRouter = router({
  /** GET /api/character/get/me: the current profile; without a valid token an anonymous player is created. */
  me: publicProcedure.output(meSchema).query(() => notImplemented()),
  /** Sign-up and connect-email: upgrades the current (anonymous) player in place, progress kept. */
  emailSignup: publicProcedure.input(signupInputSchema).output(tokenAnswerSchema).mutation(() => notImplemented()),
  emailLogin: publicProcedure.input(loginInputSchema).output(tokenAnswerSchema).mutation(() => notImplemented()),
  logout: playerProcedure.input(logoutInputSchema).output(successSchema).mutation(() => notImplemented()),
  verifyEmail: publicProcedure.input(verifyEmailInputSchema).output(tokenAnswerSchema).mutation(() => notImplemented()),
  resendVerification: loggedInProcedure.input(z.object({ user: z.string().max(64) })).output(successSchema).mutation(() => notImplemented()),
  sendPasswordReset: publicProcedure.input(sendPasswordResetInputSchema).output(successSchema).mutation(() => notImplemented()),
  passwordReset: publicProcedure.input(passwordResetInputSchema).output(successSchema.extend({ token: z.string() })).mutation(() => notImplemented()),
});
