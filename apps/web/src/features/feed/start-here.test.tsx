import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seedAdvancedPlayer } from '../../mocks/data/advanced-player.ts';
import { demoCast } from '../../mocks/data/demo-cast.ts';
import { demoPack } from '../../mocks/data/demo-pack.ts';
import { ANONYMOUS_PLAYER } from '../../mocks/data/play-store.ts';
import { stubLayoutApis } from '../../mocks/render-page.tsx';
import { renderRoute } from '../../mocks/render.tsx';
import { suggestedCharacter } from './components/start-here.tsx';

stubLayoutApis();
window.HTMLMediaElement.prototype.pause = () => undefined;

describe('Home for a new player', () => {
  it('suggests a character and an opening prompt until the first conversation exists', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/en/app/home');
    const pick = suggestedCharacter(demoCast())!;
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
    seedAdvancedPlayer(demoPack(), { id: ANONYMOUS_PLAYER, tier: 0, tags: {} });
    renderRoute('/en/app/home');
    await screen.findAllByRole('article');
    expect(screen.queryByText('Start here')).not.toBeInTheDocument();
  });

  it("never suggests a character above the player's tier", () => {
    const cast = demoCast();
    const first = suggestedCharacter(cast)!;
    const locked = cast.map((c) => ({ ...c, locked: c.locked || c._id === first._id }));
    expect(suggestedCharacter(locked)?._id).not.toBe(first._id);
    expect(suggestedCharacter(locked)?.locked).toBe(false);
    expect(suggestedCharacter(locked.map((c) => ({ ...c, locked: true })))).toBeNull();
  });
});
