import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="not-found">
      <h1>{t('Page Not Found')}</h1>
      <p><Link to="/">{t('Go to the home page')}</Link></p>
    </main>
  );
}
