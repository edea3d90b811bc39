import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleReport, ReportResolution } from '@app/schema';
import { Badge } from '@app/ui';
import { useLangPath } from '../../../lib/lang.ts';
import { useMe } from '../../../lib/me.ts';
import { useConsoleRole } from '../shared/console-role.ts';
import { When } from '../shared/when.tsx';
import { useConsoleWords, useReportHeadline } from '../shared/words.ts';
import { ReportItem } from './report-item.tsx';
import { ResolveForm } from './resolve-form.tsx';
import './reports.css';

interface Outcome {
  resolution: ReportResolution;
  at: string;
}

/** A report as resolved here, before the list is read again. */
function resolvedHere(report: ConsoleReport, { resolution, at }: Outcome, by: string | null): ConsoleReport {
  return {
    ...report,
    status: 'resolved',
    resolution,
    resolvedAt: at,
    resolvedBy: by,
    item: { ...report.item, hidden: report.item.hidden || resolution === 'hide' },
  };
}

/** One report of the queue: what, why, who and when; the item in context; its resolution or the form to resolve it. */
export function ReportCard({ report: listed }: { report: ConsoleReport }) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const words = useConsoleWords();
  const { canModerate } = useConsoleRole();
  const me = useMe().data;
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const report = outcome ? resolvedHere(listed, outcome, me?.email ?? me?._id ?? null) : listed;
  const open = report.status === 'open';

  const what = useReportHeadline()(report);
  const reporter =
    report.kind === 'filter'
      ? t('Found by the content filter')
      : report.reporter
        ? t('Reported by {{who}}', { who: report.reporter.email ?? report.reporter.id })
        : t('Reported by a deleted account');

  return (
    <article className="card console-report" aria-labelledby={titleId}>
      <header className="console-report__head">
        <h2 id={titleId}>{what}</h2>
        <Badge tone={open ? 'warning' : 'success'}>{open ? t('Open') : t('Resolved')}</Badge>
      </header>
      <p className="console-report__meta">
        <span>{reporter}</span>
        <When iso={report.createdAt} />
      </p>
      <dl className="console-facts">
        {report.playerId ? (
          <div>
            <dt>{t('Player')}</dt>
            <dd>
              <Link to={langPath(`/admin/players/${encodeURIComponent(report.playerId)}`)}>
                <code>{report.playerId}</code>
              </Link>
            </dd>
          </div>
        ) : null}
        {report.charName ? (
          <div>
            <dt>{t('Character')}</dt>
            <dd>{report.charName}</dd>
          </div>
        ) : null}
      </dl>
      <ReportItem report={report} />
      {!open && report.resolution ? (
        <p className="console-report__outcome" role={outcome ? 'status' : undefined}>
          <Badge tone="success">{words.outcomes[report.resolution]}</Badge>{' '}
          {report.resolvedAt ? <When iso={report.resolvedAt} /> : null}
          {report.resolvedBy ? ` · ${t('by {{who}}', { who: report.resolvedBy })}` : null}
        </p>
      ) : null}
      {open && canModerate ? (
        <ResolveForm
          report={report}
          onResolved={(resolution) => setOutcome({ resolution, at: new Date().toISOString() })}
        />
      ) : null}
    </article>
  );
}
