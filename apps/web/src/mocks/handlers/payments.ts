import { http, HttpResponse, type HttpHandler } from 'msw';
import { loggedInMe } from '../data/me.ts';
import { claimsOfRequest, mockToken } from '../data/token.ts';
import { mockRefusal, trpcMutation } from '../trpc.ts';

const HANDOFF_REFUSED = 'This sign-in has expired or was started in another browser. Please start it again.';
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();

/** The payments calls as the server answers them (the provider pages themselves are not mocked). */
export const handlers: HttpHandler[] = [
  trpcMutation('payments.cardPaymentUrl', ({ input, request }) => {
    const claims = claimsOfRequest(request);
    if (!claims?.loggedIn) throw mockRefusal('payments.cardLoginRequired', 'login', 'FORBIDDEN');
    return {
      url: `https://cards.mock.example/flexforms/mock?tier=${input.tier}&userId=${encodeURIComponent(claims.user ?? '')}`,
    };
  }),
  trpcMutation('payments.platformSignIn', ({ input }) => ({
    url: `/api/${input.platform}/login?state=t1.mock-ticket${input.redirect ? `&redirect=${input.redirect}` : ''}`,
  })),
  // A player with no Patreon link is sent to sign in (the server refuses a link that grants nothing with cause patreon).
  trpcMutation('payments.connectPatreon', () => ({ redirect: '/api/patreon/login?state=t1.mock-ticket' })),
  // The /signin page's exchange after a platform round trip: `/signin#code=mock&to=/` signs in; the code `expired` is refused.
  http.post('*/api/auth/signin-handoff', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
    if (typeof body?.code !== 'string' || body.code === '')
      return HttpResponse.json({ error: HANDOFF_REFUSED, cause: 'validation' }, { status: 400 });
    if (body.code === 'expired')
      return HttpResponse.json({ error: HANDOFF_REFUSED, cause: 'oauth-state' }, { status: 403 });
    return HttpResponse.json({ token: mockToken(loggedInMeClaims()) });
  }),
  trpcMutation('payments.syncSubscribeStar', ({ request }) => {
    const claims = claimsOfRequest(request);
    if (!claims?.loggedIn) throw mockRefusal('auth.loginRequired', 'login', 'UNAUTHORIZED');
    return {
      token: mockToken({ ...loggedInMeClaims(), tier: 3 }),
      tier: 3,
      subscribeStarTier: 3,
      subscribeStarExp: inAMonth(),
      active: true,
    };
  }),
];

function loggedInMeClaims() {
  const me = loggedInMe();
  return { user: me._id, loggedIn: true, tosConsent: true, tags: me.tags };
}
