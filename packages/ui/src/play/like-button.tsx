import { motion, useAnimation } from 'framer-motion';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}

/** The like animation lasts 300 ms (spec §9). */
export const LIKE_ANIMATION_MS = 300;

export function LikeButton({ liked, count, label, onToggle, disabled }: LikeButtonProps) {
  const controls = useAnimation();
  return (
    <button
      type="button"
      className="play-like"
      aria-pressed={liked}
      aria-label={label}
      disabled={disabled}
      onClick={() => {
        void controls.start({ scale: [1, 1.45, 0.9, 1] }, { duration: LIKE_ANIMATION_MS / 1000 });
        onToggle();
      }}
    >
      <motion.span className="play-like__heart" animate={controls} aria-hidden="true">
        {liked ? '♥' : '♡'}
      </motion.span>
      <span className="play-like__count">{count}</span>
    </button>
  );
}
