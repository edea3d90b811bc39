import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Flag } from 'lucide-react';
import { reportMailto, useSite } from './operator.ts';
import { useSession } from './session.ts';

export interface ReportButtonProps {
  /**
   * corner: floating at the bottom right (above the bottom bar on a phone); floating: top right over a
   * chat; header: at the top right of the phone's header on chat pages.
   */
  place: 'corner' | 'floating' | 'header';
}

/** The Report button: a prefilled mail draft naming the page and the player. */
export function ReportButton({ place }: ReportButtonProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { userId } = useSession();
  const site = useSite();
  return (
    <a
      className={`report-button report-button--${place}`}
      href={reportMailto(site, userId, typeof window === 'undefined' ? pathname : window.location.href)}
      aria-label={t('Report')}
      title={t('Report')}
    >
      <Flag aria-hidden="true" size={18} />
    </a>
  );
}
