import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModerationEntry } from '@app/schema';
import { useLangPath } from '../../../lib/lang.ts';
import { Detail } from '../shared/detail.tsx';
import { Rows, type Column } from '../shared/rows.tsx';
import { When } from '../shared/when.tsx';
import { useConsoleWords } from '../shared/words.ts';

/** A column's width for a date and time. */
export const WHEN_WIDTH = '10.5rem';

/**
 * Entries of the moderation log: who did what to whom, why, what changed and when. Read only. On a player's
 * own page the "whom" goes without saying (`whom` false).
 */
export function LogRows({
  label,
  entries,
  whom = true,
}: {
  label: string;
  entries: ModerationEntry[];
  whom?: boolean;
}) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const { actions } = useConsoleWords();
  const columns: Column<ModerationEntry>[] = [
    { label: t('When'), cell: (e) => <When iso={e.at} />, width: WHEN_WIDTH },
    {
      label: t('Who'),
      cell: (e) => (e.actor.id === 'cli' ? t('Command line') : (e.actor.email ?? e.actor.id)),
      width: 'minmax(0, 1.5fr)',
    },
    { label: t('What'), cell: (e) => actions[e.action] ?? e.action },
    ...(whom
      ? [
          {
            label: t('Whom'),
            width: '8rem',
            cell: (e: ModerationEntry) =>
              e.targetUserId ? (
                <Link to={langPath(`/admin/players/${encodeURIComponent(e.targetUserId)}`)}>
                  <code title={e.targetUserId}>{e.targetUserId}</code>
                </Link>
              ) : null,
          },
        ]
      : []),
    { label: t('Reason'), cell: (e) => <span dir="auto">{e.reason}</span>, width: 'minmax(0, 2fr)' },
    { label: t('Detail'), cell: (e) => <Detail detail={e.detail} />, width: 'minmax(0, 1.5fr)' },
  ];
  return <Rows label={label} columns={columns} rows={entries} rowKey={(e) => e.id} />;
}
