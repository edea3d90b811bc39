import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { FeedPost } from '@app/schema';
import { PLAY_QUERY_KEYS } from '@app/ui';
import { FeedPage } from './feed-page.tsx';
import { demoCast } from '../../mocks/data/demo-cast.ts';
import { storyOrder } from './story-order.ts';
import { renderRoute, stubLayoutApis } from '../../mocks/render-page.tsx';

// Every post is near the viewport at once, so the deferred ones render too (under half in view: videos stay paused).
globalThis.IntersectionObserver = class {
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, intersectionRatio: 0.4, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
stubLayoutApis();
window.HTMLMediaElement.prototype.pause = () => undefined;

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
    expect(links).toHaveLength(demoCast().length);
    // Camille is a tier 2 (VIP Pass) character of the demo pack.
    const camille = within(strip).getByRole('link', { name: 'Camille Dubois (Exclusive: VIP Pass and up)' });
    expect(camille).toHaveClass('story--dimmed');
    // The lock says which tier opens her before she is tapped.
    expect(camille.closest('li')!.querySelector('.story__lock')).toHaveTextContent('VIP Pass');
    expect(within(strip).getByRole('link', { name: 'Mila Reyes' })).not.toHaveClass('story--dimmed');
    // The open characters come first.
    expect(links[0]).toHaveAttribute('href', `/app/profile/${storyOrder(demoCast(), 0)[0]!.character._id}`);
  });

  it('tells what a locked character needs in a tooltip 100 ms after hovering it', async () => {
    openFeed(0);
    const locked = await screen.findByRole('link', { name: 'Camille Dubois (Exclusive: VIP Pass and up)' });
    vi.useFakeTimers();
    try {
      fireEvent.mouseEnter(locked.parentElement!);
      act(() => {
        vi.advanceTimersByTime(90);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(20);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent(/^Exclusive: (Basic Pass|VIP Pass|God Mode) and up$/);
      fireEvent.mouseLeave(locked.parentElement!);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks a locked post with the tier it needs, linking to the prices', async () => {
    openFeed(0);
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    const locked = screen.getAllByRole('article').find((a) => a.classList.contains('post-card--locked'));
    expect(locked).toBeDefined();
    expect(within(locked!).getByRole('link', { name: /^Exclusive: .+ and up$/ })).toHaveAttribute(
      'href',
      '/app/profile/me/prices',
    );
  });

  it('toggles a like and updates the feed and the character posts caches', async () => {
    const user = userEvent.setup();
    const { queryClient } = openFeed();
    const first = (await screen.findAllByRole('article'))[0]!;
    const like = within(first).getByRole('button', { name: 'Like' });
    const count = () => Number(first.querySelector('.play-like__count')?.textContent);
    const before = count();
    const feedPost = queryClient.getQueryData<InfiniteData<FeedPost[]>>([PLAY_QUERY_KEYS.feed, 'all'])!.pages[0]![0]!;
    queryClient.setQueryData<InfiniteData<FeedPost[]>>([PLAY_QUERY_KEYS.characterPosts, feedPost.charId], {
      pages: [[feedPost]],
      pageParams: [1],
    });

    await user.click(like);
    const unlike = await within(first).findByRole('button', { name: 'Unlike' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    expect(count()).toBe(before + 1);
    const cached = queryClient.getQueryData<InfiniteData<FeedPost[]>>([
      PLAY_QUERY_KEYS.characterPosts,
      feedPost.charId,
    ])!.pages[0]![0]!;
    expect(cached.likes).toBe(before + 1);
    expect(cached.likedBy).toContain('player-test');

    await user.click(unlike);
    expect(await within(first).findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toBe(before);
  });
});
