import { randomUUID } from 'node:crypto';
import { languageSchema, type SignupInput } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { requestLog, type RequestInfo } from '../../trpc/context.ts';
import type { TokenCheck } from '../tokens.ts';
import { conflict } from '../../trpc/errors.ts';
import { currentPlayer, hasNoEmailAccount } from './current-player.ts';
import { hashPassword } from './passwords.ts';
import { issueMailToken } from './mail-tokens.ts';
import { sendVerificationMail } from './mails.ts';
import { issueToken } from './issue-token.ts';
import { rememberAddress, throttleAddress, throttleSignupAccount } from './throttle.ts';

export const EMAIL_TAKEN = 'This email is already registered';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

/**
 * Sign-up and connect-email. A request carrying a valid token of a player without an e-mail
 * (anonymous, or signed in through a platform only) upgrades that same row, so progress is kept;
 * otherwise a new player is created. A verification mail follows; its failure does not undo the sign-up.
 */
export async function emailSignup(app: AppServices, req: RequestInfo, token: TokenCheck, input: SignupInput): Promise<{ token: string }> {
  const log = requestLog(app, req);
  await throttleAddress(app, 'signup', req.ip);
  const email = normaliseEmail(input.email);
  await throttleSignupAccount(app, email);
  const prisma = app.db.prisma;
  if (await prisma.user.findUnique({ where: { email }, select: { id: true } })) throw conflict(EMAIL_TAKEN, 'validation');

  const passwordHash = await hashPassword(input.password);
  const current = await currentPlayer(app, token);
  const now = app.now();
  let userId: string;
  let secret: string;
  try {
    ({ userId, secret } = await prisma.$transaction(async (tx) => {
      let id: string;
      if (current && hasNoEmailAccount(current)) {
        id = current.id;
        await tx.user.update({ where: { id }, data: { email, passwordHash, emailVerified: false, lastSeenAt: new Date(now) } });
      } else {
        id = randomUUID();
        const language = languageSchema.safeParse(req.language);
        await tx.user.create({ data: { id, email, passwordHash, language: language.success ? language.data : 'en', lastSeenAt: new Date(now) } });
      }
      return { userId: id, secret: await issueMailToken(tx, id, 'verify', now) };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'validation');
    throw error;
  }
  log.info({ userId, upgraded: current?.id === userId }, 'email sign-up');
  await rememberAddress(app, userId, req.ip);
  await sendVerificationMail(app, email, userId, secret).catch((err: unknown) => log.warn({ err, userId }, 'verification mail failed'));
  return { token: await issueToken(app, userId) };
}
