import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@app/ui';
import type { PlayerDataExport } from '@app/schema';
import { useLangPath } from '../../lib/lang.ts';
import { trpc } from '../../lib/trpc.ts';

type Section = Exclude<keyof PlayerDataExport, 'exportedAt' | 'account' | 'consent' | 'tags'>;

const text = (value: unknown): string => (value === null || value === undefined ? '—' : String(value));

/** A field's value: text as it is, a stored object (a game state, tags) as indented JSON. */
function Value({ value }: { value: unknown }) {
  if (value !== null && typeof value === 'object')
    return <pre className="my-data__json">{JSON.stringify(value, null, 2)}</pre>;
  return <span dir="auto">{text(value)}</span>;
}

/** Fields and their values, one per line: reads the same on a phone and on a desktop. */
function Fields({ record }: { record: Record<string, unknown> }) {
  return (
    <dl className="my-data__fields">
      {Object.entries(record).map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            <Value value={v} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One list of the export: its title with the count, then each record. */
function Rows({ title, rows }: { title: string; rows: readonly Record<string, unknown>[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="my-data__section" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="my-data__count">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="my-data__none">{t('Nothing stored')}</p>
      ) : (
        <ol className="my-data__rows">
          {rows.map((row, i) => (
            <li key={i}>
              <Fields record={row} />
            </li>
          ))}
        </ol>
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
    { key: 'modelTokensPerDay', title: t('AI tokens per day') },
    { key: 'subscriptions', title: t('Subscriptions') },
    { key: 'reports', title: t('Reports') },
    { key: 'moderation', title: t('Moderation history') },
    { key: 'mailLinks', title: t('Mail links') },
    { key: 'linkedPlatforms', title: t('Linked platforms') },
    { key: 'pendingSignups', title: t('Sign-ups waiting for confirmation') },
  ];
  return (
    <div className="card stack my-data">
      <h2>{t('Your data')}</h2>
      <p>{t('Everything this site stores about you, as of {{date}}.', { date: data.exportedAt.slice(0, 10) })}</p>
      <Fields record={{ ...data.account, ...data.consent, tags: data.tags }} />
      {sections.map(({ key, title }) => (
        <Rows key={key} title={title} rows={data[key]} />
      ))}
      <Link to={langPath('/app/profile/me')}>{t('Back to your account')}</Link>
    </div>
  );
}
