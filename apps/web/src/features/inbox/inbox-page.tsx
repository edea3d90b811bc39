import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, Spinner } from '@app/ui';
import { useLangPath } from '../../lib/lang.ts';
import { mediaUrl } from '../../lib/media.ts';
import { trpc } from '../../lib/trpc.ts';
import { inboxLine } from './inbox-text.ts';
import './inbox.css';

export function InboxPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const inbox = trpc.message.inbox.useQuery();

  return (
    <main className="inbox">
      <h1 className="inbox__title">{t('Messages')}</h1>
      {inbox.isPending ? <Spinner label={t('Loading')} /> : null}
      {inbox.isSuccess && inbox.data.length === 0 ? <p className="inbox__empty">{t('No conversations yet')}</p> : null}
      <ul className="inbox__list">
        {(inbox.data ?? []).map((item) => (
          <li key={item._id}>
            <Link className="inbox-row" to={langPath(`/app/chat/${item._id}`)}>
              <Avatar src={mediaUrl(item.image)} alt="" size={52} />
              <span className="inbox-row__text">
                <span className="inbox-row__name">{item.name}</span>
                <span className="inbox-row__message">{inboxLine(item.messageTrans ?? item.message) ?? t('Sent a photo')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
