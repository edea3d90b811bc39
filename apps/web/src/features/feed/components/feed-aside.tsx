import { Link } from 'react-router';
import type { Character } from '@app/schema';
import { useCachedT } from '../../../lib/cached-t.ts';
import { useLangPath } from '../../../lib/lang.ts';
import { TierLockBadge } from '../../../lib/locked.tsx';
import { mediaUrl, splitImages } from '../../../lib/media.ts';
import { storyOrder } from '../story-order.ts';

/** Wide screens: beside the feed, every character with the player's level with her; locked ones say what they need. */
export function FeedAside({ characters, playerTier }: { characters: Character[]; playerTier: number }) {
  const t = useCachedT();
  const langPath = useLangPath();

  return (
    <aside className="feed-aside" aria-label={t('Characters')}>
      <section className="feed-aside__card" hidden={characters.length === 0}>
        <h2 className="feed-aside__title">{t('Characters')}</h2>
        <ul className="feed-aside__list">
          {storyOrder(characters, playerTier).map(({ character, dimmed }) => {
            const images = splitImages(character.images);
            return (
              <li key={character._id}>
                <Link
                  to={langPath(`/app/profile/${character._id}`)}
                  className={dimmed ? 'aside-character aside-character--locked' : 'aside-character'}
                >
                  <img src={mediaUrl(images[1] ?? images[0] ?? '')} alt="" width={40} height={40} loading="lazy" />
                  <span className="aside-character__text">
                    <span className="aside-character__name">{character.name}</span>
                    <span className="aside-character__level">{t('Lv {{level}}', { level: character.level })}</span>
                  </span>
                  {dimmed ? <TierLockBadge tier={character.tier} className="aside-character__lock" /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </aside>
  );
}
