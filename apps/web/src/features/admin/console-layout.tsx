import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import type { TFunction } from 'i18next';
import { ArrowLeft, Flag, Gauge, Megaphone, Package, ScrollText, Users, type LucideIcon } from 'lucide-react';
import { Badge, Spinner } from '@app/ui';
import { useLangPath } from '../../lib/lang.ts';
import { useConsoleRole } from './shared/console-role.ts';
import './console.css';

interface Section {
  path: string;
  label: (t: TFunction) => string;
  Icon: LucideIcon;
}

/** The console's sections, in order; the dashboard is its index. */
const SECTIONS: readonly Section[] = [
  { path: '/admin', label: (t) => t('Dashboard'), Icon: Gauge },
  { path: '/admin/reports', label: (t) => t('Reports'), Icon: Flag },
  { path: '/admin/players', label: (t) => t('Players'), Icon: Users },
  { path: '/admin/log', label: (t) => t('Log'), Icon: ScrollText },
  { path: '/admin/hub', label: (t) => t('Hub'), Icon: Megaphone },
  { path: '/admin/content', label: (t) => t('Content'), Icon: Package },
];

/**
 * The console's frame: on a phone a compact bar with the sections in one scrolling row; from a tablet on a
 * rail at the start side. The section's page fills the rest.
 */
export function ConsoleLayout({ mainId }: { mainId: string }) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const { canManage } = useConsoleRole();
  const { pathname } = useLocation();
  const nav = useRef<HTMLUListElement>(null);
  // A new page starts at its top, with its section in view in the phone's scrolling row.
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
    nav.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="console">
      <header className="console-bar">
        <div className="console-bar__top">
          <span className="console-bar__brand">
            <img src="/brand/logo.svg" alt="" width={28} height={28} />
            <span>{t('Console')}</span>
          </span>
          <Badge tone={canManage ? 'accent' : 'neutral'}>{canManage ? t('Admin') : t('Moderator')}</Badge>
          <Link to={langPath('/app/home')} className="console-bar__exit">
            <ArrowLeft aria-hidden="true" size={16} className="console-flip" />
            <span>{t('Back to the app')}</span>
          </Link>
        </div>
        <nav aria-label={t('Console sections')}>
          <ul className="console-nav" ref={nav}>
            {SECTIONS.map(({ path, label, Icon }) => (
              <li key={path}>
                <NavLink to={langPath(path)} end={path === '/admin'} className="console-nav__link">
                  <Icon aria-hidden="true" size={18} />
                  <span>{label(t)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id={mainId} tabIndex={-1} className="console-main">
        <Suspense fallback={<Spinner label={t('Loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
