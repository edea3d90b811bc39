import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Tabs } from '@app/ui';
import { useLangPath } from '../../lib/lang.ts';
import { useAddressOutcome } from './address-outcome.ts';
import './account.css';

/** My profile: two tabs, Account and Subscription Tiers (the prices child route); shows what a sign-in or verification link reports. */
export function ProfileMePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const langPath = useLangPath();
  useAddressOutcome();
  const active = pathname.endsWith('/prices') ? 'prices' : 'account';
  return (
    <section className={active === 'prices' ? 'page profile-me profile-me--prices' : 'page profile-me'}>
      <Tabs
        label={t('Profile')}
        active={active}
        items={[
          { id: 'account', label: t('Account') },
          { id: 'prices', label: t('Subscription Tiers') },
        ]}
        onSelect={(id) => void navigate(langPath(id === 'prices' ? '/app/profile/me/prices' : '/app/profile/me'))}
      />
      <Outlet />
    </section>
  );
}
