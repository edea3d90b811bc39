import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/query-state.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { LoadMore } from '../shared/load-more.tsx';
import { uniqueById, useMorePages } from '../shared/more-pages.ts';
import { ReportCard } from './report-card.tsx';

const STATUSES = ['open', 'resolved', 'all'] as const;
type Status = (typeof STATUSES)[number];

const statusOf = (value: string | null): Status => STATUSES.find((s) => s === value) ?? 'open';

/** The reports queue: open reports first (newest on top), each with what was reported in context. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const labels: Record<Status, string> = { open: t('Open'), resolved: t('Resolved'), all: t('All') };
  return (
    <div className="console-page">
      <h1>{t('Reports')}</h1>
      <div role="group" aria-label={t('Show reports')} className="console-segments">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            className="console-segments__item"
            onClick={() => setParams(s === 'open' ? {} : { status: s }, { replace: true })}
          >
            {labels[s]}
          </button>
        ))}
      </div>
      <ReportList key={status} status={status} />
    </div>
  );
}

function ReportList({ status }: { status: Status }) {
  const { t } = useTranslation();
  const { pages, more } = useMorePages();
  const results = trpc.useQueries((q) =>
    pages.map((before) => q.admin.reports.list({ status, ...(before ? { before } : {}) })),
  );
  const first = results[0]!;
  if (!first.data) return <QueryState query={first} />;
  const last = results.at(-1)!;
  const reports = uniqueById(results.map((r) => r.data?.reports ?? []));
  return (
    <>
      {reports.length ? (
        <ul className="console-cards" aria-label={t('Reports')}>
          {reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="list-state">{status === 'open' ? t('No open reports. All caught up.') : t('No reports here.')}</p>
      )}
      <LoadMore
        next={last.data?.next ?? null}
        loading={last.isPending}
        onMore={() => last.data?.next && more(last.data.next)}
      />
    </>
  );
}
