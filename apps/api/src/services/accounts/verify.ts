import type { AppServices } from '../../app-services.ts';
import { AppError, badRequest, forbidden } from '../../trpc/errors.ts';
import type { Player } from '../players.ts';
import type { TokenCheck } from '../tokens.ts';
import type { RequestInfo } from '../../trpc/context.ts';
import { currentPlayer } from './current-player.ts';
import { createAnonymousPlayer } from './anonymous.ts';
import { consumeMailToken, issueMailToken } from './mail-tokens.ts';
import { sendVerificationMail } from './mails.ts';
import { issueToken } from './issue-token.ts';
import { throttleMails } from './throttle.ts';

export const INVALID_VERIFICATION = 'Invalid or expired verification link';

/**
 * Marks the e-mail verified from a single-use, 7-day link. The answer's token is the caller's own
 * (a new anonymous player's without one): the link proves the mailbox, it does not sign anyone in.
 */
export async function verifyEmail(app: AppServices, req: RequestInfo, token: TokenCheck, input: { userId: string; secret: string }): Promise<{ token: string }> {
  const now = app.now();
  const done = await app.db.prisma.$transaction(async (tx) => {
    if (!(await consumeMailToken(tx, input.userId, 'verify', input.secret, now))) return false;
    await tx.user.update({ where: { id: input.userId }, data: { emailVerified: true } });
    return true;
  });
  if (!done) throw badRequest(INVALID_VERIFICATION);
  app.log.info({ userId: input.userId }, 'e-mail verified');
  const caller = await currentPlayer(app, token);
  return { token: await issueToken(app, caller?.id ?? (await createAnonymousPlayer(app, req))) };
}

/** A new verification mail for the caller's own unverified e-mail. */
export async function resendVerification(app: AppServices, player: Player, user: string): Promise<{ success: true }> {
  if (user !== player.id) throw forbidden('You can only ask for your own verification e-mail');
  if (!player.email) throw badRequest('Add an e-mail address first');
  if (player.emailVerified) return { success: true };
  await throttleMails(app, 'verify', player.id);
  const secret = await app.db.prisma.$transaction((tx) => issueMailToken(tx, player.id, 'verify', app.now()));
  try {
    await sendVerificationMail(app, player.email, player.id, secret);
  } catch (err) {
    app.log.error({ err, userId: player.id }, 'verification mail failed');
    throw new AppError('BAD_GATEWAY', 'Failed to send verification email');
  }
  return { success: true };
}
