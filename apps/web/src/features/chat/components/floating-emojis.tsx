import { motion } from 'framer-motion';
import type { EmojiOverlay } from '@app/game-engine';

/** Emojis rising over the chat for about 5 s after the meter rose. */
export function FloatingEmojis({ overlay }: { overlay: (EmojiOverlay & { key: number }) | null }) {
  if (!overlay) return null;
  return (
    <div className="chat-emojis" aria-hidden="true" data-testid="floating-emojis" key={overlay.key}>
      {overlay.emojis.map((emoji, i) => (
        <motion.span
          key={i}
          className="chat-emojis__item"
          style={{ left: `${(i * 37) % 90 + 5}%` }}
          initial={{ y: 0, opacity: 0, scale: 0.6 }}
          animate={{ y: '-70vh', opacity: [0, 1, 1, 0], scale: [0.6, 1.2, 1] }}
          transition={{ duration: overlay.durationMs / 1000, delay: (i % 6) * 0.12, ease: 'easeOut' }}
        >
          {emoji}
        </motion.span>
      ))}
    </div>
  );
}
