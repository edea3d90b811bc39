import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { resetPlayStore } from '../../mocks/handlers/character.ts';
import { server } from '../../mocks/server.ts';
import { trpcMutation } from '../../mocks/trpc.ts';
import { CharacterProfilePage, switchTags } from './character-page.tsx';
import { renderRoute, stubLayoutApis } from '../../mocks/render-page.tsx';

stubLayoutApis();
afterEach(() => {
  resetPlayStore();
  vi.restoreAllMocks();
});

function openProfile(id = 'mila', tier = 0) {
  return renderRoute(<CharacterProfilePage />, { route: '/app/profile/:id', path: `/app/profile/${id}`, tier });
}

describe('character profile', () => {
  it('shows name, level, description, Follow and Message for a free player', async () => {
    const user = userEvent.setup();
    openProfile('sofia', 0);
    expect(await screen.findByRole('heading', { name: 'Sofia Laurent' })).toBeInTheDocument();
    expect(screen.getByText('Lv 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/app/chat/sofia');
    expect(screen.queryByRole('button', { name: 'Restart character' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  });

  it('hides Follow for a tier holder and confirms a character restart', async () => {
    const restarted: string[] = [];
    server.use(
      trpcMutation('user.restartCharacter', ({ input }) => {
        restarted.push(input.id);
        return { success: true };
      }),
    );
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    openProfile('mila', 1);
    await screen.findByRole('heading', { name: 'Mila Reyes' });
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restart character' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Message history will be deleted')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(restarted).toEqual(['mila']);
  });

  it('switches a per-character tag through character.setTag', async () => {
    const calls: unknown[] = [];
    server.use(
      trpcMutation('character.setTag', ({ input }) => {
        calls.push(input);
        return { tags: { [input.tag]: String(input.value) } };
      }),
    );
    const user = userEvent.setup();
    openProfile('mila');
    const feet = await screen.findByRole('switch', { name: 'feet' });
    expect(feet).toHaveAttribute('aria-checked', 'true');
    await user.click(feet);
    await waitFor(() => expect(calls).toEqual([{ tag: 'feet', value: false, characterId: 'mila' }]));
    expect(screen.getByRole('switch', { name: 'feet' })).toHaveAttribute('aria-checked', 'false');
  });

  it('lists the character posts in a grid', async () => {
    openProfile('mila');
    const grid = await screen.findByRole('list', { name: 'Posts' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(8));
  });

  it('adds the futa switch when the player enabled futas', () => {
    expect(switchTags(['feet'], { futas: 'true' })).toEqual(['feet', 'futa']);
    expect(switchTags(['feet'], {})).toEqual(['feet']);
    expect(switchTags(['futa'], { futas: 'true' })).toEqual(['futa']);
  });
});
