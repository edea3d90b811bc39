import { Fragment, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, Spinner, Tabs, useNearBottom } from '@app/ui';
import { useLangPath } from '../../lib/lang.ts';
import { splitImages } from '../../lib/media.ts';
import { useSession } from '../../lib/session.ts';
import { useCachedT } from '../../lib/cached-t.ts';
import { trpc } from '../../lib/trpc.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { DeferredPost } from './components/deferred-post.tsx';
import { FeedAside } from './components/feed-aside.tsx';
import { PostCard } from './components/post-card.tsx';
import { StartHere } from './components/start-here.tsx';
import { StoryStrip } from './components/story-strip.tsx';
import { FEED_LOAD_DISTANCE_PX, FEED_LOAD_INTERVAL_MS } from './feed-paging.ts';
import { useFeedPosts, type FeedMode } from './use-feed-posts.ts';
import { useLikePost } from './use-like-post.ts';
import './feed.css';

/** The side column beside the feed needs this much width (rail + feed + column). */
const WIDE_QUERY = '(min-width: 1200px)';
/** Posts rendered at once; the others of a page of 20 when they near the viewport. */
const FIRST_POSTS = 2;

export function FeedPage() {
  const langPath = useLangPath();
  const session = useSession();
  const wide = useMediaQuery(WIDE_QUERY);
  const [mode, setMode] = useState<FeedMode>('all');
  const characters = trpc.character.all.useQuery();
  const feed = useFeedPosts(mode);
  const { like } = useLikePost();
  const list = useRef<HTMLDivElement>(null);
  // The page's texts, remembered: the same few are asked for by every card.
  const t = useCachedT();
  const dotLabel = useCallback(
    (index: number, count: number) => t('Show image {{index}} of {{count}}', { index, count }),
    [t],
  );

  useNearBottom(list, {
    distance: FEED_LOAD_DISTANCE_PX,
    minIntervalMs: FEED_LOAD_INTERVAL_MS,
    enabled: feed.hasNextPage && !feed.isFetchingNextPage,
    onNearBottom: () => void feed.fetchNextPage(),
  });

  const byId = new Map((characters.data ?? []).map((c) => [c._id, c]));
  const avatarOf = (charId: string) => {
    const images = splitImages(byId.get(charId)?.images ?? '');
    return images[1] ?? images[0] ?? null;
  };
  const all = feed.data?.pages.flat() ?? [];

  return (
    <div className="feed-layout">
      <div className="feed">
        <h1 className="page-title-hidden">{t('Feed')}</h1>
        {characters.data ? <StartHere characters={characters.data} /> : null}
        {/* The strip's height is kept while the characters load, so the posts below do not jump. */}
        <div className="feed__stories">
          {characters.data ? <StoryStrip characters={characters.data} playerTier={session.tier} /> : null}
        </div>
        <Tabs
          label={t('Feed')}
          active={mode}
          onSelect={(id) => setMode(id === 'following' ? 'following' : 'all')}
          items={[
            { id: 'all', label: t('All') },
            { id: 'following', label: t('Following') },
          ]}
        />
        <div className="feed__posts" ref={list}>
          {all.map((post, index) => {
            const card = (
              <PostCard
                post={post}
                avatar={avatarOf(post.charId)}
                tier={byId.get(post.charId)?.tier ?? 1}
                userId={session.userId}
                onLike={like}
                t={t}
                langPath={langPath}
                dotLabel={dotLabel}
                priority={index === 0}
              />
            );
            return index < FIRST_POSTS ? (
              <Fragment key={post._id}>{card}</Fragment>
            ) : (
              <DeferredPost key={post._id} label={t('Post by {{name}}', { name: post.name })}>
                {card}
              </DeferredPost>
            );
          })}
          {feed.isPending || feed.isFetchingNextPage ? <Spinner label={t('Loading')} /> : null}
          {feed.isError && all.length === 0 ? (
            <div className="list-state">
              <p>{t('An error occurred. Would you like to reload the page?')}</p>
              <Button variant="secondary" onClick={() => void feed.refetch()}>
                {t('Reload')}
              </Button>
            </div>
          ) : null}
          {feed.isSuccess && all.length === 0 ? (
            <div className="list-state">
              <p>{mode === 'following' ? t('Follow characters to see their posts here') : t('No posts yet')}</p>
              {mode === 'following' ? (
                <Link className="ui-button ui-button--secondary" to={langPath('/app/explore')}>
                  {t('Explore')}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {/* Its column is kept while the characters load, so the feed does not move sideways. */}
      {wide ? <FeedAside characters={characters.data ?? []} playerTier={session.tier} /> : null}
    </div>
  );
}
