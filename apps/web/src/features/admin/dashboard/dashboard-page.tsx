import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@app/schema';
import { QueryState } from '../../../lib/query-state.tsx';
import { useCachedT } from '../../../lib/cached-t.ts';
import { tierName } from '../../../lib/tiers.ts';
import { trpc } from '../../../lib/trpc.ts';
import { Chart } from './chart.tsx';
import { dashboardCharts } from './chart-data.ts';
import './dashboard.css';

interface Stat {
  label: string;
  value: number;
  /** A number above zero asks for someone's attention (open reports, failures). */
  alert?: boolean;
}

/** The console's first page: how many play, what waits for the moderators, what failed, and four small charts. */
export function DashboardPage() {
  const { t } = useTranslation();
  const query = trpc.admin.dashboard.useQuery(undefined, { refetchInterval: 60_000 });
  return (
    <section className="ops-dashboard" aria-labelledby="ops-dashboard-title">
      <h1 id="ops-dashboard-title">{t('Dashboard')}</h1>
      {query.data ? <DashboardFigures data={query.data} /> : <QueryState query={query} />}
    </section>
  );
}

function DashboardFigures({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const ct = useCachedT();
  const language = i18n.language;
  const charts = useMemo(() => dashboardCharts(data, language, (tier) => tierName(ct, tier)), [data, language, ct]);
  const number = new Intl.NumberFormat(language);
  const stats: Stat[] = [
    { label: t('Players today'), value: data.players.today },
    { label: t('Players, 7 days'), value: data.players.week },
    { label: t('Players, 30 days'), value: data.players.month },
    { label: t('Active chats, 24 hours'), value: data.activeChats },
    { label: t('Open reports'), value: data.openReports, alert: true },
    { label: t('Failed jobs'), value: data.failedJobs, alert: true },
    { label: t('Failed mails'), value: data.failedMails, alert: true },
  ];
  return (
    <>
      <ul className="ops-stats">
        {stats.map((stat) => (
          <li key={stat.label} className={stat.alert && stat.value > 0 ? 'ops-stat ops-stat--alert' : 'ops-stat'}>
            <span className="ops-stat__label">{stat.label}</span>
            <span className="ops-stat__value">{number.format(stat.value)}</span>
          </li>
        ))}
      </ul>
      <div className="ops-charts">
        <Chart
          kind="line"
          title={t('Turns per hour, last 24 hours')}
          labelHeading={t('Hour')}
          valueHeading={t('Turns')}
          {...charts.turns}
        />
        <Chart
          kind="bars"
          title={t('Paying players per tier')}
          labelHeading={t('Tier')}
          valueHeading={t('Players')}
          {...charts.paying}
        />
        <Chart
          kind="bars"
          title={t('Revenue per month')}
          labelHeading={t('Month')}
          valueHeading={t('Revenue')}
          {...charts.revenue}
        />
        <Chart
          kind="bars"
          title={t('Model tokens per tier, 30 days')}
          labelHeading={t('Tier')}
          valueHeading={t('Tokens')}
          {...charts.tokens}
        />
      </div>
    </>
  );
}
