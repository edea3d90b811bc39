import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCurrentLanguage } from '../../lib/lang.ts';
import { isLanguage, storeLanguage } from '../../lib/language-store.ts';
import { swapLanguage } from '../../lib/languages.ts';
import { useSite } from '../../lib/operator.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { LandingView, type LinkTo } from './landing-view.tsx';
import './landing.css';

const RouterLink: LinkTo = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);

/** The landing page inside the app (reached by navigating); a first load gets the small landing entry instead. */
export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useCurrentLanguage();
  const language = isLanguage(current) ? current : 'en';
  const { userId } = useSession();
  const site = useSite();
  const [search] = useSearchParams();
  const stats = trpc.character.stats.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: false }).data;

  const changeLanguage = (value: string) => {
    if (!isLanguage(value)) return;
    storeLanguage(value);
    void navigate(swapLanguage(pathname, value));
  };

  return (
    <LandingView
      t={(key, params) => t(key, params ?? {})}
      language={language}
      site={site}
      stats={stats}
      deleted={search.get('deleted') === '1'}
      userId={userId}
      pathname={pathname}
      onLanguageChange={changeLanguage}
      LinkTo={RouterLink}
    />
  );
}
