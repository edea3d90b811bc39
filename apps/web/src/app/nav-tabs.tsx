import { useEffect, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Compass, House, MessageCircleHeart, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import { useHubNotification, type HubNotification } from '../lib/hub-notification.ts';
import { useLangPath } from '../lib/lang.ts';
import { stripLang } from '../lib/paths.ts';

interface Tab {
  id: 'home' | 'buzz' | 'explore' | 'inbox' | 'account';
  label: (t: TFunction) => string;
  Icon: LucideIcon;
  path: string;
  /** Other paths under this tab. */
  also: readonly string[];
}

/** Spec §2: the five tabs of the app, in order. */
const TABS: readonly Tab[] = [
  { id: 'home', label: (t) => t('Home'), Icon: House, path: '/app/home', also: ['/app/feed'] },
  { id: 'buzz', label: (t) => t('Buzz'), Icon: Sparkles, path: '/app/hub', also: ['/app/hubPost'] },
  { id: 'explore', label: (t) => t('Explore'), Icon: Compass, path: '/app/explore', also: [] },
  { id: 'inbox', label: (t) => t('Inbox'), Icon: MessageCircleHeart, path: '/app/inbox', also: [] },
  { id: 'account', label: (t) => t('Account'), Icon: UserRound, path: '/app/profile/me', also: [] },
];

export interface NavItem {
  id: Tab['id'];
  label: string;
  icon: ReactNode;
  href: string;
  active: boolean;
  /** "page" on the tab's own pages; "true" on a chat or profile opened from it. */
  current: 'page' | 'true';
  pulse: boolean;
}

/** The tab a path belongs to, or null for the pages every tab leads to (a chat, a character's profile). */
export function tabOf(path: string): Tab['id'] | null {
  const tab = TABS.find(
    ({ path: tabPath, also }) =>
      path === tabPath || path.startsWith(`${tabPath}/`) || also.some((p) => path.startsWith(p)),
  );
  return tab?.id ?? null;
}

/**
 * The tab the player came through. A chat or a profile belongs to no tab: it keeps the one the player
 * opened it from (Home for a chat started on Home), not Inbox.
 */
let cameFrom: Tab['id'] | null = null;

/** The tabs with their links and which one is current; buzz pulses while a hub notification exists. */
export function useNavItems(): { items: NavItem[]; notification: HubNotification | null } {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const langPath = useLangPath();
  const notification = useHubNotification();
  const own = tabOf(stripLang(pathname));
  useEffect(() => {
    if (own) cameFrom = own;
  }, [own]);
  const current = own ?? cameFrom;
  const items = TABS.map(({ id, label, Icon, path: tabPath }) => ({
    id,
    label: label(t),
    icon: <Icon aria-hidden="true" strokeWidth={2} />,
    href: langPath(tabPath),
    active: id === current,
    current: own ? ('page' as const) : ('true' as const),
    pulse: id === 'buzz' && notification !== null,
  }));
  return { items, notification };
}
