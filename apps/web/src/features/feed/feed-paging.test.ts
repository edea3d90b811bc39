import { describe, expect, it } from 'vitest';
import { createThrottle, isNearBottom } from '@app/ui';
import { FEED_LOAD_DISTANCE_PX, FEED_LOAD_INTERVAL_MS, feedPageRequest, nextFeedOffset } from './feed-paging.ts';
import { storyOrder } from './story-order.ts';

const posts = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('feed paging', () => {
  it('asks for 20 posts on a reload, then 5 per update, continuing where it stopped', () => {
    expect(feedPageRequest(0)).toEqual({ page: 1, pageSize: 20 });
    expect(feedPageRequest(20)).toEqual({ page: 5, pageSize: 5 }); // posts 21..25
    expect(feedPageRequest(25)).toEqual({ page: 6, pageSize: 5 });
  });

  it('stops when a page comes back short', () => {
    expect(nextFeedOffset([posts(20)])).toBe(20);
    expect(nextFeedOffset([posts(20), posts(5)])).toBe(25);
    expect(nextFeedOffset([posts(20), posts(3)])).toBeUndefined();
    expect(nextFeedOffset([posts(12)])).toBeUndefined();
  });

  it('loads within 500 px of the bottom, not further away', () => {
    const at = (scrollTop: number) => ({ scrollTop, clientHeight: 800, scrollHeight: 3000 });
    expect(isNearBottom(at(1700), FEED_LOAD_DISTANCE_PX)).toBe(true); // exactly 500 px left
    expect(isNearBottom(at(2200), FEED_LOAD_DISTANCE_PX)).toBe(true);
    expect(isNearBottom(at(1699), FEED_LOAD_DISTANCE_PX)).toBe(false);
  });

  it('loads at most once per 2 s', () => {
    let now = 10_000;
    const gate = createThrottle(FEED_LOAD_INTERVAL_MS, () => now);
    expect(gate()).toBe(true);
    now += 1_999;
    expect(gate()).toBe(false);
    now += 1;
    expect(gate()).toBe(true);
    expect(gate()).toBe(false);
  });
});

describe('story strip order', () => {
  it('interleaves characters above the player tier, dimmed, with accessible ones', () => {
    const cast = [
      { id: 'a', tier: 0 },
      { id: 'b', tier: 0 },
      { id: 'x', tier: 1 },
      { id: 'c', tier: 0 },
      { id: 'y', tier: 3 },
    ];
    expect(storyOrder(cast, 0).map((s) => `${s.character.id}${s.dimmed ? '*' : ''}`)).toEqual([
      'a',
      'x*',
      'b',
      'y*',
      'c',
    ]);
    expect(storyOrder(cast, 3).every((s) => !s.dimmed)).toBe(true);
  });
});
