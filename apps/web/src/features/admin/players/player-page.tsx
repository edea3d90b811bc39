import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PlayerDetail } from '@app/schema';
import { Badge } from '@app/ui';
import { ArrowLeft } from 'lucide-react';
import { httpStatusOf } from '../../../lib/errors.ts';
import { useLangPath } from '../../../lib/lang.ts';
import { QueryState } from '../../../lib/query-state.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { LogRows } from '../log/log-rows.tsx';
import { PlayerId } from '../shared/player-id.tsx';
import { When } from '../shared/when.tsx';
import { isRestricted, useConsoleWords } from '../shared/words.ts';
import { PlayerActions } from './player-actions.tsx';
import { ProgressRows, ReportRows, Subscriptions } from './player-records.tsx';

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  const id = useId();
  return (
    <section className="console-section" aria-labelledby={id}>
      <div className="console-section__head">
        <h2 id={id}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** Who the player is and where they stand: role, tier, account, dates and any suspension or ban. */
function Summary({ player }: { player: PlayerDetail['player'] }) {
  const { t } = useTranslation();
  const { roleName, standing, tier } = useConsoleWords();
  const facts: [string, ReactNode][] = [
    [t('E-mail'), player.email ?? t('None (guest)')],
    [t('Name'), player.name ?? '—'],
    [t('Role'), roleName(player.role)],
    [t('Tier'), tier(player.tier)],
    [t('Account'), player.loggedIn ? t('Signed up') : t('Guest')],
    [t('Joined'), <When key="joined" iso={player.createdAt} />],
    [t('Last seen'), <When key="seen" iso={player.lastSeenAt} />],
    [
      t('Status'),
      <Badge key="status" tone={isRestricted(player) ? 'warning' : 'success'}>
        {standing(player)}
      </Badge>,
    ],
  ];
  return (
    <dl className="console-summary">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A player's page: summary and actions, subscriptions, progress, reports by and about them, moderation history. */
export function PlayerPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const id = useParams().id ?? '';
  const detail = trpc.admin.players.get.useQuery({ id });
  const back = (
    <Link to={langPath('/admin/players')} className="console-back">
      <ArrowLeft aria-hidden="true" size={16} className="console-flip" />
      {t('Players')}
    </Link>
  );
  if (!detail.data) {
    if (httpStatusOf(detail.error) === 404)
      return (
        <div className="console-page">
          {back}
          <h1>{t('No player with this ID')}</h1>
          <p>
            <code>{id}</code>
          </p>
        </div>
      );
    return <QueryState query={detail} />;
  }
  const { player, subscriptions, progress, reportsBy, reportsAbout, log } = detail.data;
  return (
    <div className="console-page">
      {back}
      <h1 dir="auto">{player.name ?? player.email ?? t('Guest player')}</h1>
      <PlayerId id={player.id} />
      <section className="card console-player" aria-label={t('Summary')}>
        <Summary player={player} />
        <PlayerActions player={player} />
      </section>
      <Section title={t('Subscriptions')}>
        <Subscriptions playerId={player.id} rows={subscriptions} />
      </Section>
      <Section title={t('Progress')}>
        <ProgressRows playerId={player.id} rows={progress} />
      </Section>
      <Section title={t('Reports about this player')}>
        <ReportRows label={t('Reports about this player')} rows={reportsAbout} />
      </Section>
      <Section title={t('Reports by this player')}>
        <ReportRows label={t('Reports by this player')} rows={reportsBy} />
      </Section>
      <Section
        title={t('Moderation history')}
        extra={<Link to={langPath(`/admin/log?player=${encodeURIComponent(player.id)}`)}>{t('Open in the log')}</Link>}
      >
        {log.length ? (
          <LogRows label={t('Moderation history')} entries={log} whom={false} />
        ) : (
          <p className="muted">{t('Nothing in the log yet.')}</p>
        )}
      </Section>
    </div>
  );
}
