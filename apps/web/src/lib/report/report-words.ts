import { useTranslation } from 'react-i18next';
import type { ReportReason, ReportTarget } from '@app/schema';

/** The words of a report, in the interface language: why (the reasons) and what (the kinds of item). */
export function useReportWords(): { reasons: Record<ReportReason, string>; targets: Record<ReportTarget, string> } {
  const { t } = useTranslation();
  return {
    reasons: {
      minor: t('Looks or acts like a minor'),
      'real-person': t('Shows a real person'),
      illegal: t('Illegal or non-consensual'),
      hateful: t('Hateful or harassing'),
      spam: t('Spam or advertising'),
      broken: t('Broken or wrong (text, image, translation)'),
      other: t('Something else'),
    },
    targets: { message: t('A message'), character: t('A character'), 'hub-post': t('A hub post') },
  };
}
