import { useTranslation } from 'react-i18next';
import './legal.css';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** A legal document: title, date, table of contents and its sections. */
export function LegalDocument({ title, dated, sections }: { title: string; dated: string; sections: LegalSection[] }) {
  const { t } = useTranslation();
  return (
    <article className="page legal">
      <h1>{title}</h1>
      <p className="muted">{dated}</p>
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
