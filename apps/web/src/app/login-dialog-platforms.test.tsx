import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { trpcMutation, trpcQuery } from '../mocks/trpc.ts';
import { mockSite } from '../mocks/handlers/site.ts';
import { closeLogin, openLogin } from '../lib/dialogs/index.ts';

async function openDialog(title = 'Login Options') {
  renderRoute('/en/app/profile/me');
  await screen.findByText('Login or signup to view account info');
  openLogin();
  return screen.findByRole('dialog', { name: title });
}

describe('login dialog: platform sign-in', () => {
  afterEach(() => {
    closeLogin();
    vi.restoreAllMocks();
  });

  it('shows only the platforms the server is configured for', async () => {
    server.use(
      trpcQuery('site.config', () => mockSite({ payments: { card: true, patreon: false, subscribeStar: true } })),
    );
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('link', { name: 'Login with SubscribeStar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Login with Patreon' })).not.toBeInTheDocument();
  });

  it('shows no platform link (and no "or") when none is configured, under a plain "Log in" title', async () => {
    let served = false;
    server.use(
      trpcQuery(
        'site.config',
        () => ((served = true), mockSite({ payments: { card: true, patreon: false, subscribeStar: false } })),
      ),
    );
    const dialog = await openDialog('Log in');
    await within(dialog).findByRole('link', { name: 'Sign up' });
    await waitFor(() => expect(served).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(within(dialog).queryByRole('link', { name: /^Login with/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('or')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login Options' })).not.toBeInTheDocument();
  });

  it('a click asks the server for the start address (a one-use ticket, not the session token) and goes there', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const asked: string[] = [];
    server.use(
      trpcMutation('payments.platformSignIn', ({ input, request }) => {
        asked.push(`${input.platform} ${request.headers.get('authorization') ? 'with session' : 'without'}`);
        return { url: `/api/${input.platform}/login?state=t1.ticket` };
      }),
    );
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Login with Patreon' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/patreon/login?state=t1.ticket'));
    expect(asked).toEqual(['patreon with session']);
  });
});
