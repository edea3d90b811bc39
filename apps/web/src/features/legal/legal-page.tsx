import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '../../lib/operator.ts';
import './legal.css';

/** One thing a list names: what it is, what it holds and, if it matters, how long it is kept or where to write. */
export interface LegalItem {
  term: string;
  text: string;
  kept?: string;
  href?: string;
}

/** A paragraph, numbered steps, or a list of named things. */
export type LegalBlock = string | { steps: string[] } | { items: LegalItem[] };

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: LegalBlock[];
  /** Shown after the text: a link onward. */
  extra?: ReactNode;
}

/**
 * What the legal texts name: the operator, its registry code, the support address, the legal contact (complaints,
 * appeals, privacy requests), the minimum age, the site.
 */
export function legalParams(site: SiteConfig) {
  return {
    name: site.operator.name,
    address: site.operator.address,
    code: site.operator.registryCode,
    support: site.supportEmail,
    complaints: site.operator.contact,
    contact: site.operator.contact,
    age: site.minimumAge,
    site: site.siteName,
  };
}

/** A period in the page's language with its plural form ("30 days", "1 hour"; the hub countdown's words). */
export function usePeriod(): (amount: number, unit: 'day' | 'hour') => string {
  const { t } = useTranslation();
  return (amount, unit) => {
    // a whole number of days reads better than hours (a verification link's 168 hours are 7 days)
    if (unit === 'hour' && amount > 24 && amount % 24 === 0)
      return t('{{count}} days', { count: amount / 24, defaultValue_one: '{{count}} day' });
    return unit === 'day'
      ? t('{{count}} days', { count: amount, defaultValue_one: '{{count}} day' })
      : t('{{count}} hours', { count: amount, defaultValue_one: '{{count}} hour' });
  };
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('steps' in block)
    return (
      <ol className="legal__steps">
        {block.steps.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
    );
  return (
    <dl className="legal__items">
      {block.items.map((item) => (
        <div key={item.term} className="legal__item">
          <dt>{item.term}</dt>
          <dd>{item.href ? <a href={item.href}>{item.text}</a> : item.text}</dd>
          {item.kept ? <dd className="legal__kept">{item.kept}</dd> : null}
        </div>
      ))}
    </dl>
  );
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
          {s.paragraphs.map((block, i) => (
            <Block key={i} block={block} />
          ))}
          {s.extra ? <p>{s.extra}</p> : null}
        </section>
      ))}
    </article>
  );
}
