import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@app/ui';
import { useLangPath } from '../../lib/lang.ts';
import { mediaUrl } from '../../lib/media.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import { inboxLine } from './inbox-text.ts';
import './inbox.css';
import { QueryState } from '../../lib/query-state.tsx';

export function InboxPage() {
  const { t, i18n } = useTranslation();
  const langPath = useLangPath();
  const inbox = trpc.message.inbox.useQuery();

  return (
    <div className="inbox">
      <h1 className="inbox__title">{t('Messages')}</h1>
      <QueryState query={inbox} />
      {inbox.isSuccess && inbox.data.length === 0 ? (
        <div className="list-state">
          <p>{t('No conversations yet')}</p>
          <Link className="ui-button ui-button--primary" to={langPath('/app/explore')}>
            {t('Explore')}
          </Link>
        </div>
      ) : null}
      <ul className="inbox__list list-stack">
        {(inbox.data ?? []).map((item) => (
          <li key={item._id}>
            <Link className="inbox-row" to={langPath(`/app/chat/${item._id}`)}>
              <Avatar src={mediaUrl(item.image)} alt="" size={52} />
              <span className="inbox-row__text">
                <span className="inbox-row__top">
                  <span className="inbox-row__name">{item.name}</span>
                  <time className="inbox-row__time" dateTime={item.updatedAt}>
                    {relativeTime(item.updatedAt, i18n.language)}
                  </time>
                </span>
                <span className="inbox-row__message">
                  {inboxLine(item.messageTrans ?? item.message) ?? t('Sent a photo')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
