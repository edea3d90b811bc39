import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { votePercentages } from '@app/game-engine';
import type { HubPost } from '@app/schema';
import { openLogin } from '../../lib/dialogs/index.ts';
import { useLangPath } from '../../lib/lang.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { countdownLabel, useNow } from './countdown.ts';
import { HubText } from './hub-text.tsx';

export function HubPostCard({ post, linkToPost = false }: { post: HubPost; linkToPost?: boolean }) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const session = useSession();
  const now = useNow();
  const utils = trpc.useUtils();
  const vote = trpc.hub.vote.useMutation();
  const text = post.descriptionTrans ?? post.description;
  const ended = post.endTimestamp <= now;
  const percentages = votePercentages(post.tally);
  const myOption = post.votes[0]?.option;

  const choose = (option: number) => {
    if (ended || option === myOption || vote.isPending) return;
    if (!session.loggedIn) {
      openLogin(t('Please log in to vote.'));
      return;
    }
    vote.mutate(
      { id: post._id, option },
      {
        onSuccess: (updated) => {
          utils.hub.get.setData({ id: updated._id }, updated);
          utils.hub.all.setData(undefined, (list) => list?.map((p) => (p._id === updated._id ? updated : p)));
        },
        // Spec §8: a vote failure is only logged.
        onError: (error) => console.error('Vote failed', error),
      },
    );
  };

  return (
    <article className={ended ? 'card hub-post hub-post--ended' : 'card hub-post'} aria-label={t('Hub post')}>
      <HubText text={text} collapsible={linkToPost} />
      <p className="hub-post__countdown">{countdownLabel(t, post.endTimestamp, now)}</p>
      {post.options.length > 0 ? (
        <ul className="hub-post__options list-stack">
          {post.options.map((label, index) => (
            <li key={index}>
              <button
                type="button"
                className={index === myOption ? 'hub-option hub-option--mine' : 'hub-option'}
                aria-pressed={index === myOption}
                disabled={ended}
                onClick={() => choose(index)}
              >
                <span className="hub-option__bar" style={{ width: `${percentages[index] ?? 0}%` }} aria-hidden="true" />
                <span className="hub-option__label">{label}</span>
                <span className="hub-option__percent">{percentages[index] ?? 0}%</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {linkToPost ? (
        <Link className="hub-post__open" to={langPath(`/app/hubPost/${post._id}`)}>
          {t('Open post')}
        </Link>
      ) : null}
    </article>
  );
}
