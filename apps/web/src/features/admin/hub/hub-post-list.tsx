import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Dialog } from '@app/ui';
import { votePercentages } from '@app/game-engine';
import type { ConsoleHubPost } from '@app/schema';
import { ConfirmActions } from '../../../lib/confirm-actions.tsx';
import { showError } from '../../../lib/dialogs/index.ts';
import { SafeMarkdown } from '../../../lib/safe-markdown.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useFormatWhen } from '../shared/when.tsx';

type PostState = 'open' | 'ended' | 'closed';

function stateOf(post: ConsoleHubPost, now: number): PostState {
  if (post.closedAt) return 'closed';
  return new Date(post.endTimestamp).getTime() <= now ? 'ended' : 'open';
}

/** The time now, refreshed each minute (a vote that ends while the page is open shows as ended). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Every hub post, newest first, with the tally per option and the voters; admins may close a running vote. */
export function HubPostList({ posts, canClose }: { posts: ConsoleHubPost[]; canClose: boolean }) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState<ConsoleHubPost | null>(null);
  const utils = trpc.useUtils();
  const close = trpc.admin.hub.close.useMutation();
  const now = useNow();
  const notice = closing !== null && closing.options.length === 0;

  const confirmClose = () => {
    if (!closing) return;
    close.mutate(
      { id: closing.id },
      {
        onSuccess: () => void utils.admin.hub.list.invalidate(),
        onError: (error) => showError(error),
        onSettled: () => setClosing(null),
      },
    );
  };

  if (posts.length === 0) return <p className="list-state">{t('No hub posts yet')}</p>;
  return (
    <>
      <ul className="list-stack hub-admin__posts">
        {posts.map((post) => (
          <li key={post.id}>
            <HubPostItem
              post={post}
              state={stateOf(post, now)}
              onClose={canClose ? () => setClosing(post) : undefined}
            />
          </li>
        ))}
      </ul>
      <Dialog
        open={closing !== null}
        onClose={() => setClosing(null)}
        title={notice ? t('End this notice?') : t('Close this vote?')}
        closeLabel={t('Close')}
      >
        <p>
          {notice
            ? t('Players no longer see the notice. The post stays in the hub, shown as ended.')
            : t('Players can no longer vote. The post stays in the hub, shown as ended.')}
        </p>
        <ConfirmActions onCancel={() => setClosing(null)} onConfirm={confirmClose} pending={close.isPending}>
          {notice ? t('End notice') : t('Close vote')}
        </ConfirmActions>
      </Dialog>
    </>
  );
}

function HubPostItem({ post, state, onClose }: { post: ConsoleHubPost; state: PostState; onClose?: () => void }) {
  const { t, i18n } = useTranslation();
  const when = useFormatWhen();
  const number = new Intl.NumberFormat(i18n.language);
  const percentages = votePercentages(post.tally);
  const translations = Object.keys(post.descriptionTrans);
  const stateLabel: Record<PostState, string> = {
    open: t('Open until {{date}}', { date: when(post.endTimestamp) }),
    ended: t('Ended {{date}}', { date: when(post.endTimestamp) }),
    closed: t('Closed {{date}}', { date: when(post.closedAt ?? post.endTimestamp) }),
  };

  return (
    <article className="card hub-admin-post" aria-label={t('Hub post')}>
      <div className="hub-admin-post__badges">
        <Badge tone={state === 'open' ? 'success' : 'neutral'}>{stateLabel[state]}</Badge>
        {post.critical ? <Badge tone="warning">{t('Critical notice')}</Badge> : null}
        {post.tags.map((tag) => (
          <code key={tag} className="hub-admin-post__tag" dir="ltr">
            {tag}
          </code>
        ))}
      </div>
      <div className="hub-admin-post__text" dir="auto">
        <SafeMarkdown>{post.description}</SafeMarkdown>
      </div>
      <p className="hub-admin-post__meta">
        {t('Written {{date}}', { date: when(post.createdAt) })}
        {' · '}
        {translations.length > 0
          ? t('Translated: {{languages}}', { languages: translations.join(', ') })
          : t('No translations')}
      </p>
      {post.options.length > 0 ? (
        <>
          <ul className="list-stack hub-admin-post__tally" aria-label={t('Votes per option')}>
            {post.options.map((label, index) => (
              <li key={index} className="hub-admin-tally">
                <span className="hub-admin-tally__bar" style={{ width: `${percentages[index] ?? 0}%` }} />
                <span className="hub-admin-tally__label" dir="auto">
                  {label}
                </span>
                <span className="hub-admin-tally__votes">
                  {t('{{votes}} votes · {{percent}}%', {
                    votes: number.format(post.tally[index] ?? 0),
                    percent: percentages[index] ?? 0,
                  })}
                </span>
              </li>
            ))}
          </ul>
          <p className="hub-admin-post__meta">{t('Voters: {{voters}}', { voters: number.format(post.voters) })}</p>
        </>
      ) : null}
      {onClose && state === 'open' ? (
        <Button variant="secondary" size="sm" className="button-destructive" onClick={onClose}>
          {post.options.length === 0 ? t('End notice') : t('Close vote')}
        </Button>
      ) : null}
    </article>
  );
}
