import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/schema/errors';
import { clearError } from '../../lib/dialogs/index.ts';
import { currentSession } from '../../lib/session.ts';
import { anonymousMe } from '../../mocks/data/me.ts';
import { mockToken } from '../../mocks/data/token.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { trpcQuery } from '../../mocks/trpc.ts';
import { readHandoff } from './handoff.ts';

const SIGNED_IN = mockToken({
  user: 'player-oauth-1',
  loggedIn: true,
  tier: 2,
  tosConsent: true,
  tags: { 'girls-set': 'true' },
});
const VICTIM = { user: 'player-victim', loggedIn: true, tier: 3, tosConsent: true, tags: { 'girls-set': 'true' } };

interface Exchange {
  body: unknown;
  credentials: RequestCredentials;
}

/** The exchange endpoint: records what the page sent and answers `answer` (a token by default) once `release` is called. */
function handoffEndpoint(answer: () => Response = () => HttpResponse.json({ token: SIGNED_IN })) {
  const seen: Exchange[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  server.use(
    http.post('*/api/auth/signin-handoff', async ({ request }) => {
      seen.push({ body: await request.json().catch(() => null), credentials: request.credentials });
      if (held) await released;
      return answer();
    }),
  );
  return {
    seen,
    /** Holds answers until release() (to look at the page while the exchange runs). */
    hold() {
      held = true;
      return release;
    },
  };
}

/** Counts auth.me calls and notes how many exchanges had been made before the first one. */
function countMe(exchanges: Exchange[]) {
  const calls: number[] = [];
  server.use(
    trpcQuery('auth.me', () => {
      calls.push(exchanges.length);
      return anonymousMe();
    }),
  );
  return calls;
}

/** Opens the callback page as the browser does: the real address holds the fragment too. */
function openSignIn(address: string, options: Parameters<typeof renderRoute>[1] = { claims: null }) {
  window.history.replaceState(null, '', address);
  return renderRoute(address, options);
}

describe('the /signin callback page', () => {
  afterEach(() => clearError());

  it('removes the fragment from the address at once, swaps the code once with the cookie, stores the token and goes to the landing', async () => {
    const endpoint = handoffEndpoint();
    const meCalls = countMe(endpoint.seen);
    const release = endpoint.hold();
    const view = openSignIn('/signin#code=h1.good-code&to=%2Fapp%2Fprofile%2Fme');
    expect(await screen.findByRole('status', { name: 'Signing in...' })).toBeInTheDocument();
    // While the exchange runs, the code is no longer in the address bar.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/signin');
    await waitFor(() => expect(endpoint.seen).toHaveLength(1));
    expect(endpoint.seen[0]).toEqual({ body: { code: 'h1.good-code' }, credentials: 'same-origin' });
    expect(localStorage.getItem('token')).toBeNull();
    release();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/en/app/profile/me'));
    expect(localStorage.getItem('token')).toBe(SIGNED_IN);
    expect(currentSession()).toMatchObject({ userId: 'player-oauth-1', loggedIn: true, tier: 2 });
    expect(view.router.state.location.hash).toBe('');
    expect(endpoint.seen).toHaveLength(1);
    // No anonymous player was made before the hand-off: the profile asks for the signed-in player.
    await waitFor(() => expect(meCalls.length).toBeGreaterThan(0));
    expect(meCalls.every((exchangesBefore) => exchangesBefore === 1)).toBe(true);
  });

  it('a refused code (another browser, expired, used) leaves the stored session as it was and explains it on the profile', async () => {
    const endpoint = handoffEndpoint(() =>
      HttpResponse.json(
        {
          error: 'This sign-in has expired or was started in another browser. Please start it again.',
          cause: 'oauth-state',
        },
        { status: 403 },
      ),
    );
    const view = openSignIn('/en/signin#code=h1.attackers-code&to=%2F', { claims: VICTIM });
    const victimToken = localStorage.getItem('token');
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'This sign-in has expired or was started in another browser',
    );
    expect(view.router.state.location.pathname).toBe('/en/app/profile/me');
    expect(endpoint.seen).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe(victimToken);
    expect(currentSession().userId).toBe('player-victim');
    expect(window.location.hash).toBe('');
  });

  it('a failed exchange (offline, server fault) says the sign-in failed', async () => {
    handoffEndpoint(() => HttpResponse.error());
    openSignIn('/en/signin#code=h1.code&to=%2F');
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Sign-in failed. Please try again.',
    );
    expect(localStorage.getItem('token')).not.toBe(SIGNED_IN);
  });

  it('shows the notice that rode along (a lapsed patron) on the landing, signed in', async () => {
    handoffEndpoint();
    const view = openSignIn('/en/signin#code=h1.code&to=%2Fapp%2Fprofile%2Fme&error=patreon');
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      ERRORS['payments.patreonDiscontinued'],
    );
    expect(view.router.state.location.pathname).toBe('/en/app/profile/me');
    expect(localStorage.getItem('token')).toBe(SIGNED_IN);
  });

  it('keeps the language of the address', async () => {
    handoffEndpoint();
    const view = openSignIn('/fr/signin#code=h1.code&to=%2Fsubscribestar-welcome', { claims: null, language: 'fr' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/fr/subscribestar-welcome'));
    expect(localStorage.getItem('token')).toBe(SIGNED_IN);
  });

  it('goes only to its known same-site paths, never to an address from the fragment', async () => {
    handoffEndpoint();
    const view = openSignIn('/en/signin#code=h1.code&to=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/en'));
    expect(localStorage.getItem('token')).toBe(SIGNED_IN);
  });

  it('without a code it swaps nothing and goes home', async () => {
    const endpoint = handoffEndpoint();
    const view = openSignIn('/en/signin', { claims: VICTIM });
    const before = localStorage.getItem('token');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/en'));
    expect(endpoint.seen).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe(before);
  });
});

describe('readHandoff', () => {
  it('reads the code, a known landing and a plain error word', () => {
    expect(readHandoff('#code=h1.a.b&to=%2Fapp%2Fprofile%2Fme&error=patreon')).toEqual({
      code: 'h1.a.b',
      to: '/app/profile/me',
      error: 'patreon',
    });
    expect(readHandoff('#code=h1.a.b&to=/subscribestar-welcome')).toEqual({
      code: 'h1.a.b',
      to: '/subscribestar-welcome',
      error: null,
    });
    expect(readHandoff('#code=h1.a.b')).toEqual({ code: 'h1.a.b', to: '/', error: null });
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/app/home',
    '/en/app/profile/me',
    '/app/profile/me/../../x',
  ])('lands on / for to=%s', (to) => {
    expect(readHandoff(`#code=c&to=${encodeURIComponent(to)}`)?.to).toBe('/');
  });

  it('drops an error that is not a plain word, and needs a code', () => {
    expect(readHandoff('#code=c&error=%3Cscript%3E')?.error).toBeNull();
    expect(readHandoff('#code=c&error=a%26b%3Dc')?.error).toBeNull();
    expect(readHandoff('#to=%2F')).toBeNull();
    expect(readHandoff('')).toBeNull();
    expect(readHandoff(`#code=${'a'.repeat(3000)}`)).toBeNull();
  });
});
