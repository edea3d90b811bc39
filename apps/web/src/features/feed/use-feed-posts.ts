import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPost } from '@app/schema';
import { PLAY_QUERY_KEYS } from '@app/ui';
import { trpc } from '../../lib/trpc.ts';
import { feedPageRequest, nextFeedOffset } from './feed-paging.ts';

export type FeedMode = 'all' | 'following';

export function feedQueryKey(mode: FeedMode) {
  return [PLAY_QUERY_KEYS.feed, mode] as const;
}

/** The endless feed: 20 posts first, then 5 a page. */
export function useFeedPosts(mode: FeedMode) {
  const utils = trpc.useUtils();
  return useInfiniteQuery({
    queryKey: feedQueryKey(mode),
    initialPageParam: 0,
    queryFn: ({ pageParam }): Promise<FeedPost[]> =>
      utils.client.feed.page.query({ ...feedPageRequest(pageParam), mode }),
    getNextPageParam: (_last, pages) => nextFeedOffset(pages),
  });
}
