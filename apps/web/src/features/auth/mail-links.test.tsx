import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@app/schema/errors';
import { browser } from '../../lib/browser.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { mockError, trpcMutation } from '../../mocks/trpc.ts';
import { mockToken } from '../../mocks/data/token.ts';
import { stripKeys } from './mail-link.ts';
import { resetLinkParams, verifyLinkParams } from './validation.ts';

const INVALID_VERIFY = 'This verification link is invalid or has expired. You can ask for a new one in your account.';

/** Opens a page as a mail link does: the browser's address bar holds the same address as the router. */
function openLink(path: string, options: Parameters<typeof renderRoute>[1] = {}) {
  window.history.replaceState(null, '', path);
  return renderRoute(path, options);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('mail link parameters', () => {
  it('reads the fragment first, and the query of links sent before', () => {
    expect(resetLinkParams('', '#secret=s&userId=u')).toEqual({ secret: 's', userId: 'u' });
    expect(resetLinkParams('?secret=old&userId=u', '')).toEqual({ secret: 'old', userId: 'u' });
    expect(resetLinkParams('?secret=old&userId=u', '#secret=new&userId=u')).toEqual({ secret: 'new', userId: 'u' });
    expect(resetLinkParams('', '#secret=s')).toBeNull();
    expect(verifyLinkParams('', '#userId=u1&secret=s1')).toEqual({ userId: 'u1', secret: 's1' });
    expect(verifyLinkParams('?userId=u1', '#secret=s1')).toBeNull();
  });

  it('strips only the link keys from the query and the fragment', () => {
    expect(stripKeys('?secret=s&userId=u', '', ['secret', 'userId'])).toEqual({ search: '', hash: '' });
    expect(stripKeys('?page=2&secret=s', '#userId=u&secret=s', ['secret', 'userId'])).toEqual({
      search: '?page=2',
      hash: '',
    });
    expect(stripKeys('?page=2', '#top', ['secret', 'userId'])).toBeNull();
  });
});

describe('password reset page', () => {
  it('reads the link from the fragment, removes it from the address bar at once and posts it with the new password', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const posted: unknown[] = [];
    server.use(
      trpcMutation('auth.passwordReset', ({ input }) => {
        posted.push(input);
        return { success: true as const, token: mockToken({ user: input.userId, loggedIn: true }) };
      }),
    );
    const user = userEvent.setup();
    const { router } = openLink('/en/password-reset#secret=s3cret-fragment&userId=player-mail-1');
    const password = await screen.findByLabelText('Password');
    expect(window.location.href).not.toContain('s3cret');
    expect(window.location.pathname).toBe('/en/password-reset');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.queryByText(ERRORS['auth.resetLink'])).toBeNull();
    await user.type(password, 'Passw0rd1');
    await user.type(screen.getByLabelText('Repeat Password'), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/app/home'));
    expect(posted).toEqual([
      { secret: 's3cret-fragment', userId: 'player-mail-1', password: 'Passw0rd1', passwordRepeat: 'Passw0rd1' },
    ]);
  });

  it('still reads a link sent before (secret in the query) and removes it from the address bar', async () => {
    const posted: unknown[] = [];
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(
      trpcMutation('auth.passwordReset', ({ input }) => {
        posted.push(input);
        return { success: true as const, token: mockToken({ user: input.userId, loggedIn: true }) };
      }),
    );
    const user = userEvent.setup();
    const { router } = openLink('/en/password-reset?secret=old-query-secret&userId=player-mail-1');
    const password = await screen.findByLabelText('Password');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.type(password, 'Passw0rd1');
    await user.type(screen.getByLabelText('Repeat Password'), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ secret: 'old-query-secret', userId: 'player-mail-1' });
  });

  it('keeps the link out of the address when the language prefix is added', async () => {
    const { router } = openLink('/password-reset#secret=s3cret-fragment&userId=player-mail-1', { language: 'en' });
    await screen.findByLabelText('Password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/password-reset'));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(window.location.href).not.toContain('s3cret');
    expect(screen.queryByText(ERRORS['auth.resetLink'])).toBeNull();
  });
});

describe('e-mail verification page', () => {
  it('posts the fragment once, removes it from the address bar and says the address is confirmed', async () => {
    const posted: unknown[] = [];
    server.use(
      trpcMutation('auth.verifyEmailLink', ({ input }) => {
        posted.push(input);
        return { success: true as const };
      }),
    );
    const { router } = openLink('/en/verify-email#userId=player-mail-1&secret=verify-s3cret');
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/app/home');
    expect(posted).toEqual([{ userId: 'player-mail-1', secret: 'verify-s3cret' }]);
    expect(window.location.href).not.toContain('s3cret');
    expect(router.state.location.hash).toBe('');
  });

  it('explains a used or expired link and leads to the account, where a new one can be asked for', async () => {
    openLink('/en/verify-email#userId=player-mail-1&secret=expired');
    expect(await screen.findByText(INVALID_VERIFY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/en/app/profile/me');
    expect(screen.queryByText('Your e-mail address is confirmed')).toBeNull();
  });

  it('refuses a link without its parts without calling the server', async () => {
    const calls = vi.fn();
    server.use(trpcMutation('auth.verifyEmailLink', () => (calls(), { success: true as const })));
    openLink('/en/verify-email#userId=player-mail-1');
    expect(await screen.findByText(INVALID_VERIFY)).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('offers another try when the server fails, with the same link', async () => {
    let attempts = 0;
    server.use(
      trpcMutation('auth.verifyEmailLink', ({ input }) => {
        attempts += 1;
        if (attempts === 1)
          throw mockError(
            'The service is temporarily unavailable, please try again in a moment',
            undefined,
            'INTERNAL_SERVER_ERROR',
          );
        expect(input).toEqual({ userId: 'player-mail-1', secret: 'verify-s3cret' });
        return { success: true as const };
      }),
    );
    const user = userEvent.setup();
    openLink('/en/verify-email#userId=player-mail-1&secret=verify-s3cret');
    expect(
      await screen.findByText('Your e-mail address could not be confirmed right now. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
