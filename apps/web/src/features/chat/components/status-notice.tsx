import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { BlockStatus } from '@app/game-engine';
import { isolate } from '../../../lib/bidi.ts';

/** Minutes as "2 hours 5 minutes", "1 hour", "10 minutes" (minutes, or hours and minutes from an hour on). */
function durationParts(t: TFunction, minutesLeft: number): string[] {
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  return [
    hours > 0 ? t('{{count}} hours', { count: hours, defaultValue_one: '{{count}} hour' }) : '',
    minutes > 0 || hours === 0 ? t('{{count}} minutes', { count: minutes, defaultValue_one: '{{count}} minute' }) : '',
  ].filter(Boolean);
}

/**
 * "blocked you" with when the block ends, or "is away" with the time left (spec §4): minutes, or hours
 * and minutes from an hour on. With `elsewhereHref` the notice also offers a way on (a wait is not a
 * dead end): chat with someone else.
 */
export function StatusNotice({
  status,
  name,
  elsewhereHref,
}: {
  status: BlockStatus;
  name: string;
  elsewhereHref?: string;
}) {
  const { t } = useTranslation();
  if (status.kind === 'none') return null;
  const more = elsewhereHref ? (
    <Link className="chat-status__more" to={elsewhereHref}>
      {t('Chat with someone else meanwhile')}
    </Link>
  ) : null;
  if (status.kind === 'blocked') {
    const [first, second] = durationParts(t, status.minutesLeft);
    return (
      <div className="chat-status-box chat-status-box--blocked">
        <p className="chat-status chat-status--blocked" role="status">
          <span>{t('{{name}} blocked you', { name: isolate(name) })}</span>{' '}
          <span className="chat-status__ends">
            {second ? t('{{first}} {{second}} left', { first, second }) : t('{{first}} left', { first })}
          </span>
        </p>
        {more}
      </div>
    );
  }
  return (
    <div className="chat-status-box chat-status-box--away">
      <p className="chat-status chat-status--away" role="status">
        {t('{{name}} is away ({{time}} left)', {
          name: isolate(name),
          time: durationParts(t, status.minutesLeft).join(' '),
        })}
      </p>
      {more}
    </div>
  );
}
