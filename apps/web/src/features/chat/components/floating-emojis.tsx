import type { EmojiOverlay } from '@app/game-engine';
import { enterFrom, useMotionKit } from '@app/ui';

/** Keyframe times: fade and swell in over the first 15 %, hold, fade out over the last quarter. */
const TIMES = [0, 0.15, 0.75, 1];
const STAGGER_MS = 120;

/**
 * Emojis rising over the chat for about 5 s after the meter rose; the overlay is removed after 5.2 s and
 * fades out as it leaves (AnimatePresence). Each emoji animates only transform and opacity, which
 * framer-motion hands to the browser's animation engine, so the main thread stays free. framer-motion comes
 * with the motion kit, which the player's first input loads before any meter can rise; without it the
 * emojis stay invisible (chat.css), as they are hidden under reduced motion.
 */
export function FloatingEmojis({ overlay }: { overlay: (EmojiOverlay & { key: number }) | null }) {
  const kit = useMotionKit();
  if (!kit) {
    return overlay ? (
      <div className="chat-emojis" aria-hidden="true" data-testid="floating-emojis">
        {overlay.emojis.map((emoji, i) => (
          <span key={i} className="chat-emojis__item">
            {emoji}
          </span>
        ))}
      </div>
    ) : null;
  }
  const rise = window.innerHeight * 0.7;
  return (
    <kit.MotionScope>
      <kit.AnimatePresence>
        {overlay ? (
          <kit.m.div
            key={overlay.key}
            className="chat-emojis"
            aria-hidden="true"
            data-testid="floating-emojis"
            exit={{ opacity: 0, transition: { duration: 0.2 } }}
          >
            {overlay.emojis.map((emoji, i) => {
              const delay = (i % 6) * STAGGER_MS;
              return (
                <kit.m.span
                  key={i}
                  className="chat-emojis__item"
                  style={{ insetInlineStart: `${((i * 37) % 90) + 5}%` }}
                  initial={enterFrom({ opacity: 0, y: 0, scale: 0.6 })}
                  animate={{
                    opacity: [0, 1, 1, 0],
                    y: [0, -rise * 0.12, -rise * 0.75, -rise],
                    scale: [0.6, 1.2, 1.05, 1],
                  }}
                  // The later ones start later but finish with the first, before the overlay is removed.
                  transition={{
                    duration: (overlay.durationMs - delay) / 1000,
                    delay: delay / 1000,
                    times: TIMES,
                    ease: 'easeOut',
                  }}
                >
                  {emoji}
                </kit.m.span>
              );
            })}
          </kit.m.div>
        ) : null}
      </kit.AnimatePresence>
    </kit.MotionScope>
  );
}
