import { z } from 'zod';
import { idSchema, tagsSchema } from './common.ts';

/** Validation messages the specification shows (§5); the server answers the same words. */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters long and contain uppercase, lowercase, and numbers',
  passwordRepeat: 'Passwords do not match',
  resetLink: 'Invalid reset link',
  loginFailed: 'Login failed',
  resetMailFailed: 'Failed to send reset email',
  locationLaw:
    'Based on your location, stricter age verification laws now require us to limit access to verified users only. To continue, please log in with an active paid subscription',
  cardLoginRequired: 'You need to be logged in with a verified email to subscribe with credit/debit card',
  patreonDiscontinued:
    'This product is no longer available on Patreon. Please subscribe with SubscribeStar or by credit/debit card.',
} as const;

/** One at-sign and a dot in the domain (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

export const emailSchema = z.string().trim().max(254, MESSAGES.email).regex(EMAIL_PATTERN, MESSAGES.email);
export const passwordSchema = z.string().max(200, MESSAGES.password).regex(PASSWORD_PATTERN, MESSAGES.password);

const passwordsMatch = (v: { password: string; passwordRepeat: string }) => v.password === v.passwordRepeat;
const repeatIssue = { message: MESSAGES.passwordRepeat, path: ['passwordRepeat'] };

export const signupInputSchema = z
  .object({ email: emailSchema, password: passwordSchema, passwordRepeat: z.string().max(200) })
  .refine(passwordsMatch, repeatIssue);
export type SignupInput = z.infer<typeof signupInputSchema>;

export const loginInputSchema = z.object({ email: z.string().trim().max(254), password: z.string().max(200) });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const sendPasswordResetInputSchema = z.object({ email: emailSchema });
export const passwordResetInputSchema = z
  .object({
    userId: z.string().min(1, MESSAGES.resetLink).max(64, MESSAGES.resetLink),
    secret: z.string().min(1, MESSAGES.resetLink).max(200, MESSAGES.resetLink),
    password: passwordSchema,
    passwordRepeat: z.string().max(200),
  })
  .refine(passwordsMatch, repeatIssue);
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;

export const verifyEmailInputSchema = z.object({ userId: idSchema, secret: z.string().min(1).max(200) });
export const logoutInputSchema = z.object({ everywhere: z.boolean().default(false) }).default({ everywhere: false });

export const setTagInputSchema = z.object({ tag: z.string().min(1).max(40), value: z.union([z.string().max(40), z.boolean()]) });
export const setTagsInputSchema = z.object({ tags: tagsSchema.refine((t) => Object.keys(t).length <= 30, 'Too many tags') });
export const tagsAnswerSchema = z.object({ token: z.string(), tags: tagsSchema });
