import type { AppServices } from '../../app-services.ts';
import { tooManyRequests } from '../../trpc/errors.ts';

const MINUTE = 60_000;
/** Failed logins an account tolerates per minute. */
export const ACCOUNT_FAILURES_PER_MINUTE = 5;
/** Reset or verification mails per account (e-mail) per 15 minutes. */
export const MAILS_PER_ACCOUNT = 3;

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

/** Every call of an auth action counts against the address (AUTH_RATE_LIMIT a minute). */
export async function throttleAddress(app: AppServices, action: string, ip: string): Promise<void> {
  if (!(await app.limiter.hit(`auth:${action}:ip:${ip}`, app.config.AUTH_RATE_LIMIT, MINUTE))) throw tooManyRequests(TOO_MANY);
}

const accountKey = (email: string) => `auth:login:account:${email}`;

/**
 * Per-account login throttle. The counter is bumped before the password is checked (so a locked
 * account answers 429 whatever the password, revealing nothing) and cleared by a success, so it
 * holds failed attempts only; it lasts one minute, which is all an attacker can deny the owner.
 */
export async function throttleAccount(app: AppServices, email: string): Promise<void> {
  if (!(await app.limiter.hit(accountKey(email), ACCOUNT_FAILURES_PER_MINUTE, MINUTE))) {
    throw tooManyRequests('Too many failed login attempts for this account. Please wait a minute and try again.');
  }
}

export async function clearAccountFailures(app: AppServices, email: string): Promise<void> {
  await app.limiter.reset(accountKey(email));
}

/** Mails sent to one account: a few per 15 minutes, counted whether or not the account exists. */
export async function throttleMails(app: AppServices, kind: string, key: string): Promise<void> {
  if (!(await app.limiter.hit(`auth:mail:${kind}:${key}`, MAILS_PER_ACCOUNT, 15 * MINUTE))) throw tooManyRequests(TOO_MANY);
}
