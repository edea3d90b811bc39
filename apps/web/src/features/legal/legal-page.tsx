import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '../../lib/operator.ts';
import './legal.css';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** What the legal texts name: the operator, its registry code, the support address (also for complaints), the site. */
export function legalParams(site: SiteConfig) {
  return {
    name: site.operator.name,
    address: site.operator.address,
    code: site.operator.registryCode,
    support: site.supportEmail,
    complaints: site.supportEmail,
    site: site.siteName,
  };
}

/** A legal document: title, date of the version, table of contents and its sections. */
export function LegalDocument({ title, date, sections }: { title: string; date: string; sections: LegalSection[] }) {
  const { t } = useTranslation();
  return (
    <article className="page legal">
      <h1>{title}</h1>
      <p className="muted">{t('Last updated: {{date}}', { date })}</p>
      <nav aria-label={t('Contents')}>
        <ol className="legal__toc">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
