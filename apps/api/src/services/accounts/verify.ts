import type { VerifyEmailInput } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { badGateway, badRequest, forbidden } from '../../errors.ts';
import type { Player } from '../players.ts';
import type { TokenCheck } from '../tokens.ts';
import { requestLog, type RequestInfo } from '../../request.ts';
import { currentPlayer } from './current-player.ts';
import { createAnonymousPlayer } from './anonymous.ts';
import { consumeMailToken, issueMailToken } from './mail-tokens.ts';
import { sendVerificationMail } from './mails.ts';
import { issueToken } from './issue-token.ts';
import { throttleVerifyMails } from './throttle.ts';

/** Uses a verification link once: the e-mail counts as verified. Refused (400) when used, expired or wrong. */
export async function consumeVerificationLink(
  app: AppServices,
  req: RequestInfo,
  input: VerifyEmailInput,
): Promise<{ success: true }> {
  const now = app.now();
  const done = await app.db.prisma.$transaction(async (tx) => {
    if (!(await consumeMailToken(tx, input.userId, 'verify', input.secret, now))) return false;
    await tx.user.update({ where: { id: input.userId }, data: { emailVerified: true } });
    return true;
  });
  if (!done) throw badRequest('auth.verifyLink');
  requestLog(app, req).info({ userId: input.userId }, 'e-mail verified');
  return { success: true };
}

/**
 * Marks the e-mail verified from a single-use, 7-day link. The answer's token is the caller's own
 * (a new anonymous player's without one): the link proves the mailbox, it does not sign anyone in.
 */
export async function verifyEmail(
  app: AppServices,
  req: RequestInfo,
  token: TokenCheck,
  input: VerifyEmailInput,
): Promise<{ token: string }> {
  await consumeVerificationLink(app, req, input);
  const caller = await currentPlayer(app, token);
  return { token: await issueToken(app, caller?.id ?? (await createAnonymousPlayer(app, req))) };
}

/** A new verification mail for the caller's own unverified e-mail. */
export async function resendVerification(
  app: AppServices,
  req: RequestInfo,
  player: Player,
  user: string,
): Promise<{ success: true }> {
  if (user !== player.id) throw forbidden('auth.verifyOwnOnly');
  if (!player.email) throw badRequest('auth.verifyNoEmail');
  if (player.emailVerified) return { success: true };
  await throttleVerifyMails(app, player.id);
  const secret = await app.db.prisma.$transaction((tx) => issueMailToken(tx, player.id, 'verify', app.now()));
  const log = requestLog(app, req);
  try {
    await sendVerificationMail(app, player.email, player.id, secret, player.language);
  } catch (err) {
    log.error({ err, userId: player.id }, 'verification mail failed');
    throw badGateway('auth.verifyMailFailed');
  }
  log.info({ userId: player.id }, 'verification mail sent again');
  return { success: true };
}
