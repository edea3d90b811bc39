import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterPost } from '@app/schema';
import { AutoVideo, FullscreenImage, useNearBottom } from '@app/ui';
import { isVideo, mediaUrl, splitImages } from '../../../lib/media.ts';
import { MediaImage } from '../../../lib/media-image.tsx';
import { CHARACTER_POSTS_LOAD_DISTANCE_PX } from '../use-character-posts.ts';

export interface PostGridProps {
  posts: CharacterPost[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The character's posts, three to a row, loading more within 10 px of the bottom. */
export function PostGrid({ posts, hasMore, loadingMore, onLoadMore }: PostGridProps) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<string | null>(null);
  useNearBottom(grid, {
    distance: CHARACTER_POSTS_LOAD_DISTANCE_PX,
    enabled: hasMore && !loadingMore,
    onNearBottom: onLoadMore,
  });

  return (
    <div ref={grid}>
      <ul className="profile-posts" aria-label={t('Posts')}>
        {posts.map((post) => {
          const first = splitImages(post.images)[0] ?? '';
          const label = post.descriptionTrans ?? post.description;
          return (
            <li key={post._id} className={post.locked ? 'profile-post profile-post--locked' : 'profile-post'}>
              {isVideo(first) ? (
                <AutoVideo src={mediaUrl(first)} label={label} />
              ) : (
                <button
                  type="button"
                  className="profile-post__open"
                  disabled={post.locked}
                  onClick={() => setOpen(mediaUrl(first))}
                  aria-label={label}
                >
                  <MediaImage
                    name={first}
                    sizes="(max-width: 640px) 33vw, 240px"
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              )}
              {splitImages(post.images).length > 1 ? (
                <span className="profile-post__multi" aria-hidden="true">
                  ❐
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {loadingMore ? (
        <p className="profile-posts__loading" role="status">
          {t('Loading more posts...')}
        </p>
      ) : null}
      <FullscreenImage src={open} alt={t('Image')} closeLabel={t('Close')} onClose={() => setOpen(null)} />
    </div>
  );
}
