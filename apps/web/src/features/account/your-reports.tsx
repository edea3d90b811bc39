import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@app/ui';
import { useReportWords } from '../../lib/report/report-words.ts';
import { trpc } from '../../lib/trpc.ts';

/** The reports the player sent from the app, with their status; nothing shows before the first one. */
export function YourReports() {
  const { t } = useTranslation();
  const titleId = useId();
  const reports = trpc.report.mine.useQuery().data;
  const { targets, reasons } = useReportWords();
  if (!reports?.length) return null;
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('Your reports')}</h2>
      <ul className="your-reports">
        {reports.map((r) => (
          <li key={r.id}>
            <span>
              {targets[r.target]} ({r.itemId}) · {reasons[r.reason]} · {r.createdAt.slice(0, 10)}
            </span>
            <Badge tone={r.status === 'resolved' ? 'success' : 'neutral'}>
              {r.status === 'resolved' ? t('Looked at') : t('Waiting')}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
