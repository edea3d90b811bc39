import type { CSSProperties } from 'react';
import type { EmojiOverlay } from '@app/game-engine';

/**
 * Emojis rising over the chat for about 5 s after the meter rose. A CSS animation of transform and
 * opacity only, so the compositor runs it and the main thread stays free.
 */
export function FloatingEmojis({ overlay }: { overlay: (EmojiOverlay & { key: number }) | null }) {
  if (!overlay) return null;
  return (
    <div className="chat-emojis" aria-hidden="true" data-testid="floating-emojis" key={overlay.key}>
      {overlay.emojis.map((emoji, i) => (
        <span
          key={i}
          className="chat-emojis__item"
          style={{ insetInlineStart: `${((i * 37) % 90) + 5}%`, animationDuration: `${overlay.durationMs}ms`, animationDelay: `${(i % 6) * 120}ms` } as CSSProperties}
        >
          {emoji}
        </span>
      ))}
    </div>
  );
}
