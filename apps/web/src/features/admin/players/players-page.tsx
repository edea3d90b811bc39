import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PlayerSummary } from '@app/schema';
import { Button, TextField } from '@app/ui';
import { useLangPath } from '../../../lib/lang.ts';
import { QueryState } from '../../../lib/query-state.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { WHEN_WIDTH } from '../log/log-rows.tsx';
import { Rows, type Column } from '../shared/rows.tsx';
import { When } from '../shared/when.tsx';
import { useConsoleWords } from '../shared/words.ts';

/** Finding a player: by the ID they can show (Account → Show ID), their e-mail or their name (?q=). */
export function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  return (
    <div className="console-page">
      <h1>{t('Players')}</h1>
      <form
        role="search"
        className="console-search"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <TextField
          label={t('Player ID, e-mail or name')}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" disabled={!text.trim()}>
          {t('Search')}
        </Button>
      </form>
      <p className="console-hint">{t('A player finds their ID under Account, Show ID.')}</p>
      {query ? <PlayerResults query={query} /> : null}
    </div>
  );
}

function PlayerResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const { roleName, standing, tier } = useConsoleWords();
  const found = trpc.admin.players.find.useQuery({ query });
  if (!found.data) return <QueryState query={found} />;
  if (!found.data.length) return <p className="list-state">{t('No player found.')}</p>;
  const columns: Column<PlayerSummary>[] = [
    {
      label: t('Player'),
      width: 'minmax(0, 1.6fr)',
      cell: (p) => (
        <Link to={langPath(`/admin/players/${encodeURIComponent(p.id)}`)} className="console-player-link">
          {p.name ? <span dir="auto">{p.name}</span> : null}
          <code title={p.id}>{p.id}</code>
        </Link>
      ),
    },
    { label: t('E-mail'), cell: (p) => p.email ?? t('None (guest)'), width: 'minmax(0, 1.4fr)' },
    { label: t('Role'), cell: (p) => roleName(p.role) },
    { label: t('Tier'), cell: (p) => tier(p.tier) },
    { label: t('Status'), cell: (p) => standing(p) },
    { label: t('Last seen'), cell: (p) => <When iso={p.lastSeenAt} />, width: WHEN_WIDTH },
  ];
  return <Rows label={t('Players found')} columns={columns} rows={found.data} rowKey={(p) => p.id} />;
}
