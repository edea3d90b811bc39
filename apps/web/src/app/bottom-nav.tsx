import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BottomBar } from '@app/ui';
import type { NavItem } from './nav-tabs.tsx';

/** Phone and tablet: the bottom bar with the five tabs (the hub banner sits under the header: hub-banner.tsx). */
export function BottomNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return <BottomBar items={items} label={t('Main navigation')} linkComponent={Link} />;
}
