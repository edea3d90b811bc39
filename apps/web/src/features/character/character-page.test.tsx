import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { demoPack } from '../../mocks/data/demo-pack.ts';
import { server } from '../../mocks/server.ts';
import { trpcMutation } from '../../mocks/trpc.ts';
import { CharacterProfilePage, switchTags } from './character-page.tsx';
import { renderRoute, stubLayoutApis } from '../../mocks/render-page.tsx';

stubLayoutApis();
afterEach(() => {
  vi.restoreAllMocks();
});

function openProfile(id = 'mila', tier = 0) {
  return renderRoute(<CharacterProfilePage />, { route: '/app/profile/:id', path: `/app/profile/${id}`, tier });
}

describe('character profile', () => {
  it('shows name, level, description, Follow and Message for a free player', async () => {
    const user = userEvent.setup();
    openProfile('sienna', 0);
    expect(await screen.findByRole('heading', { name: 'Sienna Hart' })).toBeInTheDocument();
    expect(screen.getByText('Lv 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/app/chat/sienna');
    // One primary action: Message. Follow is secondary.
    expect(screen.getByRole('link', { name: 'Message' })).toHaveClass('ui-button--primary');
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveClass('ui-button--secondary');
    expect(document.querySelectorAll('.profile__actions .ui-button--primary')).toHaveLength(1);
    expect(screen.queryByText(/^Exclusive:/)).not.toBeInTheDocument();
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
    expect(dialog).toHaveTextContent('Your level and meter with Mila Reyes go back to the start');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(restarted).toEqual(['mila']);
  });

  it('says a locked character is locked before anything is tapped: the tier that opens her and the way to the prices', async () => {
    // Camille is a tier 2 (VIP Pass) character of the demo pack.
    openProfile('camille', 0);
    const notice = await screen.findByRole('region', { name: 'Exclusive: VIP Pass and up' });
    expect(notice).toHaveTextContent('Chatting with Camille Dubois needs VIP Pass or higher. Your tier: Free.');
    expect(within(notice).getByRole('link', { name: 'Unlock with VIP Pass' })).toHaveAttribute(
      'href',
      '/app/profile/me/prices',
    );
    // The chat button carries the lock and the tier's name; it is no longer the bright primary action.
    const message = screen.getByRole('link', { name: 'Message VIP Pass' });
    expect(message).toHaveAccessibleDescription('Exclusive: VIP Pass and up');
    expect(message).toHaveAttribute('href', '/app/chat/camille');
    expect(message.querySelector('svg')).not.toBeNull();
    expect(message).not.toHaveClass('ui-button--primary');
  });

  it("has no lock and no restart for a tier holder's open character; a higher one stays locked without a restart", async () => {
    // Vera is the demo pack's Basic Pass character, Raven its God Mode one.
    const view = openProfile('vera', 1);
    await screen.findByRole('heading', { name: 'Vera Lindqvist' });
    expect(screen.queryByRole('region', { name: /^Exclusive:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart character' })).toBeInTheDocument();
    view.unmount();
    openProfile('raven', 1);
    expect(await screen.findByRole('region', { name: 'Exclusive: God Mode and up' })).toHaveTextContent(
      'Your tier: Basic Pass.',
    );
    expect(screen.queryByRole('button', { name: 'Restart character' })).not.toBeInTheDocument();
  });

  it('puts the content switches under a heading that explains them, each switch labelled', async () => {
    openProfile('mila');
    const section = await screen.findByRole('region', { name: 'Content preferences' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Content preferences' })).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'Choose what your chats with Mila Reyes may include. Switch a topic off to leave it out.',
    );
    for (const toggle of within(section).getAllByRole('switch')) expect(toggle).toHaveAccessibleName(/\S/);
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
    const milas = demoPack().posts.filter((p) => p.charId === 'mila');
    expect(milas.length).toBeGreaterThan(1);
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(milas.length));
  });

  it('adds the futa switch when the player enabled futas', () => {
    expect(switchTags({ tags: ['feet'], futaVariant: true }, { futas: 'true' })).toEqual(['feet', 'futa']);
    expect(switchTags({ tags: ['feet'], futaVariant: true }, {})).toEqual(['feet']);
    expect(switchTags({ tags: ['futa'], futaVariant: true }, { futas: 'true' })).toEqual(['futa']);
    // No variant in the pack: no switch the server would refuse.
    expect(switchTags({ tags: ['feet'], futaVariant: false }, { futas: 'true' })).toEqual(['feet']);
  });
});
