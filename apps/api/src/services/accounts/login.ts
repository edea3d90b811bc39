import type { LoginInput } from '@app/schema';
import { MESSAGES } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import type { RequestInfo } from '../../trpc/context.ts';
import { unauthorized } from '../../trpc/errors.ts';
import { verifyPassword } from './passwords.ts';
import { issueToken } from './issue-token.ts';
import { clearAccountFailures, throttleAccount, throttleAddress } from './throttle.ts';
import { normaliseEmail } from './signup.ts';

/**
 * E-mail login. Every failure answers the same "Login failed" (unknown e-mail, wrong password,
 * platform-only account) after about the same work. A token of an anonymous player that the
 * request may carry is ignored: the account keeps its own progress and the anonymous progress is
 * not merged into it (merging could overwrite the account's scores with a throwaway session's).
 */
export async function emailLogin(app: AppServices, req: RequestInfo, input: LoginInput): Promise<{ token: string }> {
  const email = normaliseEmail(input.email);
  await throttleAddress(app, 'login', req.ip);
  await throttleAccount(app, email);
  const user = email ? await app.db.prisma.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } }) : null;
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    const reason = !user ? 'unknown email' : user.passwordHash ? 'wrong password' : 'no password (platform account)';
    app.log.warn({ email, userId: user?.id, ip: req.ip, reason }, 'login failed');
    throw unauthorized(MESSAGES.loginFailed, 'login');
  }
  await clearAccountFailures(app, email);
  await app.db.prisma.user.update({ where: { id: user.id }, data: { lastSeenAt: new Date(app.now()) } });
  app.log.info({ userId: user.id }, 'login');
  return { token: await issueToken(app, user.id) };
}
