import { useTranslation } from 'react-i18next';
import { CONSOLE_ROLE, type ContentView } from '@app/schema';
import { useMe } from '../../../lib/me.ts';
import { QueryState } from '../../../lib/query-state.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { When } from '../shared/when.tsx';
import { CharacterTable } from './character-table.tsx';
import { PackReload } from './pack-reload.tsx';
import './content.css';

/** The console's content: the loaded pack, what failed its checks, its characters; admins reload it. */
export function ContentAdminPage() {
  const { t } = useTranslation();
  const me = useMe();
  const view = trpc.admin.content.view.useQuery();
  const admin = (me.data?.role ?? 0) >= CONSOLE_ROLE.manage;
  return (
    <section className="content-admin" aria-labelledby="content-admin-title">
      <h1 id="content-admin-title">{t('Content')}</h1>
      {view.data ? <ContentDetails view={view.data} admin={admin} /> : <QueryState query={view} />}
    </section>
  );
}

function ContentDetails({ view, admin }: { view: ContentView; admin: boolean }) {
  const { t } = useTranslation();
  const { pack } = view;
  return (
    <>
      <div className="card content-pack">
        <h2>{t('Loaded pack')}</h2>
        {pack ? (
          <dl className="content-pack__facts">
            <div>
              <dt>{t('Name')}</dt>
              <dd>{pack.name}</dd>
            </div>
            <div>
              <dt>{t('Version')}</dt>
              <dd>{pack.version}</dd>
            </div>
            <div>
              <dt>{t('Hash')}</dt>
              <dd>
                <code title={pack.hash} dir="ltr">
                  {pack.hash.slice(0, 12)}
                </code>
              </dd>
            </div>
            <div>
              <dt>{t('Loaded at')}</dt>
              <dd>
                <When iso={pack.loadedAt} />
              </dd>
            </div>
          </dl>
        ) : (
          <p className="muted">{t('No pack has been loaded yet.')}</p>
        )}
        {admin ? <PackReload /> : null}
      </div>

      <section aria-labelledby="content-problems" className="content-admin__section">
        <h2 id="content-problems">{t('Problems at the last load')}</h2>
        {view.problems.length === 0 ? (
          <p className="muted">{t('None: the pack passed every check.')}</p>
        ) : (
          <ul className="list-stack content-problems">
            {view.problems.map((problem, index) => (
              <li key={index} className="content-problem">
                <code className="content-problem__where" dir="ltr">
                  {problem.where}
                </code>
                <span dir="auto">{problem.message}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="content-characters" className="content-admin__section">
        <h2 id="content-characters">{t('Characters')}</h2>
        <CharacterTable characters={view.characters} modelConfigured={view.modelConfigured} />
      </section>
    </>
  );
}
