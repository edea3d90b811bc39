import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLangPath } from '../../lib/lang.ts';
import { trpc } from '../../lib/trpc.ts';
import './sitemap.css';

/** Every page of the site plus a chat and a profile link per character. */
export function SitemapPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const characters = trpc.character.all.useQuery(undefined, { staleTime: 300_000, retry: false });
  const pages = [
    { to: langPath('/'), label: t('Home') },
    { to: '/terms', label: t('Terms of Service') },
    { to: '/privacy', label: t('Privacy Policy') },
    { to: '/copyright', label: t('Copyright Policy') },
    { to: langPath('/sitemap'), label: t('Sitemap') },
    { to: langPath('/app/home'), label: t('Game') },
    { to: langPath('/app/feed'), label: t('Feed') },
    { to: langPath('/app/explore'), label: t('Explore') },
    { to: langPath('/app/inbox'), label: t('Messages') },
    { to: langPath('/app/profile/me'), label: t('My profile') },
  ];
  return (
    <section className="page sitemap">
      <h1>{t('Sitemap')}</h1>
      <nav aria-label={t('Pages')} className="card">
        <ul className="sitemap__pages">
          {pages.map((p) => (
            <li key={p.to}>
              <Link to={p.to}>{p.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{t('Characters')}</h2>
      <ul className="sitemap__characters list-stack">
        {(characters.data ?? []).map((c) => (
          <li key={c._id} className="card">
            <strong>{c.name}</strong>
            <span className="sitemap__links">
              <Link to={langPath(`/app/chat/${c._id}`)}>{t('Chat with {{name}}', { name: c.name })}</Link>
              <Link to={langPath(`/app/profile/${c._id}`)}>{t('Profile of {{name}}', { name: c.name })}</Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
