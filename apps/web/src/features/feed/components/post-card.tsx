import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedPost } from '@app/schema';
import { AutoVideo, Carousel, LikeButton } from '@app/ui';
import { useLangPath } from '../../../lib/lang.ts';
import { isVideo, mediaUrl, splitImages } from '../../../lib/media.ts';

export interface PostCardProps {
  post: FeedPost;
  avatar: string | null;
  userId: string | null;
  onLike: (post: FeedPost) => void;
}

function Media({ name, label }: { name: string; label: string }) {
  return isVideo(name) ? <AutoVideo src={mediaUrl(name)} label={label} /> : <img className="post-card__image" src={mediaUrl(name)} alt={label} loading="lazy" draggable={false} />;
}

export function PostCard({ post, avatar, userId, onLike }: PostCardProps) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const media = splitImages(post.images);
  const liked = userId !== null && post.likedBy.includes(userId);
  const label = t('Post by {{name}}', { name: post.name });

  return (
    <article className={post.locked ? 'post-card post-card--locked' : 'post-card'} aria-label={label}>
      <Link className="post-card__author" to={langPath(`/app/profile/${post.charId}`)}>
        {avatar ? <img src={mediaUrl(avatar)} alt="" className="post-card__avatar" /> : null}
        <span className="post-card__name">{post.name}</span>
      </Link>
      <div className="post-card__media">
        {media.length > 1 ? (
          <Carousel
            label={label}
            dotLabel={(i, n) => t('Show image {{index}} of {{count}}', { index: i, count: n })}
            slides={media.map((name) => <Media key={name} name={name} label={label} />)}
          />
        ) : media[0] ? (
          <Media name={media[0]} label={label} />
        ) : null}
      </div>
      <div className="post-card__footer">
        <LikeButton liked={liked} count={post.likes} label={liked ? t('Unlike') : t('Like')} onToggle={() => onLike(post)} />
      </div>
      <p className="post-card__text">{post.descriptionTrans ?? post.description}</p>
    </article>
  );
}
