import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { renderRoute } from '../mocks/render.tsx';
import { clearError, showError } from '../lib/dialogs/index.ts';

function serverError(message: string, cause?: string) {
  return TRPCClientError.from({
    error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, cause } },
  } as never);
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

  it('cause tier offers Update Tier to /tiers', async () => {
    const { router, dialog } = await renderAndShow(serverError('This character needs a higher tier', 'tier'));
    expect(dialog).toHaveTextContent('This character needs a higher tier');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Tier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tiers'));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
  });

  it('cause patreon offers Subscribe to the prices page', async () => {
    const { router } = await renderAndShow(serverError('Subscribe to continue', 'patreon'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile/me/prices'));
  });

  it('cause score shows the character with the level she asks for and the player with theirs', async () => {
    const { dialog } = await renderAndShow(serverError('Rooftop unlocks at level 3', 'score'), {
      score: { characterName: 'Mila', characterImage: 'mila.jpg', requiredLevel: 3, userLevel: 1 },
    });
    expect(within(dialog).getByRole('img', { name: 'Mila' })).toHaveAttribute('src', '/public/mila.jpg');
    expect(within(dialog).getByRole('img', { name: 'You' })).toBeInTheDocument();
    expect(within(dialog).getByText('Needs level 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Level 1')).toBeInTheDocument();
  });

  it('cause score without a known required level still shows both avatars and the player level', async () => {
    const { dialog } = await renderAndShow(serverError('Not yet', 'score'), {
      score: { characterName: 'Mila', characterImage: 'mila.jpg', requiredLevel: null, userLevel: 2 },
    });
    expect(within(dialog).getByRole('img', { name: 'Mila' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Needs level/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Level 2')).toBeInTheDocument();
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
