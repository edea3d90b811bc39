import { useTranslation } from 'react-i18next';
import type { ConsoleReport, PlayerDetail } from '@app/schema';
import { trpc } from '../../../lib/trpc.ts';
import { ActionButton } from '../shared/action-button.tsx';
import { useConsoleRole } from '../shared/console-role.ts';
import { Rows, type Column } from '../shared/rows.tsx';
import { When } from '../shared/when.tsx';
import { useConsoleWords, useReportHeadline } from '../shared/words.ts';
import { WHEN_WIDTH } from '../log/log-rows.tsx';
import { usePlayerChanged } from './player-actions.tsx';

type Subscription = PlayerDetail['subscriptions'][number];
type Progress = PlayerDetail['progress'][number];

const live = (s: Subscription, now = Date.now()) => Date.parse(s.expiresAt) > now && s.status !== 'revoked';

/** The player's subscriptions, newest first: the tier history; an admin may end a live one now. */
export function Subscriptions({ playerId, rows }: { playerId: string; rows: Subscription[] }) {
  const { t } = useTranslation();
  const { canManage } = useConsoleRole();
  const { tier } = useConsoleWords();
  const changed = usePlayerChanged();
  const revoke = trpc.admin.players.revokeTier.useMutation({ onSuccess: changed });
  if (!rows.length) return <p className="muted">{t('No subscriptions.')}</p>;
  const providers: Record<string, string> = {
    ccbill: t('Card'),
    subscribestar: 'SubscribeStar',
    patreon: 'Patreon',
    manual: t('Granted in the console'),
  };
  const columns: Column<Subscription>[] = [
    { label: t('Tier'), cell: (s) => tier(s.tier) },
    { label: t('Through'), cell: (s) => providers[s.provider] ?? s.provider },
    { label: t('Status'), cell: (s) => (live(s) ? t('Live') : s.status === 'revoked' ? t('Revoked') : t('Ended')) },
    { label: t('From'), cell: (s) => <When iso={s.createdAt} />, width: WHEN_WIDTH },
    { label: t('Until'), cell: (s) => <When iso={s.expiresAt} />, width: WHEN_WIDTH },
  ];
  if (canManage)
    columns.push({
      label: t('Actions'),
      cell: (s) =>
        live(s) ? (
          <ActionButton
            label={t('Revoke')}
            title={t('Revoke this subscription')}
            danger
            note={t('The subscription ends now and the player loses its tier at once.')}
            run={(reason) => revoke.mutateAsync({ id: playerId, subscriptionId: s.id, reason })}
          />
        ) : null,
    });
  return <Rows label={t('Subscriptions')} columns={columns} rows={rows} rowKey={(s) => s.id} />;
}

/** The player's progress with each character; an admin may reset one character's. */
export function ProgressRows({ playerId, rows }: { playerId: string; rows: Progress[] }) {
  const { t } = useTranslation();
  const { canManage } = useConsoleRole();
  const changed = usePlayerChanged();
  const reset = trpc.admin.players.resetProgress.useMutation({ onSuccess: changed });
  if (!rows.length) return <p className="muted">{t('No progress yet.')}</p>;
  const columns: Column<Progress>[] = [
    { label: t('Character'), cell: (p) => p.charName },
    { label: t('Level'), cell: (p) => p.level },
    { label: t('Score'), cell: (p) => p.score },
  ];
  if (canManage)
    columns.push({
      label: t('Actions'),
      cell: (p) => (
        <ActionButton
          label={t('Reset')}
          title={t('Reset the progress with {{name}}', { name: p.charName })}
          danger
          note={t('Score, level and the conversation with this character start over.')}
          run={(reason) => reset.mutateAsync({ id: playerId, charId: p.charId, reason })}
        />
      ),
    });
  return <Rows label={t('Progress')} columns={columns} rows={rows} rowKey={(p) => p.charId} />;
}

/** Reports by or about the player, in brief: when, what, and how it ended. */
export function ReportRows({ label, rows }: { label: string; rows: ConsoleReport[] }) {
  const { t } = useTranslation();
  const words = useConsoleWords();
  const what = useReportHeadline();
  if (!rows.length) return <p className="muted">{t('None.')}</p>;
  const columns: Column<ConsoleReport>[] = [
    { label: t('When'), cell: (r) => <When iso={r.createdAt} />, width: WHEN_WIDTH },
    { label: t('What'), cell: what, width: 'minmax(0, 2fr)' },
    { label: t('Character'), cell: (r) => r.charName ?? '' },
    {
      label: t('Status'),
      cell: (r) => (r.status === 'open' ? t('Open') : r.resolution ? words.outcomes[r.resolution] : t('Resolved')),
    },
  ];
  return <Rows label={label} columns={columns} rows={rows} rowKey={(r) => r.id} />;
}
