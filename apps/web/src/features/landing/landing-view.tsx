import type { ReactNode } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@app/api/router';
import type { Language } from '@app/schema';
import { Select, buttonClass } from '@app/ui';
import { LANGUAGE_OPTIONS } from '../../lib/languages.ts';
import { ADULT_AGE, reportMailto, type SiteConfig } from '../../lib/site-config.ts';
import { withLang } from '../../lib/with-lang.ts';

export type PackStats = inferRouterOutputs<AppRouter>['character']['stats'];
export type Translate = (key: string, params?: Record<string, string | number>) => string;
/** How the page links: the app's router links inside the app, plain links on the first page load. */
export type LinkTo = (props: { to: string; className?: string; children: ReactNode }) => ReactNode;

/** Shown instead of a number until the content pack's counts have loaded (never made-up numbers). */
const PLACEHOLDER = '—';

export interface LandingViewProps {
  t: Translate;
  language: Language;
  site: SiteConfig | undefined;
  stats: PackStats | undefined;
  /** The account was just deleted (?deleted=1). */
  deleted: boolean;
  userId: string | null;
  pathname: string;
  onLanguageChange: (value: string) => void;
  LinkTo: LinkTo;
}

/**
 * The landing page's content: the same on the first load (a small page of its own, without the app's
 * router, query cache or translation library) and inside the app.
 */
export function LandingView({
  t,
  language,
  site,
  stats,
  deleted,
  userId,
  pathname,
  onLanguageChange,
  LinkTo,
}: LandingViewProps) {
  const langPath = (path: string) => withLang(language, path);
  const perCharacter =
    stats && stats.characters > 0 ? String(Math.round(stats.locations / stats.characters)) : PLACEHOLDER;

  return (
    <div className="landing">
      <section className="landing__hero">
        {deleted ? (
          <p className="landing__notice" role="status">
            {t('Your account and everything stored with it have been deleted.')}
          </p>
        ) : null}
        <p className="landing__eyebrow">{t('Adults only · {{age}}+', { age: site?.minimumAge ?? ADULT_AGE })}</p>
        <h1>{t('Flirt, date and win hearts in an AI dating game')}</h1>
        <p className="landing__lead">
          {t(
            'Chat with fictional AI characters, raise their affection, unlock dates and surprise them with your charm.',
          )}
        </p>
        <div className="landing__actions">
          <LinkTo to={langPath('/app/home')} className={buttonClass('primary', 'md', true)}>
            {t('Run the game')}
          </LinkTo>
          {site ? (
            <a
              href={site.communityUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'md', true)}
            >
              {t('Join the chat community')}
            </a>
          ) : null}
        </div>
        <Select
          label={t('Language')}
          options={LANGUAGE_OPTIONS}
          value={language}
          onChange={onLanguageChange}
          className="landing__language"
        />
      </section>

      <section className="landing__stats" aria-label={t('What awaits you')} aria-busy={stats ? undefined : true}>
        <div>
          <strong>{stats?.characters ?? PLACEHOLDER}</strong>
          <span>{t('characters')}</span>
        </div>
        <div>
          <strong>{stats?.locations ?? PLACEHOLDER}</strong>
          <span>{t('locations, {{count}} per character', { count: perCharacter })}</span>
        </div>
        <div>
          <strong>{stats ? `${stats.posesPerCharacter}+` : PLACEHOLDER}</strong>
          <span>{t('poses per character')}</span>
        </div>
      </section>

      <section className="landing__copy">
        <h2>{t('How it works')}</h2>
        <ul>
          <li>{t('Pick a character and start talking: every reply moves her affection meter.')}</li>
          <li>{t('Level up to unlock meeting locations and new poses.')}</li>
          <li>{t('Follow characters to see their posts in your feed and vote on what happens next in the hub.')}</li>
        </ul>
        <p className="muted">{t('All characters are fictional adults (21+) and all content is AI-generated.')}</p>
      </section>

      <section className="landing__support card">
        <h2>{t('Support the project')}</h2>
        <p>{t('Subscribers unlock exclusive characters, custom messages and more.')}</p>
        <LinkTo to={langPath('/app/profile/me/prices')} className={buttonClass('primary', 'sm')}>
          {t('See the tiers')}
        </LinkTo>
      </section>

      <section className="landing__contact">
        <h2>{t('Contact')}</h2>
        <p>
          {t('Questions or feedback? Write to')}{' '}
          {site ? <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> : PLACEHOLDER}
        </p>
      </section>

      <footer className="landing__footer">
        <LinkTo to="/terms">{t('Terms')}</LinkTo>
        <LinkTo to="/privacy">{t('Privacy')}</LinkTo>
        <LinkTo to="/copyright">{t('Copyright')}</LinkTo>
        <LinkTo to={`/${language}/app/home`}>{t('Game')}</LinkTo>
        <LinkTo to={`/${language}/sitemap`}>{t('Sitemap')}</LinkTo>
        <a href={reportMailto(site, userId, pathname)}>{t('Report an Issue')}</a>
        {site ? (
          <p className="muted">
            © {new Date().getFullYear()} {site.operator.name}
          </p>
        ) : null}
      </footer>
    </div>
  );
}
