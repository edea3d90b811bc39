import { useEffect, useMemo, useState } from 'react';
import type { Language } from '@app/schema';
import { Button, Spinner } from '@app/ui';
import { LandingView, type LinkTo, type PackStats } from '../features/landing/landing-view.tsx';
import { storeLanguage, isLanguage } from '../lib/language-store.ts';
import { swapLanguage } from '../lib/languages.ts';
import { useSession } from '../lib/session.ts';
import type { SiteConfig } from '../lib/site-config.ts';
import { withLang } from '../lib/with-lang.ts';
import { landingClient } from './landing-client.ts';
import { translator } from './translate.ts';
import '../app/shell.css';
import '../features/landing/landing.css';

const PlainLink: LinkTo = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

/**
 * The landing page as a first load shows it: the page and its header, without the app. Links open the
 * app's pages; "Login" starts the app in place (`openApp`) and opens its login dialog.
 */
export function FirstLanding({ language, openApp }: { language: Language; openApp: () => void }) {
  const session = useSession();
  // English text is the key: only another language waits for its strings.
  const [strings, setStrings] = useState<Record<string, string> | null>(language === 'en' ? {} : null);
  const [site, setSite] = useState<SiteConfig>();
  const [stats, setStats] = useState<PackStats>();

  useEffect(() => {
    const api = landingClient(language);
    if (language !== 'en') api.translation.all.query().then(setStrings, () => setStrings({}));
    api.site.config.query().then(setSite, () => undefined);
    api.character.stats.query().then(setStats, () => undefined);
  }, [language]);

  const t = useMemo(() => translator(language, strings ?? {}), [language, strings]);
  if (!strings) return <Spinner full label="Loading" />;

  const { pathname, search } = window.location;
  const changeLanguage = (value: string) => {
    if (!isLanguage(value)) return;
    storeLanguage(value);
    window.location.assign(swapLanguage(pathname, value));
  };

  return (
    <>
      <div className="hero-bg" aria-hidden="true" data-testid="hero" />
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <div className="shell shell--public">
        <header className="shell-header">
          <div className="shell-header__inner">
            <a
              href={withLang(language, '/')}
              className="shell-logo"
              aria-label={site ? `${site.siteName}: ${t('Home')}` : t('Home')}
            >
              <img src="/brand/logo.svg" alt="" width={32} height={32} />
              <span aria-hidden="true">{site?.siteName}</span>
            </a>
            <div className="shell-header__actions">
              {session.loggedIn ? (
                <Button variant="secondary" size="sm" onClick={() => session.logout()}>
                  {t('Log Out')}
                </Button>
              ) : (
                <Button size="sm" onClick={openApp}>
                  {t('Login')}
                </Button>
              )}
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="shell-main">
          <LandingView
            t={t}
            language={language}
            site={site}
            stats={stats}
            deleted={new URLSearchParams(search).get('deleted') === '1'}
            userId={session.userId}
            pathname={pathname}
            onLanguageChange={changeLanguage}
            LinkTo={PlainLink}
          />
        </main>
      </div>
    </>
  );
}
