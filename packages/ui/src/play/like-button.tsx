import { useState } from 'react';
import type { Transition } from 'framer-motion';
import { Heart } from 'lucide-react';
import { enterFrom, useMotionKit } from '../motion.tsx';
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

const POP = { scale: [1, 1.45, 0.9, 1] };
const POP_TRANSITION: Transition = { duration: LIKE_ANIMATION_MS / 1000, times: [0, 0.35, 0.7, 1], ease: 'easeOut' };
const ROLL_TRANSITION: Transition = { duration: LIKE_ANIMATION_MS / 1000, ease: 'easeOut' };

/**
 * The like button: on a press the heart pops (scale) and the new count rolls in from below (a like) or above
 * (an unlike), both in 300 ms, with framer-motion from the motion kit (the player's first move, touch or key
 * loads it). Each press remounts the heart and each count is its own element, so every change plays its
 * animation once; reduced motion keeps only the count's fade. Only the inner, unfocusable parts change with
 * the kit.
 */
export function LikeButton({ liked, count, label, onToggle, disabled }: LikeButtonProps) {
  const kit = useMotionKit();
  const [pops, setPops] = useState(0);
  // The last count seen and which way it moved: a changed count rolls in, the first one does not.
  const [seen, setSeen] = useState({ count, rise: true, changed: false });
  if (seen.count !== count) setSeen({ count, rise: count > seen.count, changed: true });
  const heart = <Heart size={24} fill={liked ? 'currentColor' : 'none'} strokeWidth={2} />;
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
          setPops((n) => n + 1);
          onToggle();
        }}
      >
        {/* Plain until the first press: a feed of many cards starts no animation machinery. */}
        {kit && pops > 0 ? (
          <kit.MotionScope>
            <kit.m.span
              key={pops}
              className="play-like__heart"
              aria-hidden="true"
              initial={enterFrom({ scale: 1 })}
              animate={POP}
              transition={POP_TRANSITION}
            >
              {heart}
            </kit.m.span>
          </kit.MotionScope>
        ) : (
          <span className="play-like__heart" aria-hidden="true">
            {heart}
          </span>
        )}
      </button>
      {kit && seen.changed ? (
        <kit.MotionScope>
          <kit.m.span
            key={count}
            className="play-like__count"
            initial={enterFrom({ opacity: 0, y: seen.rise ? 8 : -8 })}
            animate={{ opacity: 1, y: 0 }}
            transition={ROLL_TRANSITION}
          >
            {count}
          </kit.m.span>
        </kit.MotionScope>
      ) : (
        <span className="play-like__count">{count}</span>
      )}
    </span>
  );
}
