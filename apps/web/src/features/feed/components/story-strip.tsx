import { useRef, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { Character } from '@app/schema';
import { Tooltip } from '@app/ui';
import { useCachedT } from '../../../lib/cached-t.ts';
import { useLangPath } from '../../../lib/lang.ts';
import { splitImages } from '../../../lib/media.ts';
import { MediaImage } from '../../../lib/media-image.tsx';
import { exclusiveHint, tierName } from '../../../lib/tiers.ts';
import { storyOrder } from '../story-order.ts';

/** A horizontal strip of story avatars; touch scrolls natively, a mouse drags it. */
export function StoryStrip({ characters, playerTier }: { characters: Character[]; playerTier: number }) {
  const t = useCachedT();
  const langPath = useLangPath();
  const strip = useRef<HTMLUListElement>(null);
  const drag = useRef<{ x: number; scroll: number; moved: boolean } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLUListElement>) => {
    if (e.pointerType !== 'mouse' || !strip.current) return;
    drag.current = { x: e.clientX, scroll: strip.current.scrollLeft, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLUListElement>) => {
    const d = drag.current;
    if (!d || !strip.current) return;
    const dx = e.clientX - d.x;
    if (Math.abs(dx) > 5) d.moved = true;
    strip.current.scrollLeft = d.scroll - dx;
  };
  const endDrag = () => {
    // Keep the flag until the click that ends a drag has been swallowed.
    setTimeout(() => (drag.current = null), 0);
  };

  return (
    <ul
      ref={strip}
      className="story-strip"
      aria-label={t('Characters')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerLeave={endDrag}
      onClickCapture={(e) => {
        if (drag.current?.moved) {
          e.preventDefault();
          e.stopPropagation();
        }
      }}
    >
      {storyOrder(characters, playerTier).map(({ character, dimmed }) => {
        const images = splitImages(character.images);
        const story = (
          <Link
            to={langPath(`/app/profile/${character._id}`)}
            className={dimmed ? 'story story--dimmed' : 'story'}
            draggable={false}
            aria-label={dimmed ? `${character.name} (${exclusiveHint(t, character.tier)})` : character.name}
          >
            <span className="story__ring">
              <MediaImage
                name={images[1] ?? images[0] ?? ''}
                sizes="64px"
                alt=""
                width={64}
                height={64}
                draggable={false}
                loading="lazy"
              />
            </span>
            <span className="story__name">{character.name.split(' ')[0]}</span>
          </Link>
        );
        if (!dimmed) return <li key={character._id}>{story}</li>;
        // The lock and the tier's name sit on the avatar; the link's own name says the same to assistive technology.
        return (
          <li key={character._id} className="story-item--locked">
            <Tooltip text={exclusiveHint(t, character.tier)}>{story}</Tooltip>
            <span className="story__lock" aria-hidden="true">
              <Lock size={11} strokeWidth={2.75} />
              <span>{tierName(t, character.tier)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
