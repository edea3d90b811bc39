import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, TextField } from '@app/ui';
import { QueryState } from '../../../lib/query-state.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { LoadMore } from '../shared/load-more.tsx';
import { uniqueById, useMorePages } from '../shared/more-pages.ts';
import { LogRows } from './log-rows.tsx';

/** The moderation log, newest first, for everyone or one player (?player=). It cannot be edited: no controls change it. */
export function LogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const player = params.get('player') ?? '';
  const [text, setText] = useState(player);
  return (
    <div className="console-page">
      <h1>{t('Moderation log')}</h1>
      <p className="console-hint">{t('Every action of the console and the command line, kept as it happened.')}</p>
      <form
        role="search"
        className="console-search"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { player: text.trim() } : {});
        }}
      >
        <TextField label={t('Player ID')} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="secondary">
          {t('Filter')}
        </Button>
        {player ? (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              setParams({});
            }}
          >
            {t('Show all')}
          </Button>
        ) : null}
      </form>
      <LogList key={player} player={player} />
    </div>
  );
}

function LogList({ player }: { player: string }) {
  const { t } = useTranslation();
  const { pages, more } = useMorePages();
  const results = trpc.useQueries((q) =>
    pages.map((before) => q.admin.log({ ...(player ? { playerId: player } : {}), ...(before ? { before } : {}) })),
  );
  const first = results[0]!;
  if (!first.data) return <QueryState query={first} />;
  const last = results.at(-1)!;
  const entries = uniqueById(results.map((r) => r.data?.entries ?? []));
  return (
    <>
      {entries.length ? (
        <LogRows label={t('Moderation log')} entries={entries} />
      ) : (
        <p className="list-state">{t('Nothing in the log yet.')}</p>
      )}
      <LoadMore
        next={last.data?.next ?? null}
        loading={last.isPending}
        onMore={() => last.data?.next && more(last.data.next)}
      />
    </>
  );
}
