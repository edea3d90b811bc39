import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Flag } from 'lucide-react';
import { reportMailto, useSite } from '../lib/operator.ts';
import { useSession } from '../lib/session.ts';

export interface ReportButtonProps {
  /**
   * header: an icon button at the top right of the site header (phone and tablet), which keeps it off the
   * content; rail: a row in the desktop navigation rail; floating: top right over the game shell's chat.
   */
  place: 'header' | 'rail' | 'floating';
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
      aria-label={place === 'rail' ? undefined : t('Report')}
      title={place === 'rail' ? undefined : t('Report')}
    >
      <Flag aria-hidden="true" size={18} />
      {place === 'rail' ? <span>{t('Report')}</span> : null}
    </a>
  );
}
