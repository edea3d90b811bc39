import { useTranslation } from 'react-i18next';
import { CONSOLE_ROLE } from '@app/schema';
import { useMe } from '../../../lib/me.ts';
import { QueryState } from '../../../lib/query-state.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { HubEditor } from './hub-editor.tsx';
import { HubPostList } from './hub-post-list.tsx';
import './hub-admin.css';

/** The console's hub: admins write posts and close votes; moderators read every post with its tally. */
export function HubAdminPage() {
  const { t } = useTranslation();
  const me = useMe();
  const list = trpc.admin.hub.list.useQuery();
  const admin = (me.data?.role ?? 0) >= CONSOLE_ROLE.manage;
  return (
    <section className="hub-admin" aria-labelledby="hub-admin-title">
      <h1 id="hub-admin-title">{t('Hub')}</h1>
      {admin ? <HubEditor /> : null}
      <section aria-labelledby="hub-admin-posts">
        <h2 id="hub-admin-posts">{t('Posts')}</h2>
        {list.data ? <HubPostList posts={list.data} canClose={admin} /> : <QueryState query={list} />}
      </section>
    </section>
  );
}
