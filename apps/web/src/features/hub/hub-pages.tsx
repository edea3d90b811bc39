import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '@app/ui';
import { trpc } from '../../lib/trpc.ts';
import { HubPostCard } from './hub-post-card.tsx';
import './hub.css';

export function HubListPage() {
  const { t } = useTranslation();
  const posts = trpc.hub.all.useQuery(undefined, { staleTime: 60_000, retry: false });
  return (
    <section className="page hub">
      <h1>{t('Buzz')}</h1>
      {posts.isPending ? <Spinner /> : null}
      {posts.data?.length === 0 ? <p className="muted">{t('No posts yet.')}</p> : null}
      {posts.data?.map((post) => <HubPostCard key={post._id} post={post} linkToPost />)}
    </section>
  );
}

export function HubPostPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const post = trpc.hub.get.useQuery({ id }, { retry: false });
  return (
    <section className="page hub">
      {post.isPending ? <Spinner /> : null}
      {post.isError ? <p>{t('Post not found.')}</p> : null}
      {post.data ? <HubPostCard post={post.data} /> : null}
    </section>
  );
}
