import type { HttpHandler } from 'msw';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '@app/schema/constants';
import { loggedInMe, meOfClaims, MOCK_LOGIN, staffMe } from '../data/me.ts';
import { moderationOf } from '../data/moderation.ts';
import { MOCK_STAFF } from '../data/moderation-seed.ts';
import { claimsOfRequest, mockToken } from '../data/token.ts';
import { mockRefusal, trpcMutation, trpcQuery } from '../trpc.ts';

export const handlers: HttpHandler[] = [
  // The moderators' decisions reach the player through the profile: a running suspension, an unread warning.
  trpcQuery('auth.me', ({ request }) => {
    const me = meOfClaims(claimsOfRequest(request));
    return { ...me, ...moderationOf(me._id) };
  }),
  // The console's staff log in with their own address and the mock password.
  trpcMutation('auth.emailLogin', ({ input }) => {
    const staff = Object.entries(MOCK_STAFF).find(([, s]) => s.email === input.email)?.[0] as
      | keyof typeof MOCK_STAFF
      | undefined;
    if ((input.email !== MOCK_LOGIN.email && !staff) || input.password !== MOCK_LOGIN.password)
      throw mockRefusal('auth.loginFailed', 'login', 'UNAUTHORIZED');
    return { token: (staff ? staffMe(staff) : loggedInMe()).token };
  }),
  // The same answer whether or not the address has an account (the mail says which); the session is unchanged.
  trpcMutation('auth.emailSignup', ({ input }) => {
    if (!EMAIL_PATTERN.test(input.email)) throw mockRefusal('auth.email', 'validation');
    if (!PASSWORD_PATTERN.test(input.password)) throw mockRefusal('auth.password', 'validation');
    if (input.password !== input.passwordRepeat) throw mockRefusal('auth.passwordRepeat', 'validation');
    return { sent: true as const };
  }),
  // The link of the sign-up mail: secret "expired" is refused, "taken" is an address registered meanwhile.
  trpcMutation('auth.confirmSignup', ({ input }) => {
    if (input.secret === 'expired') throw mockRefusal('auth.signupLink', 'validation');
    if (input.secret === 'taken') throw mockRefusal('auth.signupTaken', 'login', 'CONFLICT');
    if (input.password === 'Wrong-pass1') throw mockRefusal('auth.signupPassword', 'validation');
    return { token: mockToken({ user: 'player-new-1', loggedIn: true }) };
  }),
  trpcMutation('auth.logout', () => ({ success: true as const })),
  trpcMutation('auth.verifyEmail', () => ({ token: loggedInMe().token })),
  trpcMutation('auth.verifyEmailLink', ({ input }) => {
    if (input.secret === 'expired') throw mockRefusal('auth.verifyLink', 'validation');
    return { success: true as const };
  }),
  trpcMutation('auth.resendVerification', () => ({ success: true as const })),
  trpcMutation('auth.sendPasswordReset', ({ input }) => {
    if (input.email.includes('fail')) throw mockRefusal('auth.resetMailFailed');
    return { success: true as const };
  }),
  trpcMutation('auth.passwordReset', ({ input }) => {
    if (input.secret === 'expired') throw mockRefusal('auth.resetLink', 'validation');
    return { success: true as const, token: mockToken({ user: input.userId, loggedIn: true }) };
  }),
];
