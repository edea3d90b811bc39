import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from './constants.ts';
import { ERRORS } from './errors.ts';
import { successSchema } from './common.ts';
import { fieldError, idField, inputObject, requiredText, textField } from './fields.ts';

// A missing or mistyped field of a form answers the form's own message (spec §5).
export const emailSchema = z
  .string({ error: ERRORS['auth.email'] })
  .trim()
  .max(254, ERRORS['auth.email'])
  .regex(EMAIL_PATTERN, ERRORS['auth.email']);
export const passwordSchema = z
  .string({ error: ERRORS['auth.password'] })
  .max(200, ERRORS['auth.password'])
  .regex(PASSWORD_PATTERN, ERRORS['auth.password']);
const passwordRepeatSchema = z.string({ error: ERRORS['auth.passwordRepeat'] }).max(200, ERRORS['auth.passwordRepeat']);

const passwordsMatch = (v: { password: string; passwordRepeat: string }) => v.password === v.passwordRepeat;
const repeatIssue = { message: ERRORS['auth.passwordRepeat'], path: ['passwordRepeat'] };

/** Sign-up and connect-email (the same rules, spec §5). */
export const signupInputSchema = inputObject({
  email: emailSchema,
  password: passwordSchema,
  passwordRepeat: passwordRepeatSchema,
}).refine(passwordsMatch, repeatIssue);
export type SignupInput = z.infer<typeof signupInputSchema>;
/**
 * What sign-up answers, whether or not the address already has an account (the mail tells which):
 * the caller's session stays as it was until the link in the mail is opened.
 */
export const signupAnswerSchema = z.object({ sent: z.literal(true) });
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

/** The parts of the sign-up confirmation link (its fragment: `#id=…&secret=…`); anything missing or odd answers the link's own message. */
export const confirmSignupInputSchema = inputObject({
  id: idField('id', ERRORS['auth.signupLink']),
  secret: requiredText('secret', 200, ERRORS['auth.signupLink']),
  /** The password chosen at sign-up: whoever opens the link must know it, so a stranger's sign-up with someone else's address cannot be finished by its owner's click. */
  password: textField('password', 200),
});
export type ConfirmSignupInput = z.infer<typeof confirmSignupInputSchema>;

/** The login form has no client rules (spec §5): any text, and every failure answers "Login failed". */
export const loginInputSchema = inputObject({
  email: textField('email', 254).trim(),
  password: textField('password', 200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const sendPasswordResetInputSchema = inputObject({ email: emailSchema });
export type SendPasswordResetInput = z.infer<typeof sendPasswordResetInputSchema>;

/** A reset needs both secret and userId from the link, otherwise "Invalid reset link" (spec §5). */
export const passwordResetInputSchema = inputObject({
  userId: requiredText('userId', 64, ERRORS['auth.resetLink']),
  secret: requiredText('secret', 200, ERRORS['auth.resetLink']),
  password: passwordSchema,
  passwordRepeat: passwordRepeatSchema,
}).refine(passwordsMatch, repeatIssue);
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;
export const passwordResetAnswerSchema = successSchema.extend({ token: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** The parts of the verification link; anything missing or odd answers the link's own message. */
export const verifyEmailInputSchema = inputObject({
  userId: idField('userId', ERRORS['auth.verifyLink']),
  secret: requiredText('secret', 200, ERRORS['auth.verifyLink']),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

export const logoutInputSchema = inputObject({
  everywhere: z.boolean({ error: fieldError('everywhere', 'boolean') }).default(false),
}).default({ everywhere: false });
export type LogoutInput = z.infer<typeof logoutInputSchema>;

/** GET /api/auth/resend-verification/{user}: only the caller's own id is accepted. */
export const resendVerificationInputSchema = inputObject({ user: requiredText('user', 64) });
export type ResendVerificationInput = z.infer<typeof resendVerificationInputSchema>;
