import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@app/schema';
import { FullscreenImage } from '@app/ui';
import { isolate } from '../../../lib/bidi.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { MediaImage } from '../../../lib/media-image.tsx';
import { imageAspect, shownParts } from '../message-text.ts';
import { useNewLines } from '../use-new-lines.ts';

export interface MessageListProps {
  messages: ChatMessage[];
  characterName: string;
  typing: boolean;
  /** Report a character's line (in-app report); without it the lines have no report action. */
  onReport?: (message: ChatMessage) => void;
  /** Shown under the last message (the versions of her last answer). */
  after?: ReactNode;
}

interface BubbleProps {
  message: ChatMessage;
  onOpenImage: (src: string) => void;
  onReport?: (message: ChatMessage) => void;
}

/** One message; memoised so that a new message or the typing line does not re-render the whole history. */
const MessageBubble = memo(function MessageBubble({ message, onOpenImage, onReport }: BubbleProps) {
  const { t } = useTranslation();
  return (
    <div className={message.role === 'user' ? 'chat-bubble chat-bubble--user' : 'chat-bubble chat-bubble--character'}>
      {shownParts(message).map((part, j) =>
        part.kind === 'text' ? (
          <p key={j} className="chat-bubble__text" dir="auto">
            {part.text}
          </p>
        ) : (
          <button
            key={j}
            type="button"
            className="chat-bubble__image"
            onClick={() => onOpenImage(mediaUrl(part.name))}
            aria-label={t('Open image')}
          >
            <MediaImage
              name={part.name}
              sizes="(max-width: 640px) 70vw, 360px"
              alt=""
              loading="lazy"
              decoding="async"
              style={{ aspectRatio: imageAspect(part.name) }}
            />
          </button>
        ),
      )}
      {onReport && message.role === 'assistant' ? (
        <button
          type="button"
          className="chat-bubble__report"
          aria-label={t('Report this message')}
          onClick={() => onReport(message)}
        >
          <Flag aria-hidden="true" size={14} />
        </button>
      ) : null}
    </div>
  );
});

/**
 * The conversation (spec §2): a log whose new character lines are announced politely (the history and
 * the player's own lines are not), the typing line, and images that open full screen.
 */
export function MessageList({ messages, characterName, typing, onReport, after }: MessageListProps) {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const filled = useRef(false);
  const announcement = useNewLines(messages, characterName);

  const toEnd = useCallback((smooth: boolean) => {
    const el = list.current;
    if (!el) return;
    if (smooth && typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    else el.scrollTop = el.scrollHeight;
  }, []);

  // Images reserve their box (imageAspect), so the end stays the end once they load.
  useEffect(() => {
    if (messages.length === 0) {
      filled.current = false;
      return;
    }
    toEnd(filled.current);
    filled.current = true;
  }, [messages.length, typing, toEnd]);

  const onClose = useCallback(() => setFullscreen(null), []);

  return (
    <>
      <div ref={list} className="chat-messages" role="log" aria-live="off" aria-label={t('Messages')} tabIndex={0}>
        <div className="chat-messages__column">
          {messages.map((m, i) => (
            <MessageBubble key={`${i}-${m.createdAt}`} message={m} onOpenImage={setFullscreen} onReport={onReport} />
          ))}
          {after}
          {typing ? (
            <p className="chat-typing">
              <span className="chat-typing__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {t('{{name}} is typing...', { name: isolate(characterName) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="ui-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {announcement}
      </div>
      <FullscreenImage src={fullscreen} alt={t('Image')} closeLabel={t('Close')} onClose={onClose} />
    </>
  );
}
