import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@app/ui';
import type { PlayerDataExport } from '@app/schema';
import { useLangPath } from '../../lib/lang.ts';
import { trpc } from '../../lib/trpc.ts';

type Section = Exclude<keyof PlayerDataExport, 'exportedAt' | 'account' | 'consent' | 'tags'>;

const cell = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** One list of the export as a table: a column per field. */
function Rows({ title, rows }: { title: string; rows: readonly Record<string, unknown>[] }) {
  const { t } = useTranslation();
  const id = useId();
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <section className="my-data__section" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="my-data__count">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="my-data__none">{t('Nothing stored')}</p>
      ) : (
        <div className="my-data__table">
          <table>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c} dir="auto">
                      {cell(row[c])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** "See my data": the export of Download my data, readable in the page. */
export function MyDataPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const data = trpc.user.export.useQuery(undefined, { staleTime: 0 }).data;
  if (!data) return <Spinner />;
  // The lists of the export, in the order a player reads them.
  const sections: { key: Section; title: string }[] = [
    { key: 'messages', title: t('Messages') },
    { key: 'progress', title: t('Levels and meters') },
    { key: 'games', title: t('Games') },
    { key: 'follows', title: t('Follows') },
    { key: 'likes', title: t('Likes') },
    { key: 'votes', title: t('Votes') },
    { key: 'customMessagesPerDay', title: t('Custom messages per day') },
    { key: 'subscriptions', title: t('Subscriptions') },
    { key: 'reports', title: t('Reports') },
    { key: 'mailLinks', title: t('Mail links') },
    { key: 'linkedPlatforms', title: t('Linked platforms') },
    { key: 'pendingSignups', title: t('Sign-ups waiting for confirmation') },
  ];
  const account: Record<string, unknown> = { ...data.account, ...data.consent };
  return (
    <div className="card stack my-data">
      <h2>{t('Your data')}</h2>
      <p>{t('Everything this site stores about you, as of {{date}}.', { date: data.exportedAt.slice(0, 10) })}</p>
      <dl className="my-data__account">
        {Object.entries(account).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd dir="auto">{cell(v)}</dd>
          </div>
        ))}
        <div>
          <dt>tags</dt>
          <dd dir="auto">{cell(data.tags)}</dd>
        </div>
      </dl>
      {sections.map(({ key, title }) => (
        <Rows key={key} title={title} rows={data[key]} />
      ))}
      <Link to={langPath('/app/profile/me')}>{t('Back to your account')}</Link>
    </div>
  );
}
