import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { X } from 'lucide-react';
import { BottomBar, IconButton } from '@app/ui';
import { dismissHubNotification } from '../lib/hub-notification.ts';
import { useLangPath } from '../lib/lang.ts';
import { isChatPath } from '../lib/paths.ts';
import { useNavItems } from './nav-tabs.tsx';

/** Phone and tablet: the bottom bar with five tabs and, while a hub notification exists, its one-line banner. */
export function BottomNav() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const langPath = useLangPath();
  const { items, notification } = useNavItems();
  return (
    <>
      {/* On chat pages the banner would cover the composer; the pulsing buzz tab still tells. */}
      {notification && !isChatPath(pathname) ? (
        <div className="hub-banner" role="status">
          <Link to={langPath(`/app/hubPost/${notification.postId}`)} className="hub-banner__text">
            <span>{notification.text}</span>
          </Link>
          <IconButton label={t('Dismiss')} onClick={() => dismissHubNotification(notification.postId)}>
            <X aria-hidden="true" size={20} />
          </IconButton>
        </div>
      ) : null}
      <BottomBar items={items} label={t('Main navigation')} linkComponent={Link} />
    </>
  );
}
