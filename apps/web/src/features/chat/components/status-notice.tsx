import { useTranslation } from 'react-i18next';
import type { BlockStatus } from '@app/game-engine';
import { isolate } from '../../../lib/bidi.ts';

/** "blocked you" or "is away" with the time left (spec §4): minutes, or hours and minutes from an hour on. */
export function StatusNotice({ status, name }: { status: BlockStatus; name: string }) {
  const { t } = useTranslation();
  if (status.kind === 'none') return null;
  if (status.kind === 'blocked') {
    return (
      <p className="chat-status chat-status--blocked" role="status">
        {t('{{name}} blocked you', { name: isolate(name) })}
      </p>
    );
  }
  const hours = Math.floor(status.minutesLeft / 60);
  const minutes = status.minutesLeft % 60;
  const parts = [
    hours > 0 ? t('{{count}} hours', { count: hours, defaultValue_one: '{{count}} hour' }) : '',
    minutes > 0 || hours === 0 ? t('{{count}} minutes', { count: minutes, defaultValue_one: '{{count}} minute' }) : '',
  ].filter(Boolean);
  return (
    <p className="chat-status chat-status--away" role="status">
      {t('{{name}} is away ({{time}} left)', { name: isolate(name), time: parts.join(' ') })}
    </p>
  );
}
