import { useTranslation } from 'react-i18next';
import type { BlockStatus } from '@app/game-engine';

/** "blocked you" or "is away" with the minutes left (spec §4). */
export function StatusNotice({ status, name }: { status: BlockStatus; name: string }) {
  const { t } = useTranslation();
  if (status.kind === 'none') return null;
  return (
    <p className={`chat-status chat-status--${status.kind}`} role="status">
      {status.kind === 'blocked'
        ? t('{{name}} blocked you', { name })
        : t('{{name}} is away ({{minutes}} minutes left)', { name, minutes: status.minutesLeft })}
    </p>
  );
}
