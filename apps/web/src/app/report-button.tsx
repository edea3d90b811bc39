import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reportMailto } from '../lib/operator.ts';
import { isChatPath } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';

/** Floating Report button: a prefilled mail draft; bottom right, top right on chat pages. */
export function ReportButton() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { userId } = useSession();
  const top = isChatPath(pathname);
  return (
    <a
      className={top ? 'report-button report-button--top' : 'report-button'}
      href={reportMailto(userId, typeof window === 'undefined' ? pathname : window.location.href)}
      aria-label={t('Report')}
    >
      ⚑ <span>{t('Report')}</span>
    </a>
  );
}
