import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="not-found">
      <img src="/brand/logo.svg" alt="" width={64} height={64} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('Page Not Found')}</h1>
      <Link className="ui-button ui-button--primary" to="/">
        {t('Go to the home page')}
      </Link>
    </main>
  );
}
