import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPost } from '@app/schema';
import { applyLike, PLAY_QUERY_KEYS, type LikeAnswer } from '@app/ui';
import { useErrorDialog } from '../../app/error-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';

/** Likes or unlikes a post, then writes likes and likedBy into the feed and the character's posts caches. */
export function useLikePost(): { like: (post: FeedPost) => void; pending: boolean } {
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  const mutation = trpc.feed.like.useMutation();

  const write = (postId: string, charId: string, answer: LikeAnswer) => {
    const update = (data: InfiniteData<FeedPost[]> | undefined) => (data ? { ...data, pages: applyLike(data.pages, postId, answer) } : data);
    queryClient.setQueriesData<InfiniteData<FeedPost[]>>({ queryKey: [PLAY_QUERY_KEYS.feed] }, update);
    queryClient.setQueriesData<InfiniteData<FeedPost[]>>({ queryKey: [PLAY_QUERY_KEYS.characterPosts, charId] }, update);
  };

  return {
    like: (post) => mutation.mutate({ postId: post._id }, { onSuccess: (answer) => write(post._id, post.charId, answer), onError: (e) => showError(e) }),
    pending: mutation.isPending,
  };
}
