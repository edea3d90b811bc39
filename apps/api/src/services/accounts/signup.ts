import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { languageSchema, type ConfirmSignupInput, type SignupAnswer, type SignupInput } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { requestLog, type RequestInfo } from '../../request.ts';
import type { TokenCheck } from '../tokens.ts';
import { badGateway, badRequest, conflict } from '../../errors.ts';
import { currentPlayer, hasNoEmailAccount } from './current-player.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sendAlreadyRegisteredMail, sendConfirmSignupMail } from './signup-mails.ts';
import { issueToken } from './issue-token.ts';
import { rememberAddress, throttleAddress, throttleSignupAccount } from './throttle.ts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** How long the link of a sign-up confirmation mail works. */
export const SIGNUP_LINK_HOURS = 24;
export const SIGNUP_LINK_TTL_MS = SIGNUP_LINK_HOURS * 3_600_000;
/** Wrong passwords one confirmation link takes before it is spent. */
export const SIGNUP_PASSWORD_TRIES = 5;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

/**
 * Sign-up and connect-email. The answer is the same `{ sent: true }` whether or not the address
 * already has an account, and the caller's session stays as it was: the mail says what happened.
 * A new address gets a link (valid 24 hours, single use) that creates the account; only the
 * pending sign-up is stored until then, with the id of the caller when the caller is a player
 * without an e-mail account (anonymous, or signed in through a platform only), whose row the
 * confirmation upgrades so the progress is kept. An address that has an account gets a mail saying
 * so, with how to log in or reset the password, and nothing usable is stored. Both branches hash
 * the password, read the same rows and send one mail, so the time taken does not tell them apart
 * either. The mail is queued for the job runner (jobs/runner.ts), which retries a refusing mail server,
 * so neither branch waits for it; only a failure to queue it fails the call, in both branches alike.
 */
export async function emailSignup(
  app: AppServices,
  req: RequestInfo,
  token: TokenCheck,
  input: SignupInput,
): Promise<SignupAnswer> {
  const log = requestLog(app, req);
  await throttleAddress(app, 'signup', req.ip);
  const email = normaliseEmail(input.email);
  await throttleSignupAccount(app, email);
  const prisma = app.db.prisma;

  const passwordHash = await hashPassword(input.password);
  const [owner, current] = await Promise.all([
    prisma.user.findUnique({ where: { email }, select: { id: true, language: true } }),
    currentPlayer(app, token),
  ]);
  const now = app.now();
  // expired sign-ups (of any address) are dropped on the way, in both branches
  await prisma.pendingSignup.deleteMany({ where: { expiresAt: { lte: new Date(now) } } });

  let send: () => Promise<void>;
  if (owner) {
    log.info({ userId: owner.id, registered: true }, 'email sign-up');
    send = () => sendAlreadyRegisteredMail(app, email, owner.language);
  } else {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const asked = languageSchema.safeParse(req.language);
    const language = asked.success ? asked.data : 'en';
    const userId = current && hasNoEmailAccount(current) ? current.id : null;
    await prisma.pendingSignup.create({
      data: {
        id,
        email,
        passwordHash,
        userId,
        language,
        secretHash: hashSecret(secret),
        expiresAt: new Date(now + SIGNUP_LINK_TTL_MS),
      },
    });
    log.info({ pendingSignupId: id, playerId: userId, registered: false }, 'email sign-up');
    send = () => sendConfirmSignupMail(app, email, id, secret, SIGNUP_LINK_HOURS, language);
  }
  try {
    await send();
  } catch (err) {
    log.error({ err }, 'sign-up mail failed');
    throw badGateway('auth.signupMailFailed');
  }
  return { sent: true };
}

type Confirmation = { kind: 'refused' } | { kind: 'taken' } | { kind: 'created'; userId: string; upgraded: boolean };

/**
 * Opens the link of a confirmation mail, once, by whoever knows the password chosen at sign-up (so the
 * owner of an address a stranger signed up with cannot finish the stranger's account by a click; the
 * link dies after a few wrong passwords). In one transaction the pending sign-up is spent (with every
 * other pending sign-up of the address) and the account is created, or the recorded anonymous or
 * platform-only player is upgraded in place (progress kept), with the e-mail verified, since the mail
 * proved it. Answers a token of the account. A used, expired or wrong link answers 400; an address
 * that got an account meanwhile answers 409 (cause login) and creates nothing.
 */
export async function confirmSignup(
  app: AppServices,
  req: RequestInfo,
  input: ConfirmSignupInput,
): Promise<{ token: string }> {
  const log = requestLog(app, req);
  await throttleAddress(app, 'confirm-signup', req.ip);
  const now = app.now();
  const prisma = app.db.prisma;
  const link = { id: input.id, secretHash: hashSecret(input.secret), expiresAt: { gt: new Date(now) } };
  const pending = await prisma.pendingSignup.findFirst({ where: link, select: { passwordHash: true } });
  if (!pending) throw badRequest('auth.signupLink');
  if (!(await verifyPassword(pending.passwordHash, input.password))) {
    if (await app.limiter.hit(`auth:confirm-signup:${input.id}`, SIGNUP_PASSWORD_TRIES - 1, SIGNUP_LINK_TTL_MS))
      throw badRequest('auth.signupPassword');
    await prisma.pendingSignup.deleteMany({ where: { id: input.id } });
    log.warn({ pendingSignupId: input.id }, 'sign-up link spent after wrong passwords');
    throw badRequest('auth.signupLink');
  }
  let outcome: Confirmation;
  try {
    outcome = await app.db.prisma.$transaction(async (tx): Promise<Confirmation> => {
      const pending = await tx.pendingSignup.findFirst({ where: link });
      if (!pending) return { kind: 'refused' };
      // single use: of simultaneous confirmations only one deletes the row
      if ((await tx.pendingSignup.deleteMany({ where: { id: pending.id } })).count !== 1) return { kind: 'refused' };
      await tx.pendingSignup.deleteMany({ where: { email: pending.email } });
      if (await tx.user.findUnique({ where: { email: pending.email }, select: { id: true } })) return { kind: 'taken' };
      const account = {
        email: pending.email,
        passwordHash: pending.passwordHash,
        emailVerified: true,
        lastSeenAt: new Date(now),
      };
      const recorded = pending.userId
        ? await tx.user.findUnique({ where: { id: pending.userId }, select: { id: true, email: true } })
        : null;
      if (recorded && recorded.email === null) {
        await tx.user.update({ where: { id: recorded.id }, data: account });
        return { kind: 'created', userId: recorded.id, upgraded: true };
      }
      // no player recorded, or it got an e-mail account of its own meanwhile: a new player
      const id = randomUUID();
      await tx.user.create({ data: { id, ...account, language: pending.language } });
      return { kind: 'created', userId: id, upgraded: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    outcome = { kind: 'taken' };
  }
  if (outcome.kind === 'refused') throw badRequest('auth.signupLink');
  if (outcome.kind === 'taken') {
    log.info('sign-up confirmed for an address that has an account meanwhile');
    throw conflict('auth.signupTaken', 'login');
  }
  log.info({ userId: outcome.userId, upgraded: outcome.upgraded }, 'email sign-up confirmed');
  await rememberAddress(app, outcome.userId, req.ip);
  return { token: await issueToken(app, outcome.userId) };
}
