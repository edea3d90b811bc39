import type { HttpHandler } from 'msw';
import { EMAIL_PATTERN, MESSAGES, PASSWORD_PATTERN } from '@app/schema/constants';
import { anonymousMe, loggedInMe, MOCK_LOGIN } from '../data/me.ts';
import { claimsOfRequest, mockToken } from '../data/token.ts';
import { mockError, trpcMutation, trpcQuery } from '../trpc.ts';

export const handlers: HttpHandler[] = [
  trpcQuery('auth.me', ({ request }) => {
    const claims = claimsOfRequest(request);
    if (claims?.loggedIn) return loggedInMe();
    if (claims?.user)
      return anonymousMe({
        _id: claims.user,
        token: mockToken({ ...claims }),
        tags: claims.tags ?? {},
        tosConsent: Boolean(claims.tosConsent),
      });
    return anonymousMe();
  }),
  trpcMutation('auth.emailLogin', ({ input }) => {
    if (input.email !== MOCK_LOGIN.email || input.password !== MOCK_LOGIN.password)
      throw mockError(MESSAGES.loginFailed, 'login', 'UNAUTHORIZED');
    return { token: loggedInMe().token };
  }),
  // The same answer whether or not the address has an account (the mail says which); the session is unchanged.
  trpcMutation('auth.emailSignup', ({ input }) => {
    if (!EMAIL_PATTERN.test(input.email)) throw mockError(MESSAGES.email, 'validation');
    if (!PASSWORD_PATTERN.test(input.password)) throw mockError(MESSAGES.password, 'validation');
    if (input.password !== input.passwordRepeat) throw mockError(MESSAGES.passwordRepeat, 'validation');
    return { sent: true as const };
  }),
  // The link of the sign-up mail: secret "expired" is refused, "taken" is an address registered meanwhile.
  trpcMutation('auth.confirmSignup', ({ input }) => {
    if (input.secret === 'expired') throw mockError(MESSAGES.signupLink, 'validation');
    if (input.secret === 'taken') throw mockError(MESSAGES.signupTaken, 'login', 'CONFLICT');
    if (input.password === 'Wrong-pass1') throw mockError(MESSAGES.signupPassword, 'validation');
    return { token: mockToken({ user: 'player-new-1', loggedIn: true }) };
  }),
  trpcMutation('auth.logout', () => ({ success: true as const })),
  trpcMutation('auth.verifyEmail', () => ({ token: loggedInMe().token })),
  trpcMutation('auth.verifyEmailLink', ({ input }) => {
    if (input.secret === 'expired') throw mockError(MESSAGES.verifyLink, 'validation');
    return { success: true as const };
  }),
  trpcMutation('auth.resendVerification', () => ({ success: true as const })),
  trpcMutation('auth.sendPasswordReset', ({ input }) => {
    if (input.email.includes('fail')) throw mockError(MESSAGES.resetMailFailed);
    return { success: true as const };
  }),
  trpcMutation('auth.passwordReset', ({ input }) => {
    if (input.secret === 'expired') throw mockError(MESSAGES.resetLink, 'validation');
    return { success: true as const, token: mockToken({ user: input.userId, loggedIn: true }) };
  }),
];
