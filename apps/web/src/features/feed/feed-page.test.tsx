import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedPost } from '@app/schema';
import { PLAY_QUERY_KEYS } from '@app/ui';
import { resetPlayStore } from '../../mocks/handlers/character.ts';
import { FeedPage } from './feed-page.tsx';
import { renderRoute, stubLayoutApis } from '../../mocks/render-page.tsx';

stubLayoutApis();
afterEach(() => resetPlayStore());

function openFeed(tier = 0) {
  return renderRoute(<FeedPage />, { route: '/app/home', path: '/app/home', tier });
}

describe('feed page', () => {
  it('loads 20 posts first and shows carousels with pagination dots', async () => {
    openFeed();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    const carousel = screen.getAllByRole('region', { name: /Post by/ })[0]!;
    expect(within(carousel).getAllByRole('button', { name: /Show image \d of 3/ })).toHaveLength(3);
  });

  it('dims characters above the player tier in the story strip', async () => {
    openFeed(0);
    const strip = await screen.findByRole('list', { name: 'Characters' });
    const links = within(strip).getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(within(strip).getByRole('link', { name: 'Nadia Rahman (higher tier)' })).toHaveClass('story--dimmed');
    expect(within(strip).getByRole('link', { name: 'Mila Reyes' })).not.toHaveClass('story--dimmed');
    expect(links[0]).toHaveAttribute('href', '/app/profile/mila');
  });

  it('toggles a like and updates the feed and the character posts caches', async () => {
    const user = userEvent.setup();
    const { queryClient } = openFeed();
    const first = (await screen.findAllByRole('article'))[0]!;
    const like = within(first).getByRole('button', { name: 'Like' });
    const before = Number(like.textContent?.replace(/\D/g, ''));
    const feedPost = queryClient.getQueryData<InfiniteData<FeedPost[]>>([PLAY_QUERY_KEYS.feed, 'all'])!.pages[0]![0]!;
    queryClient.setQueryData<InfiniteData<FeedPost[]>>([PLAY_QUERY_KEYS.characterPosts, feedPost.charId], { pages: [[feedPost]], pageParams: [1] });

    await user.click(like);
    const unlike = await within(first).findByRole('button', { name: 'Unlike' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    expect(unlike).toHaveTextContent(String(before + 1));
    const cached = queryClient.getQueryData<InfiniteData<FeedPost[]>>([PLAY_QUERY_KEYS.characterPosts, feedPost.charId])!.pages[0]![0]!;
    expect(cached.likes).toBe(before + 1);
    expect(cached.likedBy).toContain('player-test');

    await user.click(unlike);
    expect(await within(first).findByRole('button', { name: 'Like' })).toHaveTextContent(String(before));
  });
});
