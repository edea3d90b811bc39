/** Query-key roots shared by the feed and the character profile, so a like updates both caches. */
export const PLAY_QUERY_KEYS = {
  feed: 'play-feed',
  characterPosts: 'play-character-posts',
} as const;

export interface LikeAnswer {
  likes: number;
  likedBy: string[];
}

interface LikeablePost {
  _id: string;
  likes: number;
  likedBy: string[];
}

/** Pages of posts with one post's likes and likedBy replaced (unchanged pages keep their identity). */
export function applyLike<T extends LikeablePost>(pages: T[][], postId: string, answer: LikeAnswer): T[][] {
  return pages.map((page) =>
    page.some((p) => p._id === postId)
      ? page.map((p) => (p._id === postId ? { ...p, likes: answer.likes, likedBy: answer.likedBy } : p))
      : page,
  );
}
