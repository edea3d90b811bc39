import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { decodeClaims } from '../lib/session.ts';
import { MOCK_LOGIN } from '../mocks/data/me.ts';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { closeLogin } from '../lib/dialogs/index.ts';

async function openDialog() {
  const user = userEvent.setup();
  renderRoute('/en');
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login Options' });
  return { user, dialog };
}

describe('login dialog', () => {
  afterEach(() => {
    closeLogin();
    vi.restoreAllMocks();
  });

  it('stores the token and reloads after a successful login', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), MOCK_LOGIN.email);
    await user.type(within(dialog).getByLabelText('Password'), MOCK_LOGIN.password);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const claims = decodeClaims(localStorage.getItem('token')!);
    expect(claims?.loggedIn).toBe(true);
    expect(claims?.user).toBe('player-mail-1');
  });

  it('shows "Login failed" for wrong credentials and clears everything on close', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { user, dialog } = await openDialog();
    const email = within(dialog).getByLabelText('Email');
    await user.type(email, MOCK_LOGIN.email);
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Login failed')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Login Options' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const reopened = await screen.findByRole('dialog', { name: 'Login Options' });
    expect(within(reopened).getByLabelText('Email')).toHaveValue('');
    expect(within(reopened).getByLabelText('Password')).toHaveValue('');
    expect(within(reopened).queryByText('Login failed')).not.toBeInTheDocument();
  });

  it('asks for the e-mail and the password before sending anything, never answering an empty form with "Login failed"', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/auth\.(emailLogin|sendPasswordReset)/.test(request.url)) sent.push(request.url);
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Please enter your e-mail address');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Login failed')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(within(dialog).getByLabelText('Password')).not.toHaveAttribute('aria-invalid');

    await user.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }));
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Please enter your e-mail address');
    expect(sent).toEqual([]);
    server.events.removeAllListeners();
  });

  it('turns into a reset form with Forgot Password? and reports a failed reset mail', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }));
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'fail@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText('Failed to send reset email')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText('Password reset link sent. Please check your email.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
  });

  it('offers both platform links and the sign-up link', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('link', { name: 'Login with Patreon' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/patreon\/login\?state=/),
    );
    expect(within(dialog).getByRole('link', { name: 'Login with SubscribeStar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/subscribestar\/login\?state=/),
    );
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/signup');
    expect(within(dialog).getByText('or')).toBeInTheDocument();
  });
});
