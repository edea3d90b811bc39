import { useTranslation } from 'react-i18next';
import { isIsoDateTime } from '../../../lib/date-time.ts';
import { useFormatWhen } from './when.tsx';
import { useConsoleWords } from './words.ts';

/** What a log entry's action changed (tier and days, role and the one before, a suspension's end…), labelled. */
export function Detail({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { roleName, tier } = useConsoleWords();
  const when = useFormatWhen();
  const entries = Object.entries(detail).filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (!entries.length) return null;
  const labels: Record<string, string> = {
    tier: t('Tier'),
    days: t('Days'),
    until: t('Until'),
    expiresAt: t('Until'),
    role: t('Role'),
    from: t('Before'),
    subscriptionId: t('Subscription'),
    charId: t('Character'),
    hubPostId: t('Hub post'),
  };
  const show = (key: string, value: unknown): string => {
    if ((key === 'role' || key === 'from') && typeof value === 'number') return roleName(value);
    if (key === 'tier' && typeof value === 'number') return tier(value);
    if (isIsoDateTime(value)) return when(value);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return (
    <dl className="console-detail">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{labels[key] ?? key}</dt>
          <dd dir="auto">{show(key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}
