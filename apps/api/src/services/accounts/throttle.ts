import type { AppServices } from '../../app-services.ts';
import type { RequestInfo } from '../../request.ts';
import type { TokenCheck } from '../tokens.ts';
import { tooManyRequests } from '../../errors.ts';
import { addressKey } from '../limiter.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

/** Failed logins one address may make on one account per 15 minutes. */
export const LOGIN_FAILURES_PER_ADDRESS = 5;
/** Failed logins on one account from every address per 15 minutes before the progressive delay starts. */
export const ACCOUNT_FAILURES_BEFORE_DELAY = 10;
/** The longest the progressive delay makes anyone wait (it doubles with each failure past the allowance). */
export const MAX_ACCOUNT_DELAY_MS = 30_000;
/** Reset mails one address may ask for one e-mail per 15 minutes. */
export const RESET_MAILS_PER_ADDRESS = 3;
/** Reset mails to one e-mail per hour from unknown addresses in all (the owner's known addresses are not capped). */
export const RESET_MAILS_PER_ACCOUNT = 10;
/** Sign-up attempts for one e-mail per 15 minutes, from every address. */
export const SIGNUPS_PER_ACCOUNT = 5;
/** Uses of a reset link (right or wrong) per account per 15 minutes, from every address. */
export const RESET_USES_PER_ACCOUNT = 10;
/** Verification mails per account per 15 minutes (only the owner can ask). */
export const VERIFY_MAILS_PER_ACCOUNT = 3;
/** How long an address that signed in successfully stays known to the account. */
export const KNOWN_ADDRESS_MS = 90 * 86_400_000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Every call of an auth action counts against the address (AUTH_RATE_LIMIT a minute; IPv6 by its /64). */
export async function throttleAddress(app: AppServices, action: string, ip: string): Promise<void> {
  if (!(await app.limiter.hit(`auth:${action}:ip:${addressKey(ip)}`, app.config.AUTH_RATE_LIMIT, MINUTE)))
    throw tooManyRequests('rate.tooMany', 60);
}

const knownKey = (userId: string, ip: string) => `auth:known:${userId}:${addressKey(ip)}`;

/** Remembers the address of a successful sign-in (login, sign-up, password reset) for the account. */
export async function rememberAddress(app: AppServices, userId: string, ip: string): Promise<void> {
  await app.limiter.hit(knownKey(userId, ip), Number.MAX_SAFE_INTEGER, KNOWN_ADDRESS_MS);
}

/**
 * A device or address that signed in to this account before: its address is remembered, or the
 * request carries a token the server signed for this account (even expired or revoked).
 */
export async function isKnownDevice(
  app: AppServices,
  userId: string,
  req: RequestInfo,
  token?: TokenCheck,
): Promise<boolean> {
  if (
    token &&
    (token.status === 'valid' || token.status === 'expired') &&
    token.claims.user === userId &&
    token.claims.loggedIn
  )
    return true;
  return (await app.limiter.peek(knownKey(userId, req.ip))).count > 0;
}

const pairKey = (email: string, ip: string) => `auth:login:fail:${email}:${addressKey(ip)}`;
const accountKey = (email: string) => `auth:login:fail:${email}`;
const waitKey = (email: string) => `auth:login:wait:${email}`;

/**
 * Login throttle that cannot be turned into a lockout of the owner. Failures are counted per
 * (account, address): one address gets 5 guesses per account per 15 minutes. Across all addresses
 * an account gets 10 failures per 15 minutes, then each further failure makes unknown addresses wait
 * (1 s, 2 s, 4 s... at most 30 s) before the next try; devices and addresses that signed in to the
 * account before skip that wait. Counted on the normalised e-mail, whether or not it has an account.
 */
export async function checkLogin(app: AppServices, email: string, ip: string, known: boolean): Promise<void> {
  const pair = await app.limiter.peek(pairKey(email, ip));
  if (pair.count >= LOGIN_FAILURES_PER_ADDRESS) {
    throw tooManyRequests('rate.loginAddress', seconds(pair.resetInMs));
  }
  if (known) return;
  const wait = await app.limiter.peek(waitKey(email));
  if (wait.count > 0) {
    const count = seconds(wait.resetInMs);
    throw tooManyRequests('rate.loginAccount', { count }, count);
  }
}

export async function recordLoginFailure(app: AppServices, email: string, ip: string): Promise<void> {
  await app.limiter.hit(pairKey(email, ip), LOGIN_FAILURES_PER_ADDRESS, WINDOW);
  if (await app.limiter.hit(accountKey(email), ACCOUNT_FAILURES_BEFORE_DELAY, WINDOW)) return;
  const { count } = await app.limiter.peek(accountKey(email));
  const delay = Math.min(MAX_ACCOUNT_DELAY_MS, 1000 * 2 ** Math.min(20, count - ACCOUNT_FAILURES_BEFORE_DELAY - 1));
  await app.limiter.reset(waitKey(email));
  await app.limiter.hit(waitKey(email), 1, delay);
}

/** A success clears the address's failures on the account and makes the address known. */
export async function recordLoginSuccess(app: AppServices, email: string, userId: string, ip: string): Promise<void> {
  await app.limiter.reset(pairKey(email, ip));
  await rememberAddress(app, userId, ip);
}

/**
 * Reset mails: 3 per (e-mail, address) per 15 minutes, and 10 an hour per e-mail from unknown
 * addresses in all, so strangers cannot use up the owner's mails (the owner's known addresses are
 * not capped by the total). Counted whether or not the e-mail has an account.
 */
export async function throttleResetMails(app: AppServices, email: string, ip: string, known: boolean): Promise<void> {
  if (!(await app.limiter.hit(`auth:mail:reset:${email}:${addressKey(ip)}`, RESET_MAILS_PER_ADDRESS, WINDOW)))
    throw tooManyRequests('rate.resetMails', seconds(WINDOW));
  if (!known && !(await app.limiter.hit(`auth:mail:reset:${email}`, RESET_MAILS_PER_ACCOUNT, 60 * MINUTE)))
    throw tooManyRequests('rate.resetMails', seconds(60 * MINUTE));
}

/** Verification mails of one account (only its owner can ask for them). */
export async function throttleVerifyMails(app: AppServices, userId: string): Promise<void> {
  if (!(await app.limiter.hit(`auth:mail:verify:${userId}`, VERIFY_MAILS_PER_ACCOUNT, WINDOW))) {
    throw tooManyRequests('rate.verifyMails', seconds(WINDOW));
  }
}

/** Sign-up attempts for one e-mail from every address. */
export async function throttleSignupAccount(app: AppServices, email: string): Promise<void> {
  if (!(await app.limiter.hit(`auth:signup:account:${email}`, SIGNUPS_PER_ACCOUNT, WINDOW))) {
    throw tooManyRequests('rate.signups', seconds(WINDOW));
  }
}

/** Uses of a reset link for one account from every address. */
export async function throttleResetUse(app: AppServices, userId: string): Promise<void> {
  if (!(await app.limiter.hit(`auth:reset-use:account:${userId}`, RESET_USES_PER_ACCOUNT, WINDOW))) {
    throw tooManyRequests('rate.resetUses', seconds(WINDOW));
  }
}
