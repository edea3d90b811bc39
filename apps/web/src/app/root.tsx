import { Navigate, Outlet, useLocation } from 'react-router';
import { AgeGate } from '../features/age-gate/index.ts';
import { I18nGate } from '../i18n/i18n-gate.tsx';
import { readStoredLanguage, languageOfPath, isLanguage } from '../lib/language-store.ts';
import { ageGateShown, languageRedirectAllowed } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { useSite } from '../lib/operator.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { ErrorDialog } from './error-dialog.tsx';
import { LocationModal } from './location-modal.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { SessionBootstrap } from './session-bootstrap.tsx';

/** The language a prefix-less path is redirected to: the stored choice, else the token's; null when unknown. */
function knownLanguage(tokenLanguage: string | undefined): string | null {
  return readStoredLanguage() ?? (isLanguage(tokenLanguage) ? tokenLanguage : null);
}

/** The page's title, description, canonical and alternates, kept right while the app navigates. */
function PageMeta() {
  usePageMeta(useSite()?.siteName);
  return null;
}

export function Root() {
  const location = useLocation();
  const session = useSession();
  const { pathname, search, hash } = location;
  const target = knownLanguage(session.claims?.language);
  if (!languageOfPath(pathname) && languageRedirectAllowed(pathname) && target) {
    const rest = pathname === '/' ? '' : pathname;
    return <Navigate replace to={`/${target}${rest}${search}${hash}`} />;
  }
  return (
    <I18nGate>
      <SessionBootstrap>
        <PageMeta />
        <Outlet />
        {ageGateShown(pathname) && !session.tosConsent ? <AgeGate /> : null}
        <ErrorDialog />
        <LoginDialog />
        <LocationModal />
      </SessionBootstrap>
    </I18nGate>
  );
}
