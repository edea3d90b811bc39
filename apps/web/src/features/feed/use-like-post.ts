import { useCallback } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPost } from '@app/schema';
import { applyLike, PLAY_QUERY_KEYS, type LikeAnswer } from '@app/ui';
import { useErrorDialog } from '../../lib/dialogs/index.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Likes or unlikes a post, then writes likes and likedBy into the feed and the character's posts caches.
 * `like` keeps its identity across renders so the memoised post cards do not all re-render.
 */
export function useLikePost(): { like: (post: FeedPost) => void; pending: boolean } {
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  const { mutate, isPending } = trpc.feed.like.useMutation();

  const like = useCallback(
    (post: FeedPost) => {
      const write = (answer: LikeAnswer) => {
        const update = (data: InfiniteData<FeedPost[]> | undefined) =>
          data ? { ...data, pages: applyLike(data.pages, post._id, answer) } : data;
        queryClient.setQueriesData<InfiniteData<FeedPost[]>>({ queryKey: [PLAY_QUERY_KEYS.feed] }, update);
        queryClient.setQueriesData<InfiniteData<FeedPost[]>>(
          { queryKey: [PLAY_QUERY_KEYS.characterPosts, post.charId] },
          update,
        );
      };
      mutate({ postId: post._id }, { onSuccess: write, onError: (e) => showError(e) });
    },
    [mutate, queryClient, showError],
  );
  return { like, pending: isPending };
}
