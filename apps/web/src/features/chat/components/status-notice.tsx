import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlockStatus } from '@app/game-engine';
import { isolate } from '../../../lib/bidi.ts';

/**
 * "blocked you" or "is away" with the time left (spec §4): minutes, or hours and minutes from an hour on.
 * With `elsewhereHref` the notice also offers a way on (a wait is not a dead end): chat with someone else.
 */
export function StatusNotice({ status, name, elsewhereHref }: { status: BlockStatus; name: string; elsewhereHref?: string }) {
  const { t } = useTranslation();
  if (status.kind === 'none') return null;
  const more = elsewhereHref ? (
    <Link className="chat-status__more" to={elsewhereHref}>{t('Chat with someone else meanwhile')}</Link>
  ) : null;
  if (status.kind === 'blocked') {
    return (
      <div className="chat-status-box chat-status-box--blocked">
        <p className="chat-status chat-status--blocked" role="status">
          {t('{{name}} blocked you', { name: isolate(name) })}
        </p>
        {more}
      </div>
    );
  }
  const hours = Math.floor(status.minutesLeft / 60);
  const minutes = status.minutesLeft % 60;
  const parts = [
    hours > 0 ? t('{{count}} hours', { count: hours, defaultValue_one: '{{count}} hour' }) : '',
    minutes > 0 || hours === 0 ? t('{{count}} minutes', { count: minutes, defaultValue_one: '{{count}} minute' }) : '',
  ].filter(Boolean);
  return (
    <div className="chat-status-box chat-status-box--away">
      <p className="chat-status chat-status--away" role="status">
        {t('{{name}} is away ({{time}} left)', { name: isolate(name), time: parts.join(' ') })}
      </p>
      {more}
    </div>
  );
}
