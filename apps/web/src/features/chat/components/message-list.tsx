import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@app/schema';
import { FullscreenImage } from '@app/ui';
import { mediaUrl } from '../../../lib/media.ts';
import { shownParts } from '../message-text.ts';

export interface MessageListProps {
  messages: ChatMessage[];
  characterName: string;
  typing: boolean;
}

export function MessageList({ messages, characterName, typing }: MessageListProps) {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [messages.length, typing]);

  return (
    <div className="chat-messages" role="log" aria-live="polite" aria-label={t('Messages')}>
      {messages.map((m, i) => (
        <div key={`${i}-${m.createdAt}`} className={m.role === 'user' ? 'chat-bubble chat-bubble--user' : 'chat-bubble chat-bubble--character'}>
          {shownParts(m).map((part, j) =>
            part.kind === 'text' ? (
              <p key={j} className="chat-bubble__text">{part.text}</p>
            ) : (
              <button key={j} type="button" className="chat-bubble__image" onClick={() => setFullscreen(mediaUrl(part.name))} aria-label={t('Open image')}>
                <img src={mediaUrl(part.name)} alt="" loading="lazy" />
              </button>
            ),
          )}
        </div>
      ))}
      {typing ? <p className="chat-typing">{t('{{name}} is typing...', { name: characterName })}</p> : null}
      <div ref={end} />
      <FullscreenImage src={fullscreen} alt={t('Image')} closeLabel={t('Close')} onClose={() => setFullscreen(null)} />
    </div>
  );
}
