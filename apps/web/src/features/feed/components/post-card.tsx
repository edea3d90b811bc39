import { memo } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { FeedPost } from '@app/schema';
import { AutoVideo, Carousel, LikeButton } from '@app/ui';
import type { CachedT } from '../../../lib/cached-t.ts';
import { isVideo, mediaUrl, splitImages } from '../../../lib/media.ts';
import { MediaImage } from '../../../lib/media-image.tsx';
import { exclusiveHint } from '../../../lib/tiers.ts';

export interface PostCardProps {
  post: FeedPost;
  avatar: string | null;
  /** The tier of the post's character (for the hint on a locked post). */
  tier: number;
  userId: string | null;
  onLike: (post: FeedPost) => void;
  t: CachedT;
  langPath: (path: string) => string;
  /** The accessible name of a carousel's n-th dot. */
  dotLabel: (index: number, count: number) => string;
  /** The first post: its image is the page's largest paint, so it loads at once and first. */
  priority?: boolean;
}

function Media({ name, label, priority }: { name: string; label: string; priority: boolean }) {
  if (isVideo(name)) return <AutoVideo src={mediaUrl(name)} label={label} eager={priority} />;
  return (
    <MediaImage
      className="post-card__image"
      name={name}
      sizes="(max-width: 640px) 100vw, 600px"
      alt={label}
      width={800}
      height={1000}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
}

/**
 * One feed post: author, media (a carousel for several), like and text. Memoised, with its texts and links
 * from the page: a like re-renders one card, and twenty cards do not each subscribe to the language.
 */
export const PostCard = memo(function PostCard({
  post,
  avatar,
  tier,
  userId,
  onLike,
  t,
  langPath,
  dotLabel,
  priority = false,
}: PostCardProps) {
  const media = splitImages(post.images);
  const liked = userId !== null && post.likedBy.includes(userId);
  const label = t('Post by {{name}}', { name: post.name });

  return (
    <article className={post.locked ? 'post-card post-card--locked' : 'post-card'} aria-label={label}>
      <header className="post-card__head">
        <Link className="post-card__author" to={langPath(`/app/profile/${post.charId}`)}>
          {avatar ? (
            <img src={mediaUrl(avatar)} alt="" width={40} height={40} className="post-card__avatar" />
          ) : (
            <span className="post-card__avatar" />
          )}
          <span className="post-card__name">{post.name}</span>
        </Link>
      </header>
      <div className="post-card__media">
        {media.length > 1 ? (
          <Carousel
            label={label}
            dotLabel={dotLabel}
            slides={media.map((name, i) => (
              <Media key={name} name={name} label={label} priority={priority && i === 0} />
            ))}
          />
        ) : media[0] ? (
          <Media name={media[0]} label={label} priority={priority} />
        ) : null}
        {post.locked ? (
          <Link className="post-card__lock" to={langPath('/app/profile/me/prices')}>
            <Lock aria-hidden="true" size={28} />
            <span>{exclusiveHint(t, tier)}</span>
          </Link>
        ) : null}
      </div>
      <div className="post-card__footer">
        <LikeButton
          liked={liked}
          count={post.likes}
          label={liked ? t('Unlike') : t('Like')}
          onToggle={() => onLike(post)}
        />
      </div>
      <p className="post-card__text">{post.descriptionTrans ?? post.description}</p>
    </article>
  );
});
