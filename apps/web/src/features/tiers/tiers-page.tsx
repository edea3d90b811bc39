import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@app/ui';
import { platformLoginUrl } from '../../app/login-dialog.tsx';
import { useLangPath } from '../../lib/lang.ts';
import { operator } from '../../lib/operator.ts';

/** How to change tier: on the subscription platform, then synchronize here. */
export function TiersPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  return (
    <section className="page">
      <h1>{t('Update your tier')}</h1>
      <p>{t('This character or feature needs a higher tier than your current one.')}</p>
      <h2>{t('1. Change your tier')}</h2>
      <p>{t('Upgrade your subscription on SubscribeStar, or pick a tier and pay by credit/debit card on the prices page.')}</p>
      <div className="row">
        <a className={buttonClass('secondary', 'sm')} href={operator.subscribeStarUrl} target="_blank" rel="noopener noreferrer">SubscribeStar</a>
        <Link className={buttonClass('secondary', 'sm')} to={langPath('/app/profile/me/prices')}>{t('Prices')}</Link>
      </div>
      <h2>{t('2. Synchronize')}</h2>
      <p>{t('After changing your tier on SubscribeStar, press Synchronize so the game picks up your new tier.')}</p>
      <a className={buttonClass('primary', 'md')} href={`${platformLoginUrl('subscribestar')}&redirect=profile`}>{t('Synchronize')}</a>
      <p className="muted">{t('Card subscriptions update on their own as soon as the payment is confirmed.')}</p>
    </section>
  );
}
