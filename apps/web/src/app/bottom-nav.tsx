import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BottomBar, IconButton, type BottomBarItem } from '@app/ui';
import { dismissHubNotification, useHubNotification } from '../lib/hub-notification.ts';
import { useLangPath } from '../lib/lang.ts';
import { isChatPath, stripLang } from '../lib/paths.ts';

const TABS = [
  { id: 'home', label: (t: TFunction) => t('Home'), icon: '⌂', path: '/app/home', also: ['/app/feed'] },
  { id: 'buzz', label: (t: TFunction) => t('Buzz'), icon: '✦', path: '/app/hub', also: ['/app/hubPost'] },
  { id: 'explore', label: (t: TFunction) => t('Explore'), icon: '⌕', path: '/app/explore', also: [] },
  { id: 'inbox', label: (t: TFunction) => t('Inbox'), icon: '✉', path: '/app/inbox', also: ['/app/chat'] },
  { id: 'account', label: (t: TFunction) => t('Account'), icon: '☺', path: '/app/profile/me', also: [] },
] as const;

/** Bottom bar with five tabs; the buzz tab pulses and a one-line banner shows while a hub notification exists. */
export function BottomNav() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const langPath = useLangPath();
  const notification = useHubNotification();
  const path = stripLang(pathname);
  const items: BottomBarItem[] = TABS.map((tab) => ({
    id: tab.id,
    label: tab.label(t),
    icon: tab.icon,
    href: langPath(tab.path),
    active: path === tab.path || path.startsWith(`${tab.path}/`) || tab.also.some((p) => path.startsWith(p)),
    pulse: tab.id === 'buzz' && notification !== null,
  }));
  return (
    <>
      {/* On chat pages the banner would cover the composer; the pulsing buzz tab still tells. */}
      {notification && !isChatPath(pathname) ? (
        <div className="hub-banner" role="status">
          <Link to={langPath(`/app/hubPost/${notification.postId}`)} className="hub-banner__text">{notification.text}</Link>
          <IconButton label={t('Dismiss')} onClick={() => dismissHubNotification(notification.postId)}>✕</IconButton>
        </div>
      ) : null}
      <BottomBar items={items} label={t('Main navigation')} linkComponent={Link} />
    </>
  );
}
