import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { X } from 'lucide-react';
import { Button, IconButton } from '@app/ui';
import { useLangPath } from '../lib/lang.ts';
import { useSite } from '../lib/operator.ts';
import { showsCloseHeader } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { openLogin } from '../lib/dialogs/index.ts';
import { ReportButton } from '../lib/report-button.tsx';

/** The site's logo and name, linking home. */
export function Logo() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const siteName = useSite()?.siteName;
  return (
    <Link to={langPath('/')} className="shell-logo" aria-label={siteName ? `${siteName}: ${t('Home')}` : t('Home')}>
      <img src="/brand/logo.svg" alt="" width={32} height={32} />
      <span aria-hidden="true">{siteName}</span>
    </Link>
  );
}

/** Login, or Log Out when logged in. */
export function SessionButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  return session.loggedIn ? (
    <Button variant="secondary" size="sm" block={block} onClick={() => session.logout()}>
      {t('Log Out')}
    </Button>
  ) : (
    <Button size="sm" block={block} onClick={() => openLogin()}>
      {t('Login')}
    </Button>
  );
}

/** The top header (phone and tablet in the app, every width on public pages); `report` adds the Report button. */
export function Header({ report = false }: { report?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (showsCloseHeader(pathname)) {
    return (
      <header className="shell-header shell-header--close">
        <div className="shell-header__inner">
          <IconButton label={t('Close')} onClick={() => void navigate(-1)}>
            <X aria-hidden="true" />
          </IconButton>
        </div>
      </header>
    );
  }
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Logo />
        <div className="shell-header__actions">
          {report ? <ReportButton place="header" /> : null}
          <SessionButton />
        </div>
      </div>
    </header>
  );
}
