import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Select, buttonClass } from '@app/ui';
import { useCurrentLanguage, useLangPath } from '../../lib/lang.ts';
import { isLanguage, storeLanguage } from '../../lib/language-store.ts';
import { LANGUAGE_OPTIONS, swapLanguage } from '../../lib/languages.ts';
import { ADULT_AGE, reportMailto, useSite } from '../../lib/operator.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import './landing.css';

/** Shown instead of a number until the content pack's counts have loaded (never made-up numbers). */
const PLACEHOLDER = '—';

export function LandingPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = useCurrentLanguage() ?? 'en';
  const { userId } = useSession();
  const site = useSite();
  const [search] = useSearchParams();
  const stats = trpc.character.stats.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: false }).data;
  const perCharacter =
    stats && stats.characters > 0 ? String(Math.round(stats.locations / stats.characters)) : PLACEHOLDER;

  const changeLanguage = (value: string) => {
    if (!isLanguage(value)) return;
    storeLanguage(value);
    void navigate(swapLanguage(pathname, value));
  };

  return (
    <div className="landing">
      <section className="landing__hero">
        {search.get('deleted') === '1' ? (
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
          <Link to={langPath('/app/home')} className={buttonClass('primary', 'md', true)}>
            {t('Run the game')}
          </Link>
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
          onChange={changeLanguage}
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
        <Link to={langPath('/app/profile/me/prices')} className={buttonClass('primary', 'sm')}>
          {t('See the tiers')}
        </Link>
      </section>

      <section className="landing__contact">
        <h2>{t('Contact')}</h2>
        <p>
          {t('Questions or feedback? Write to')}{' '}
          {site ? <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> : PLACEHOLDER}
        </p>
      </section>

      <footer className="landing__footer">
        <Link to="/terms">{t('Terms')}</Link>
        <Link to="/privacy">{t('Privacy')}</Link>
        <Link to="/copyright">{t('Copyright')}</Link>
        <Link to={`/${language}/app/home`}>{t('Game')}</Link>
        <Link to={`/${language}/sitemap`}>{t('Sitemap')}</Link>
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
