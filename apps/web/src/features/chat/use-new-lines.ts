import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@app/schema';
import { shownParts } from './message-text.ts';

/**
 * What a screen reader hears: the character's lines appended since the last render ("Name: text"), never
 * the history that arrives with the first reply and never the player's own lines.
 */
export function useNewLines(messages: readonly ChatMessage[], name: string): string {
  const { t } = useTranslation();
  const previous = useRef<readonly ChatMessage[]>([]);
  const [text, setText] = useState('');

  useEffect(() => {
    const before = previous.current;
    previous.current = messages;
    const appended =
      before.length > 0 && messages.length > before.length && messages[before.length - 1] === before[before.length - 1];
    if (!appended) return;
    const lines = messages
      .slice(before.length)
      .filter((m) => m.role !== 'user')
      .map((m) => {
        const parts = shownParts(m);
        const words = parts.flatMap((p) => (p.kind === 'text' ? [p.text] : []));
        return words.length ? `${name}: ${words.join(' ')}` : t('{{name}} sent an image', { name });
      });
    if (lines.length) setText(lines.join(' '));
  }, [messages, name, t]);

  return text;
}
