import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@app/ui';
import { useLangPath } from '../../lib/lang.ts';

/** After subscribing on SubscribeStar. */
export function WelcomePage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  return (
    <section className="page" style={{ textAlign: 'center' }}>
      <h1>{t('Welcome, and thank you for subscribing!')}</h1>
      <p>{t('Your subscription is connected. Your new perks are ready in the game.')}</p>
      <Link to={langPath('/app/home')} className={buttonClass('primary', 'md', true)}>
        {t('Run the game')}
      </Link>
    </section>
  );
}
