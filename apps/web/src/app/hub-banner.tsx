import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { IconButton } from '@app/ui';
import { dismissHubNotification, type HubNotification } from '../lib/hub-notification.ts';
import { useLangPath } from '../lib/lang.ts';

/**
 * Phone and tablet: the hub notification's one-line banner under the header. It sits in the page and
 * scrolls away with it, so it never covers a caption or a switch (fixed above the bottom bar, it did).
 */
export function HubBanner({ notification }: { notification: HubNotification }) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  return (
    <div className="hub-notice" role="status">
      <Link to={langPath(`/app/hubPost/${notification.postId}`)} className="hub-notice__text">
        <span dir="auto">{notification.text}</span>
      </Link>
      <IconButton label={t('Dismiss')} onClick={() => dismissHubNotification(notification.postId)}>
        <X aria-hidden="true" size={20} />
      </IconButton>
    </div>
  );
}
