import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { IconButton } from '@app/ui';
import { dismissHubNotification } from '../lib/hub-notification.ts';
import { useLangPath } from '../lib/lang.ts';
import { Logo, SessionButton } from './header.tsx';
import { useNavItems } from './nav-tabs.tsx';

/**
 * Desktop (>= 1024 px): a navigation rail on the start side instead of the header and the bottom bar. It
 * holds the logo, the five tabs, the hub notification, Login or Log Out and the legal links.
 */
export function SideNav() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const { items, notification } = useNavItems();
  return (
    <header className="side-nav">
      <Logo />
      <nav aria-label={t('Main navigation')}>
        <ul className="side-nav__tabs">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.href}
                className={item.pulse ? 'side-nav__tab side-nav__tab--pulse' : 'side-nav__tab'}
                aria-current={item.active ? item.current : undefined}
              >
                <span className="side-nav__icon" aria-hidden="true">
                  {item.icon}
                </span>
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {notification ? (
        <div className="side-nav__notice" role="status">
          <Link to={langPath(`/app/hubPost/${notification.postId}`)} className="side-nav__notice-text">
            {notification.text}
          </Link>
          <IconButton label={t('Dismiss')} onClick={() => dismissHubNotification(notification.postId)}>
            <X aria-hidden="true" size={18} />
          </IconButton>
        </div>
      ) : null}
      <div className="side-nav__foot">
        <SessionButton block />
        <p className="side-nav__legal">
          <Link to="/terms">{t('Terms')}</Link>
          <Link to="/privacy">{t('Privacy')}</Link>
          <Link to="/copyright">{t('Copyright')}</Link>
          <Link to={langPath('/sitemap')}>{t('Sitemap')}</Link>
        </p>
      </div>
    </header>
  );
}
