import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@app/ui';

export interface CheckInboxProps {
  /** Where the mail went and what its link does (names the address). */
  message: string;
  /** Back to the form, for a mistyped address. */
  onRetry: () => void;
}

/**
 * After sign-up or connect-email. The server answers the same whether or not the address has an
 * account (the mail says which), so the page only says where to look and for how long the link works.
 */
export function CheckInbox({ message, onRetry }: CheckInboxProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="stack" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('Check your inbox')}
      </h2>
      <p>{message}</p>
      <p className="muted">
        {t('The link is valid for 24 hours. If you do not see the email, check your spam folder.')}
      </p>
      <Button variant="secondary" block onClick={onRetry}>
        {t('Use a different email address')}
      </Button>
    </div>
  );
}
