import { badGateway, badRequest } from '../../errors.ts';
import type { PasswordResetInput } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { requestLog, type RequestInfo } from '../../request.ts';
import { consumeMailToken, issueMailToken } from './mail-tokens.ts';
import { sendResetMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { issueToken } from './issue-token.ts';
import { normaliseEmail } from './signup.ts';
import type { TokenCheck } from '../tokens.ts';
import {
  isKnownDevice,
  recordLoginSuccess,
  throttleAddress,
  throttleResetMails,
  throttleResetUse,
} from './throttle.ts';

/** Always answers success whether or not the e-mail has an account; only a failing mail server shows. */
export async function sendPasswordReset(
  app: AppServices,
  req: RequestInfo,
  rawEmail: string,
  token?: TokenCheck,
): Promise<{ success: true }> {
  const log = requestLog(app, req);
  const email = normaliseEmail(rawEmail);
  await throttleAddress(app, 'reset', req.ip);
  const user = await app.db.prisma.user.findUnique({ where: { email }, select: { id: true, language: true } });
  await throttleResetMails(app, email, req.ip, user ? await isKnownDevice(app, user.id, req, token) : false);
  if (!user) {
    log.info({ ip: req.ip }, 'password reset asked for an unknown e-mail');
    return { success: true };
  }
  const secret = await app.db.prisma.$transaction((tx) => issueMailToken(tx, user.id, 'reset', app.now()));
  try {
    await sendResetMail(app, email, user.id, secret, user.language);
  } catch (err) {
    log.error({ err, userId: user.id }, 'reset mail failed');
    throw badGateway('auth.resetMailFailed');
  }
  log.info({ userId: user.id }, 'password reset mail sent');
  return { success: true };
}

/** Sets a new password from a single-use, 1-hour link; the e-mail counts as verified and every other session ends. */
export async function passwordReset(
  app: AppServices,
  req: RequestInfo,
  input: PasswordResetInput,
): Promise<{ success: true; token: string }> {
  await throttleAddress(app, 'reset-use', req.ip);
  await throttleResetUse(app, input.userId);
  const passwordHash = await hashPassword(input.password);
  const now = app.now();
  const email = await app.db.prisma.$transaction(async (tx) => {
    if (!(await consumeMailToken(tx, input.userId, 'reset', input.secret, now))) return undefined;
    const user = await tx.user.update({
      where: { id: input.userId },
      data: { passwordHash, emailVerified: true, tokenVersion: { increment: 1 } },
      select: { email: true },
    });
    return user.email ?? '';
  });
  if (email === undefined) throw badRequest('auth.resetLink');
  // the owner proved the mailbox: this address's failed logins are forgiven and it becomes known
  await recordLoginSuccess(app, email, input.userId, req.ip);
  requestLog(app, req).info({ userId: input.userId }, 'password reset');
  return { success: true, token: await issueToken(app, input.userId) };
}
