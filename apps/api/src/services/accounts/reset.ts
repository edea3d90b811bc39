import { AppError, badRequest } from '../../trpc/errors.ts';
import { MESSAGES, type PasswordResetInput } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import type { RequestInfo } from '../../trpc/context.ts';
import { consumeMailToken, issueMailToken } from './mail-tokens.ts';
import { sendResetMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { issueToken } from './issue-token.ts';
import { normaliseEmail } from './signup.ts';
import { throttleAddress, throttleMails } from './throttle.ts';

/** Always answers success whether or not the e-mail has an account; only a failing mail server shows. */
export async function sendPasswordReset(app: AppServices, req: RequestInfo, rawEmail: string): Promise<{ success: true }> {
  const email = normaliseEmail(rawEmail);
  await throttleAddress(app, 'reset', req.ip);
  await throttleMails(app, 'reset', email);
  const user = await app.db.prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) {
    app.log.info({ ip: req.ip }, 'password reset asked for an unknown e-mail');
    return { success: true };
  }
  const secret = await app.db.prisma.$transaction((tx) => issueMailToken(tx, user.id, 'reset', app.now()));
  try {
    await sendResetMail(app, email, user.id, secret);
  } catch (err) {
    app.log.error({ err, userId: user.id }, 'reset mail failed');
    throw new AppError('BAD_GATEWAY', MESSAGES.resetMailFailed);
  }
  return { success: true };
}

/** Sets a new password from a single-use, 1-hour link; the e-mail counts as verified and every other session ends. */
export async function passwordReset(app: AppServices, req: RequestInfo, input: PasswordResetInput): Promise<{ success: true; token: string }> {
  await throttleAddress(app, 'reset-use', req.ip);
  const passwordHash = await hashPassword(input.password);
  const now = app.now();
  const done = await app.db.prisma.$transaction(async (tx) => {
    if (!(await consumeMailToken(tx, input.userId, 'reset', input.secret, now))) return false;
    await tx.user.update({ where: { id: input.userId }, data: { passwordHash, emailVerified: true, tokenVersion: { increment: 1 } } });
    return true;
  });
  if (!done) throw badRequest(MESSAGES.resetLink);
  app.log.info({ userId: input.userId }, 'password reset');
  return { success: true, token: await issueToken(app, input.userId) };
}
