import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, Tabs, useNearBottom } from '@app/ui';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { PostCard } from './components/post-card.tsx';
import { StoryStrip } from './components/story-strip.tsx';
import { FEED_LOAD_DISTANCE_PX, FEED_LOAD_INTERVAL_MS } from './feed-paging.ts';
import { useFeedPosts, type FeedMode } from './use-feed-posts.ts';
import { useLikePost } from './use-like-post.ts';
import './feed.css';

export function FeedPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [mode, setMode] = useState<FeedMode>('all');
  const characters = trpc.character.all.useQuery();
  const feed = useFeedPosts(mode);
  const { like } = useLikePost();
  const list = useRef<HTMLDivElement>(null);

  useNearBottom(list, {
    distance: FEED_LOAD_DISTANCE_PX,
    minIntervalMs: FEED_LOAD_INTERVAL_MS,
    enabled: feed.hasNextPage && !feed.isFetchingNextPage,
    onNearBottom: () => void feed.fetchNextPage(),
  });

  const avatars = new Map((characters.data ?? []).map((c) => [c._id, c.images.split('|')[1] ?? c.images.split('|')[0] ?? null]));
  const posts = feed.data?.pages.flat() ?? [];

  return (
    <main className="feed">
      {characters.data ? <StoryStrip characters={characters.data} playerTier={session.tier} /> : null}
      <Tabs
        label={t('Feed')}
        active={mode}
        onSelect={(id) => setMode(id === 'following' ? 'following' : 'all')}
        items={[{ id: 'all', label: t('All') }, { id: 'following', label: t('Following') }]}
      />
      <div className="feed__posts" ref={list}>
        {posts.map((post) => (
          <PostCard key={post._id} post={post} avatar={avatars.get(post.charId) ?? null} userId={session.userId} onLike={like} />
        ))}
        {feed.isPending || feed.isFetchingNextPage ? <Spinner label={t('Loading')} /> : null}
        {feed.isSuccess && posts.length === 0 ? (
          <p className="feed__empty">{mode === 'following' ? t('Follow characters to see their posts here') : t('No posts yet')}</p>
        ) : null}
      </div>
    </main>
  );
}
