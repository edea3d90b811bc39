import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, IconButton } from '@app/ui';
import { useLangPath } from '../lib/lang.ts';
import { operator } from '../lib/operator.ts';
import { showsCloseHeader } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { openLogin } from './login-dialog.tsx';

export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const langPath = useLangPath();
  const session = useSession();
  if (showsCloseHeader(pathname)) {
    return (
      <header className="shell-header shell-header--close">
        <IconButton label={t('Close')} onClick={() => navigate(-1)}>✕</IconButton>
      </header>
    );
  }
  return (
    <header className="shell-header">
      <Link to={langPath('/')} className="shell-header__logo" aria-label={t('Home')}>
        <img src="/brand/logo.svg" alt="" width={32} height={32} />
        <span>{operator.siteName}</span>
      </Link>
      {session.loggedIn ? (
        <Button variant="secondary" size="sm" onClick={() => session.logout()}>{t('Log Out')}</Button>
      ) : (
        <Button size="sm" onClick={() => openLogin()}>{t('Login')}</Button>
      )}
    </header>
  );
}
