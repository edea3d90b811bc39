import type { LoginInput } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { requestLog, type RequestInfo } from '../../request.ts';
import type { TokenCheck } from '../tokens.ts';
import { unauthorized } from '../../errors.ts';
import { verifyPassword } from './passwords.ts';
import { tokenFor } from './issue-token.ts';
import { checkLogin, isKnownDevice, recordLoginFailure, recordLoginSuccess, throttleAddress } from './throttle.ts';
import { normaliseEmail } from './signup.ts';
import { hashEmail } from '../../log.ts';
import { loadLogin, playerAt } from '../players.ts';

/**
 * E-mail login. Every failure answers the same "Login failed" (unknown e-mail, wrong password,
 * platform-only account) after about the same work. A token of an anonymous player that the
 * request may carry is ignored: the account keeps its own progress and the anonymous progress is
 * not merged into it (merging could overwrite the account's scores with a throwaway session's).
 */
export async function emailLogin(
  app: AppServices,
  req: RequestInfo,
  input: LoginInput,
  token?: TokenCheck,
): Promise<{ token: string }> {
  const log = requestLog(app, req);
  const email = normaliseEmail(input.email);
  await throttleAddress(app, 'login', req.ip);
  // One read, before the hash: the account, its hash and the record its token is made of (a change made
  // while the hash runs is seen by the next request's permission check, which reads the database).
  const account = email ? await loadLogin(app.db.sql, email, app.now()) : null;
  const userId = account?.record.id;
  await checkLogin(app, email, req.ip, userId ? await isKnownDevice(app, userId, req, token) : false);
  const ok = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !ok) {
    await recordLoginFailure(app, email, req.ip);
    const reason = !account
      ? 'unknown email'
      : account.passwordHash
        ? 'wrong password'
        : 'no password (platform account)';
    log.warn({ email: hashEmail(email), userId, ip: req.ip, reason }, 'login failed');
    throw unauthorized('auth.loginFailed', 'login');
  }
  await recordLoginSuccess(app, email, account.record.id, req.ip);
  const now = app.now();
  const issued = await tokenFor(app, playerAt(account.record, now));
  app.visits.record(account.record.id, now);
  log.info({ userId }, 'login');
  return { token: issued };
}
