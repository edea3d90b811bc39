import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time.ts';

/** A moment as date and time in the interface language, machine-readable for assistive technology. */
export function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
}

/** The same as text, for sentences ("Suspended until …"). */
export function useFormatWhen(): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso) => formatDateTime(iso, i18n.language);
}
