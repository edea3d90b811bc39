import { useTranslation } from 'react-i18next';

/** The id of each shell's <main>, the target of the skip link. */
export const MAIN_ID = 'main';

/** The first stop of the keyboard: jumps past the header and navigation to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t('Skip to content')}
    </a>
  );
}
