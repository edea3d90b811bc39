import { useRef } from 'react';
import { Heart } from 'lucide-react';
import './play.css';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}

/** The like animation lasts 300 ms (spec §9). */
export const LIKE_ANIMATION_MS = 300;

const POP: Keyframe[] = [{ transform: 'scale(1)' }, { transform: 'scale(1.45)' }, { transform: 'scale(0.9)' }, { transform: 'scale(1)' }];

/**
 * The like button: the heart pops for 300 ms. The Web Animations API runs it on the compositor, so a feed
 * of twenty cards does not load an animation library for one effect.
 */
export function LikeButton({ liked, count, label, onToggle, disabled }: LikeButtonProps) {
  const heart = useRef<HTMLSpanElement>(null);
  const pop = () => {
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduce) heart.current?.animate?.(POP, { duration: LIKE_ANIMATION_MS, easing: 'ease-out' });
  };
  // The count sits beside the button, not in it: the button's name ("Like") then matches what it shows.
  return (
    <span className="play-like">
      <button
        type="button"
        className="play-like__button"
        aria-pressed={liked}
        aria-label={label}
        disabled={disabled}
        onClick={() => {
          pop();
          onToggle();
        }}
      >
        <span ref={heart} className="play-like__heart" aria-hidden="true">
          <Heart size={24} fill={liked ? 'currentColor' : 'none'} strokeWidth={2} />
        </span>
      </button>
      <span className="play-like__count">{count}</span>
    </span>
  );
}
