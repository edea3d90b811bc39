import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { trpcMutation } from '../../mocks/trpc.ts';
import * as saveFile from './save-file.ts';

const player = { claims: { user: 'player-rights-1', loggedIn: false, tier: 0, tosConsent: true, tags: {} } };

describe("the player's data", () => {
  afterEach(() => vi.restoreAllMocks());

  it('Download my data saves one JSON file with the account and every list', async () => {
    const save = vi.spyOn(saveFile, 'saveAsFile').mockImplementation(() => undefined);
    renderRoute('/en/app/profile/me', player);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [name, text, type] = save.mock.calls[0]!;
    expect(name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(type).toBe('application/json');
    const data = JSON.parse(text) as { account: { id: string }; messages: unknown[]; follows: unknown[] };
    expect(data.account.id).toBe('player-rights-1');
    expect(Array.isArray(data.messages) && Array.isArray(data.follows)).toBe(true);
  });

  it('See my data shows the account and each list with its count', async () => {
    renderRoute('/en/app/profile/me/data', player);
    expect(await screen.findByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByText('player-rights-1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign-ups waiting for confirmation (0)' })).toBeInTheDocument();
  });

  it('Delete my account asks first, says what stays, then erases and leaves for the landing page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let deleted = 0;
    server.use(
      trpcMutation('user.deleteAccount', () => {
        deleted += 1;
        return { success: true as const };
      }),
    );
    renderRoute('/en/app/profile/me', player);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    expect(within(dialog).getByText(/keeps running at its provider until you cancel it there/)).toBeInTheDocument();
    expect(deleted).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/?deleted=1'));
    expect(deleted).toBe(1);
    // The browser keeps nothing of the player (the page then leaves, so the session is read afresh).
    expect(localStorage.getItem('token')).toBeNull();
  });
});
