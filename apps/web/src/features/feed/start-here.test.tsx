import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPlayStore } from '../../mocks/handlers/character.ts';
import { resetChatStore } from '../../mocks/handlers/message.ts';
import { mockCharacters } from '../../mocks/data/characters.ts';
import { stubLayoutApis } from '../../mocks/render-page.tsx';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { trpcQuery } from '../../mocks/trpc.ts';
import { suggestedCharacter } from './components/start-here.tsx';

stubLayoutApis();
window.HTMLMediaElement.prototype.pause = () => undefined;
afterEach(() => {
  resetPlayStore();
  resetChatStore();
});

describe('Home for a new player', () => {
  it('suggests a character and an opening prompt until the first conversation exists', async () => {
    server.use(trpcQuery('message.inbox', () => []));
    const user = userEvent.setup();
    const { router } = renderRoute('/en/app/home');
    const pick = suggestedCharacter(mockCharacters)!;
    const card = await screen.findByRole('region', { name: `Say hello to ${pick.name}` });
    expect(within(card).getByText('Start here')).toBeInTheDocument();
    expect(within(card).getByText(/Kind words fill her affection meter/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Meet everyone' })).toHaveAttribute('href', '/en/app/explore');
    await user.click(within(card).getByRole('link', { name: 'Say hello' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/app/chat/${pick._id}`));
    await screen.findAllByRole('meter', { name: 'Affection' });
    // The chat keeps Home highlighted: it was opened from there (not Inbox).
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /Home/ })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: /Inbox/ })).not.toHaveAttribute('aria-current');
  });

  it('is not shown to a player who has talked to someone', async () => {
    renderRoute('/en/app/home');
    await screen.findAllByRole('article');
    expect(screen.queryByText('Start here')).not.toBeInTheDocument();
  });

  it('never suggests a character above the player\'s tier', () => {
    const locked = mockCharacters.map((c) => ({ ...c, locked: c._id === mockCharacters[0]!._id }));
    expect(suggestedCharacter(locked)?._id).toBe(mockCharacters[1]!._id);
    expect(suggestedCharacter(locked.map((c) => ({ ...c, locked: true })))).toBeNull();
  });
});
