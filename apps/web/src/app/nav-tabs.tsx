import type { ReactNode } from 'react';
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
  { id: 'inbox', label: (t) => t('Inbox'), Icon: MessageCircleHeart, path: '/app/inbox', also: ['/app/chat'] },
  { id: 'account', label: (t) => t('Account'), Icon: UserRound, path: '/app/profile/me', also: [] },
];

export interface NavItem {
  id: Tab['id'];
  label: string;
  icon: ReactNode;
  href: string;
  active: boolean;
  pulse: boolean;
}

/** The tabs with their links and which one is current; buzz pulses while a hub notification exists. */
export function useNavItems(): { items: NavItem[]; notification: HubNotification | null } {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const langPath = useLangPath();
  const notification = useHubNotification();
  const path = stripLang(pathname);
  const items = TABS.map(({ id, label, Icon, path: tabPath, also }) => ({
    id,
    label: label(t),
    icon: <Icon aria-hidden="true" strokeWidth={2} />,
    href: langPath(tabPath),
    active: path === tabPath || path.startsWith(`${tabPath}/`) || also.some((p) => path.startsWith(p)),
    pulse: id === 'buzz' && notification !== null,
  }));
  return { items, notification };
}
