import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay } from 'msw';
import { closeLogin } from '../../lib/dialogs/index.ts';
import { browser } from '../../lib/browser.ts';
import { decodeClaims } from '../../lib/session.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { mockError, mockRefusal, trpcMutation } from '../../mocks/trpc.ts';
import { mockToken } from '../../mocks/data/token.ts';
import { validateCredentials, resetLinkParams } from './validation.ts';
import { WELCOME_MS } from './confirm-signup-page.tsx';

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

/** Types the e-mail, password and repeat of the sign-up or connect-email form, then presses its button. */
async function submitCredentials(
  user: ReturnType<typeof userEvent.setup>,
  button: string,
  email: string,
  password: string,
  repeat: string,
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Repeat Password'), repeat);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('sign-up form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every message under its field', async () => {
    const user = userEvent.setup();
    renderRoute('/en/signup');
    await submitCredentials(user, 'Sign up', 'nope', 'weak', 'other');
    expect(screen.getByText(EMAIL_MSG)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MSG)).toBeInTheDocument();
    expect(screen.getByText(REPEAT_MSG)).toBeInTheDocument();
  });

  it('disables and relabels the button while busy, then says to check the inbox, and leaves the session alone', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(
      trpcMutation('auth.emailSignup', async () => {
        await delay(200);
        return { sent: true as const };
      }),
    );
    const user = userEvent.setup();
    renderRoute('/en/signup');
    const tokenBefore = localStorage.getItem('token');
    await submitCredentials(user, 'Sign up', 'new@example.com', 'Passw0rd1', 'Passw0rd1');
    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled();
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Check your inbox');
    expect(sent).toHaveTextContent('We sent an email to new@example.com. Open the link in it to finish signing up.');
    expect(sent).toHaveTextContent(
      'The link is valid for 24 hours. If you do not see the email, check your spam folder.',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe(tokenBefore);
    // a mistyped address: back to an empty form
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('answers an address that already has an account the same way: no "already registered"', async () => {
    const user = userEvent.setup();
    renderRoute('/en/signup');
    await submitCredentials(user, 'Sign up', 'player@example.com', 'Passw0rd1', 'Passw0rd1');
    expect(await screen.findByRole('status')).toHaveTextContent('We sent an email to player@example.com.');
    expect(screen.queryByText(/already registered/)).toBeNull();
  });

  it('shows the server message when sign-up is refused', async () => {
    server.use(
      trpcMutation('auth.emailSignup', () => {
        throw mockRefusal('rate.signups', 'rate', 'TOO_MANY_REQUESTS');
      }),
    );
    const user = userEvent.setup();
    renderRoute('/en/signup');
    await submitCredentials(user, 'Sign up', 'player@example.com', 'Passw0rd1', 'Passw0rd1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-up attempts for this e-mail address.');
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });
});

describe('connect-email form', () => {
  it('says to check the inbox for the link that connects the address', async () => {
    const user = userEvent.setup();
    renderRoute('/en/connect-email');
    await submitCredentials(user, 'Connect Email', 'me@example.com', 'Passw0rd1', 'Passw0rd1');
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Check your inbox');
    expect(sent).toHaveTextContent(
      'We sent an email to me@example.com. Open the link in it to connect the address to your account. Your progress is kept.',
    );
    expect(sent).toHaveTextContent('valid for 24 hours');
  });
});

describe('sign-up confirmation page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    closeLogin();
    window.history.replaceState(null, '', '/');
  });

  /** Opens the page as the mail's link does: the fragment is in the address bar too. */
  const open = (path: string) => {
    window.history.replaceState(null, '', path);
    return renderRoute(path);
  };

  /** Enters the password chosen at sign-up and presses "Finish sign-up". */
  const finish = async (user: ReturnType<typeof userEvent.setup>, password = 'Passw0rd1') => {
    const field = await screen.findByLabelText('Password');
    await user.clear(field);
    await user.type(field, password);
    await user.click(screen.getByRole('button', { name: 'Finish sign-up' }));
  };

  it('asks for the password chosen at sign-up, posts it with the fragment once, takes the fragment out of the address bar, stores the session and goes home after a welcome', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const posted: unknown[] = [];
    server.use(
      trpcMutation('auth.confirmSignup', ({ input }) => {
        posted.push(input);
        return { token: mockToken({ user: 'player-new-1', loggedIn: true }) };
      }),
    );
    open('/en/confirm-signup#id=p-1&secret=s3cret');
    expect(
      await screen.findByText('Enter the password you chose when you signed up to finish creating your account.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    await finish(user);
    expect(await screen.findByRole('heading', { name: 'Welcome! Your account is ready.' })).toBeInTheDocument();
    expect(posted).toEqual([{ id: 'p-1', secret: 's3cret', password: 'Passw0rd1' }]);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/en/confirm-signup');
    expect(decodeClaims(localStorage.getItem('token')!)).toMatchObject({ user: 'player-new-1', loggedIn: true });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/app/home'), { timeout: WELCOME_MS + 2000 });
  });

  it('asks again after a wrong password, under the field', async () => {
    const user = userEvent.setup();
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    open('/en/confirm-signup#id=p-1&secret=s3cret');
    await finish(user, 'Wrong-pass1');
    expect(await screen.findByText('This is not the password you chose when you signed up.')).toBeInTheDocument();
    await finish(user, 'Passw0rd1');
    expect(await screen.findByRole('heading', { name: 'Welcome! Your account is ready.' })).toBeInTheDocument();
  });

  it('explains a used or expired link and offers to sign up again', async () => {
    const user = userEvent.setup();
    open('/en/confirm-signup#id=p-1&secret=expired');
    const before = localStorage.getItem('token');
    await finish(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This sign-up link is invalid, has expired or was already used/,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/signup');
    expect(localStorage.getItem('token')).toBe(before);
    expect(window.location.hash).toBe('');
  });

  it('says the link is invalid without calling the server when the fragment lacks its parts', async () => {
    let calls = 0;
    server.use(
      trpcMutation('auth.confirmSignup', () => {
        calls++;
        return { token: 'x' };
      }),
    );
    open('/en/confirm-signup#id=p-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/This sign-up link is invalid/);
    expect(calls).toBe(0);
  });

  it('offers to try again when the server fails (the link is not spent then)', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      trpcMutation('auth.confirmSignup', () => {
        calls++;
        if (calls === 1) throw mockError('boom', undefined, 'INTERNAL_SERVER_ERROR');
        return { token: mockToken({ user: 'player-new-1', loggedIn: true }) };
      }),
    );
    const user = userEvent.setup();
    open('/en/confirm-signup#id=p-1&secret=s3cret');
    await finish(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await finish(user);
    expect(await screen.findByRole('heading', { name: 'Welcome! Your account is ready.' })).toBeInTheDocument();
    expect(calls).toBe(2);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/app/home'), { timeout: WELCOME_MS + 2000 });
  });

  it('tells to log in when the address got an account meanwhile', async () => {
    const user = userEvent.setup();
    open('/en/confirm-signup#id=p-1&secret=taken');
    await finish(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email address already has an account. Please log in.',
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login Options' })).toBeInTheDocument();
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
