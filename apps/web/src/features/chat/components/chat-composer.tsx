import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CHAT_LIMIT, GAME_CHAT_LIMIT } from '@app/schema/constants';

export interface ChatComposerProps {
  variant: 'app' | 'game';
  sending: boolean;
  disabled?: boolean;
  /** Allows sending without text (e.g. poses chosen at an action-select step). */
  allowEmpty?: boolean;
  /** Replaces "Type a message..." (God Mode writing through a block says so). */
  placeholder?: string;
  onSend: (text: string) => void;
}

/** Near the limit the characters left are announced (not every keystroke). */
const ANNOUNCE_LEFT = 20;

/** Rows grow with the text, from 1 to 4. */
export function composerRows(text: string): number {
  const lines = text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / 40)), 0);
  return Math.min(4, Math.max(1, lines));
}

/**
 * The text box (spec §5): 200 characters with a counter on the app chat, 100 cut silently on the game
 * shell; Enter sends, Shift+Enter adds a newline; send is disabled when empty or while sending.
 */
export function ChatComposer({
  variant,
  sending,
  disabled = false,
  allowEmpty = false,
  placeholder,
  onSend,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setText] = useState('');
  const limit = variant === 'app' ? APP_CHAT_LIMIT : GAME_CHAT_LIMIT;
  const left = APP_CHAT_LIMIT - text.length;
  const canSend = !sending && !disabled && (allowEmpty || text.trim().length > 0);

  const submit = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="chat-composer__field">
        <textarea
          className="chat-composer__input"
          aria-label={t('Message')}
          placeholder={placeholder ?? t('Type a message...')}
          rows={composerRows(text)}
          value={text}
          maxLength={variant === 'app' ? APP_CHAT_LIMIT : undefined}
          aria-describedby={variant === 'app' ? hintId : undefined}
          disabled={disabled}
          onChange={(e) => setText(e.target.value.slice(0, limit))}
          onKeyDown={onKeyDown}
        />
        {variant === 'app' ? (
          <>
            <span className="chat-composer__counter" aria-hidden="true">
              {text.length}/{APP_CHAT_LIMIT}
            </span>
            <span id={hintId} className="ui-visually-hidden">
              {t('Up to {{count}} characters', { count: APP_CHAT_LIMIT })}
            </span>
            <span className="ui-visually-hidden" aria-live="polite">
              {left <= ANNOUNCE_LEFT
                ? t('{{count}} characters left', { count: left, defaultValue_one: '{{count}} character left' })
                : ''}
            </span>
          </>
        ) : null}
      </div>
      <button
        type="submit"
        className="chat-composer__send"
        disabled={!canSend}
        aria-label={t('Send')}
        title={t('Send')}
      >
        <span aria-hidden="true">➤</span>
      </button>
    </form>
  );
}
