import type { LoginInput } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { requestLog, type RequestInfo } from '../../request.ts';
import type { TokenCheck } from '../tokens.ts';
import { unauthorized } from '../../errors.ts';
import { verifyPassword } from './passwords.ts';
import { issueToken } from './issue-token.ts';
import { checkLogin, isKnownDevice, recordLoginFailure, recordLoginSuccess, throttleAddress } from './throttle.ts';
import { normaliseEmail } from './signup.ts';
import { hashEmail } from '../../log.ts';
import { rawQuery } from '../../db/raw.ts';

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
  const user = email
    ? ((
        await rawQuery<{ id: string; passwordHash: string | null }>(
          app.db.sql,
          `SELECT "id", "passwordHash" FROM "User" WHERE "email" = $1`,
          [email],
          'login_user',
        )
      )[0] ?? null)
    : null;
  await checkLogin(app, email, req.ip, user ? await isKnownDevice(app, user.id, req, token) : false);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await recordLoginFailure(app, email, req.ip);
    const reason = !user ? 'unknown email' : user.passwordHash ? 'wrong password' : 'no password (platform account)';
    log.warn({ email: hashEmail(email), userId: user?.id, ip: req.ip, reason }, 'login failed');
    throw unauthorized('auth.loginFailed', 'login');
  }
  await recordLoginSuccess(app, email, user.id, req.ip);
  const issued = await issueToken(app, user.id, { seen: true });
  log.info({ userId: user.id }, 'login');
  return { token: issued };
}
