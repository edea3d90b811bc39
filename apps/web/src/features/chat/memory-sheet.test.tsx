import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedMemory } from '../../mocks/data/memory.ts';
import { resetPlayStore } from '../../mocks/data/play-store.ts';
import { PAGE_PLAYER, renderRoute } from '../../mocks/render-page.tsx';
import { ChatPage } from './chat-page.tsx';

/** The "What she remembers" sheet of the chat game (issue 18), on the mocks. */

function openChat(tier = 0) {
  renderRoute(<ChatPage variant="app" gameType="chat" isFuta={false} />, {
    route: '/app/chat/:charId',
    path: '/app/chat/sienna',
    tier,
  });
}

async function openMemory(user: ReturnType<typeof userEvent.setup>) {
  // the header's button (a phone; on a desktop the character panel beside the chat has one too)
  await user.click((await screen.findAllByRole('button', { name: 'What Sienna Hart remembers' }))[0]!);
  return screen.findByRole('dialog', { name: 'What Sienna Hart remembers' });
}

const item = (dialog: HTMLElement, text: string) => within(dialog).getByText(text).closest('li') as HTMLElement;

describe('what she remembers', () => {
  beforeEach(() => resetPlayStore());

  it('says nothing is remembered yet, and that the scripted character keeps it for the story', async () => {
    const user = userEvent.setup();
    openChat();
    const dialog = await openMemory(user);
    expect(await within(dialog).findByText(/Nothing yet\. Tell \W?Sienna Hart\W? about yourself/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Sienna Hart\W? is scripted right now: she keeps this for your story\./),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Forget' })).toBeNull();
  });

  it('shows what the player typed about themselves in the chat', async () => {
    const user = userEvent.setup();
    openChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'I work as a nurse in Leeds{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    const dialog = await openMemory(user);
    expect(await within(dialog).findByText('I work as a nurse in Leeds')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'What you told her' })).toBeInTheDocument();
  });

  it('pins a fact, and forgets a fact and the summary after asking, with the keyboard', async () => {
    seedMemory(PAGE_PLAYER, 'sienna', {
      facts: ['I work as a nurse in Leeds', 'My sister lives in Oslo'],
      summary: 'They laughed about jazz records.',
    });
    const user = userEvent.setup();
    openChat();
    const dialog = await openMemory(user);
    await within(dialog).findByText('I work as a nurse in Leeds');
    const nurse = item(dialog, 'I work as a nurse in Leeds');

    const pin = within(nurse).getByRole('button', { name: 'Pin' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    expect(pin).toHaveAccessibleDescription('I work as a nurse in Leeds');
    await user.click(pin);
    await waitFor(() =>
      expect(within(item(dialog, 'I work as a nurse in Leeds')).getByRole('button', { name: 'Pin' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(dialog).getByText('Pinned: 1 of 8')).toBeInTheDocument();

    // Forget asks first; Cancel keeps the fact and gives the focus back
    const sister = item(dialog, 'My sister lives in Oslo');
    await user.click(within(sister).getByRole('button', { name: 'Forget' }));
    const ask = within(sister).getByRole('group', { name: 'Forget this?' });
    expect(within(ask).getByRole('button', { name: 'Forget' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(within(sister).getByRole('button', { name: 'Forget' })).toHaveFocus();

    // ...and with the keyboard it goes
    await user.keyboard('{Enter}');
    expect(within(sister).getByRole('button', { name: 'Forget' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('My sister lives in Oslo')).toBeNull());
    expect(dialog.querySelector('.memory-sheet__body')).toHaveFocus();
    expect(await within(dialog).findByText('Forgotten.')).toBeInTheDocument();

    const summary = item(dialog, 'They laughed about jazz records.');
    await user.click(within(summary).getByRole('button', { name: 'Forget' }));
    await user.click(
      within(within(summary).getByRole('group', { name: 'Forget this?' })).getByRole('button', { name: 'Forget' }),
    );
    await waitFor(() => expect(within(dialog).queryByText('They laughed about jazz records.')).toBeNull());
    expect(within(dialog).queryByRole('heading', { name: 'Earlier in your conversation' })).toBeNull();

    // what was forgotten stays forgotten when the sheet opens again
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await openMemory(user);
    expect(await within(again).findByText('I work as a nurse in Leeds')).toBeInTheDocument();
    expect(within(again).queryByText('My sister lives in Oslo')).toBeNull();
  });

  it('is not offered in the story games, which keep no memory of the player', async () => {
    renderRoute(<ChatPage variant="game" gameType="cosplay" isFuta={false} />, {
      route: '/game/:charId',
      path: '/game/sienna',
    });
    expect(await screen.findByRole('button', { name: 'Restart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /remembers/ })).toBeNull();
  });

  it('says so when every pin is taken', async () => {
    const pinned = Array.from({ length: 8 }, (_, i) => `My favourite thing number ${i + 1}`);
    seedMemory(PAGE_PLAYER, 'sienna', { pinned, facts: ['I have a dog called Biscuit'] });
    const user = userEvent.setup();
    openChat();
    const dialog = await openMemory(user);
    await within(dialog).findByText('I have a dog called Biscuit');
    expect(within(dialog).getByText('Pinned: 8 of 8')).toBeInTheDocument();
    await user.click(within(item(dialog, 'I have a dog called Biscuit')).getByRole('button', { name: 'Pin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can pin up to 8 facts. Unpin one first.');
  });
});
