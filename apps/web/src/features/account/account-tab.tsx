import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Spinner } from '@app/ui';
import { openLogin } from '../../lib/dialogs/index.ts';
import { useLangPath } from '../../lib/lang.ts';
import { useMe } from '../../lib/me.ts';
import { useSite } from '../../lib/operator.ts';
import { useSession } from '../../lib/session.ts';
import { AccountCard } from './account-card.tsx';
import { PlayerSettings } from './player-settings.tsx';
import { YourData } from './your-data.tsx';
import { YourReports } from './your-reports.tsx';

export function AccountTab() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe();
  const navigate = useNavigate();
  const langPath = useLangPath();
  const site = useSite();
  return (
    <div className="stack">
      <h1 className="page-title-hidden">{t('Account')}</h1>
      {session.loggedIn ? (
        me.data && session.userId ? (
          <AccountCard me={me.data} userId={session.userId} />
        ) : (
          <Spinner />
        )
      ) : (
        <div className="card stack">
          <p>{t('Login or signup to view account info')}</p>
          <div className="row">
            <Button onClick={() => openLogin()}>{t('Login')}</Button>
            <Button variant="secondary" onClick={() => void navigate(langPath('/signup'))}>
              {t('Signup')}
            </Button>
          </div>
        </div>
      )}
      <PlayerSettings />
      <YourData />
      <YourReports />
      <div className="card row">
        <Link to="/terms">{t('Terms of Service')}</Link>
        <Link to="/privacy">{t('Privacy Policy')}</Link>
        <Link to="/copyright">{t('Copyright Policy')}</Link>
        {site ? (
          <a href={site.communityUrl} target="_blank" rel="noopener noreferrer">
            {t('Chat community')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
