import { useRef } from 'react';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_REPLY_VERSIONS, type ReplyVersions } from '@app/schema';

export interface AnswerVersionsProps {
  versions: ReplyVersions;
  disabled: boolean;
  onRegenerate: () => void;
  onShow: (version: number) => void;
}

/** How far a finger moves sideways before it counts as a swipe to the next or previous version. */
const SWIPE_PX = 40;

/**
 * Under the character's last FreeStyle answer: ask for another one, and step or swipe between the
 * versions. The version shown when the player writes on is the one the conversation keeps.
 */
export function AnswerVersions({ versions, disabled, onRegenerate, onShow }: AnswerVersionsProps) {
  const { t } = useTranslation();
  const { count, shown } = versions;
  const start = useRef<number | null>(null);
  const step = (by: number) => {
    const next = shown + by;
    if (!disabled && next >= 0 && next < count) onShow(next);
  };
  return (
    <div
      className="answer-versions"
      role="group"
      aria-label={t('Versions of her answer')}
      onPointerDown={(e) => {
        start.current = e.clientX;
      }}
      onPointerUp={(e) => {
        if (start.current === null) return;
        const dx = e.clientX - start.current;
        start.current = null;
        if (Math.abs(dx) >= SWIPE_PX) step(dx < 0 ? 1 : -1);
      }}
    >
      {count > 1 ? (
        <span className="answer-versions__steps">
          <button
            type="button"
            className="answer-versions__step"
            aria-label={t('Previous version')}
            disabled={disabled || shown === 0}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" size={16} />
          </button>
          <span className="answer-versions__count" aria-live="polite">
            {t('Version {{shown}} of {{total}}', { shown: shown + 1, total: count })}
          </span>
          <button
            type="button"
            className="answer-versions__step"
            aria-label={t('Next version')}
            disabled={disabled || shown === count - 1}
            onClick={() => step(1)}
          >
            <ChevronRight aria-hidden="true" size={16} />
          </button>
        </span>
      ) : null}
      {count < MAX_REPLY_VERSIONS ? (
        <button
          type="button"
          className="answer-versions__again"
          disabled={disabled}
          onClick={onRegenerate}
          title={t('Each new answer uses one custom message of today')}
        >
          <RefreshCw aria-hidden="true" size={14} />
          {t('Another answer')}
        </button>
      ) : null}
    </div>
  );
}
