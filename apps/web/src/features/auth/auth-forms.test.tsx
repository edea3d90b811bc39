import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay } from 'msw';
import { browser } from '../../lib/browser.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { trpcMutation } from '../../mocks/trpc.ts';
import { mockToken } from '../../mocks/data/token.ts';
import { validateCredentials, resetLinkParams } from './validation.ts';

const EMAIL_MSG = 'Please enter a valid email address';
const PASSWORD_MSG = 'Password must be at least 8 characters long and contain uppercase, lowercase, and numbers';
const REPEAT_MSG = 'Passwords do not match';

describe('validation rules (spec §5)', () => {
  it.each(['plain', 'a@b', 'a b@c.de', '@c.de', 'a@@c.de'])('rejects the e-mail %s', (email) => {
    expect(validateCredentials({ email, password: 'Passw0rd', passwordRepeat: 'Passw0rd' }).email).toBe(EMAIL_MSG);
  });
  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])('rejects the password %s', (password) => {
    expect(validateCredentials({ password, passwordRepeat: password }).password).toBe(PASSWORD_MSG);
  });
  it('accepts good values and checks the repeat', () => {
    expect(validateCredentials({ email: 'a@b.co', password: 'Passw0rd', passwordRepeat: 'Passw0rd' })).toEqual({});
    expect(validateCredentials({ password: 'Passw0rd', passwordRepeat: 'Passw0rd!' }).passwordRepeat).toBe(REPEAT_MSG);
  });
  it('needs both secret and userId in a reset link', () => {
    expect(resetLinkParams('?secret=s&userId=u')).toEqual({ secret: 's', userId: 'u' });
    expect(resetLinkParams('?secret=s')).toBeNull();
    expect(resetLinkParams('?userId=u')).toBeNull();
  });
});

describe('sign-up form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every message under its field', async () => {
    const user = userEvent.setup();
    renderRoute('/en/signup');
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Repeat Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(EMAIL_MSG)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MSG)).toBeInTheDocument();
    expect(screen.getByText(REPEAT_MSG)).toBeInTheDocument();
  });

  it('disables and relabels the button while busy, clears the fields and goes home', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(
      trpcMutation('auth.emailSignup', async () => {
        await delay(200);
        return { token: mockToken({ user: 'new-1', loggedIn: true }) };
      }),
    );
    const user = userEvent.setup();
    renderRoute('/en/signup');
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd1');
    await user.type(screen.getByLabelText('Repeat Password'), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/app/home'));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(localStorage.getItem('token')).toContain('.');
  });

  it('shows the server message when sign-up is refused', async () => {
    const user = userEvent.setup();
    renderRoute('/en/signup');
    await user.type(await screen.findByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd1');
    await user.type(screen.getByLabelText('Repeat Password'), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
  });
});

describe('password reset form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "Invalid reset link" without secret and userId', async () => {
    renderRoute('/en/password-reset?secret=only');
    expect(await screen.findByText('Invalid reset link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('resets and goes to /app/home', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/en/password-reset?secret=s3cret&userId=player-mail-1');
    await user.type(await screen.findByLabelText('Password'), 'Passw0rd1');
    await user.type(screen.getByLabelText('Repeat Password'), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/app/home'));
  });
});
