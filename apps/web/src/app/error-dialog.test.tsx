import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { renderRoute } from '../mocks/render.tsx';
import { clearError, showError } from './error-dialog.tsx';

function serverError(message: string, cause?: string) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, cause } } } as never);
}

async function renderAndShow(error: unknown, opts?: Parameters<typeof showError>[1]) {
  const view = renderRoute('/terms');
  await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
  act(() => showError(error, opts));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Notice' }) };
}

describe('global error dialog', () => {
  afterEach(() => {
    act(() => clearError());
    vi.restoreAllMocks();
  });

  it('shows the default message with Close and Reload for a failure without cause', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { dialog } = await renderAndShow(new TypeError('Failed to fetch'));
    expect(dialog).toHaveTextContent('An error occurred. Would you like to reload the page?');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });

  it('closing clears the error and calls onClose', async () => {
    const onClose = vi.fn();
    await renderAndShow(new Error('x'), { onClose });
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('cause tier offers Update Tier to /tiers and calls onTier', async () => {
    const onTier = vi.fn();
    const { router, dialog } = await renderAndShow(serverError('This character needs a higher tier', 'tier'), { onTier });
    expect(dialog).toHaveTextContent('This character needs a higher tier');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Tier' }));
    expect(onTier).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tiers'));
  });

  it('cause patreon offers Subscribe to the prices page', async () => {
    const { router } = await renderAndShow(serverError('Subscribe to continue', 'patreon'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile/me/prices'));
  });

  it('cause score shows the character and the player with their levels', async () => {
    await renderAndShow(serverError('Reach level 3 with Mila first', 'score'), {
      score: { characterName: 'Mila', characterImage: 'mila.jpg', characterScore: 65, userLevel: 1 },
    });
    expect(screen.getByRole('img', { name: 'Mila' })).toHaveAttribute('src', '/public/mila.jpg');
    expect(screen.getByText(/Mila · Level 3/)).toBeInTheDocument();
    expect(screen.getByText(/You · Level 1/)).toBeInTheDocument();
  });

  it('cause location opens the location-law login modal instead', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    act(() => showError(serverError('blocked', 'location')));
    const modal = await screen.findByRole('dialog', { name: 'Login required' });
    expect(modal).toHaveTextContent('Based on your location, stricter age verification laws');
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
  });
});
