import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChevronLeft, Flag } from 'lucide-react';
import { useState } from 'react';
import { Button, Spinner } from '@app/ui';
import { httpStatusOf } from '../../lib/errors.ts';
import { useLangPath } from '../../lib/lang.ts';
import { trpc } from '../../lib/trpc.ts';
import { HubPostCard } from './hub-post-card.tsx';
import './hub.css';
import { QueryState } from '../../lib/query-state.tsx';
import { ReportDialog } from '../../lib/report/report-dialog.tsx';

export function HubListPage() {
  const { t } = useTranslation();
  // The same query feeds the shell's banner, which stays silent on failure: this page shows its own error.
  const posts = trpc.hub.all.useQuery(undefined, { staleTime: 60_000, retry: false, meta: { errorDialog: false } });
  return (
    <section className="page hub hub--list">
      <h1>{t('Buzz')}</h1>
      <QueryState query={posts} />
      {posts.data?.length === 0 ? <p className="muted">{t('No posts yet.')}</p> : null}
      <div className="hub__list">
        {posts.data?.map((post) => (
          <HubPostCard key={post._id} post={post} linkToPost />
        ))}
      </div>
    </section>
  );
}

export function HubPostPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const langPath = useLangPath();
  const post = trpc.hub.get.useQuery({ id }, { retry: false });
  const [reporting, setReporting] = useState(false);
  return (
    <section className="page hub">
      <Link className="hub__back" to={langPath('/app/hub')}>
        <ChevronLeft aria-hidden="true" size={18} />
        {t('Buzz')}
      </Link>
      <h1 className="page-title-hidden">{t('Hub post')}</h1>
      {post.isPending ? <Spinner /> : null}
      {post.isError && httpStatusOf(post.error) === 404 ? <p>{t('Post not found.')}</p> : null}
      {post.isError && httpStatusOf(post.error) !== 404 ? (
        <div className="list-state">
          <p>{t('An error occurred. Would you like to reload the page?')}</p>
          <Button variant="secondary" onClick={() => void post.refetch()}>
            {t('Reload')}
          </Button>
        </div>
      ) : null}
      {post.data ? (
        <>
          <HubPostCard post={post.data} />
          <Button variant="ghost" className="hub__report" onClick={() => setReporting(true)}>
            <Flag aria-hidden="true" size={16} />
            {t('Report')}
          </Button>
          <ReportDialog open={reporting} onClose={() => setReporting(false)} item={{ target: 'hub-post', id }} />
        </>
      ) : null}
    </section>
  );
}
