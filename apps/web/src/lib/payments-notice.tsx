import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import './payments-notice.css';

/**
 * Shown when the server has no payment method configured (a default install): the player learns that nothing
 * can be bought yet rather than finding greyed buttons, and the operator what to set up.
 */
export function PaymentsNotice({ supportEmail }: { supportEmail: string | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="payments-notice" aria-labelledby={titleId}>
      <CircleAlert aria-hidden="true" size={24} className="payments-notice__icon" />
      <div>
        <h2 id={titleId} className="payments-notice__title">
          {t('Payments are not set up on this site yet')}
        </h2>
        <p>
          {t(
            'No tier can be bought here until the site connects a payment provider. Everything free stays open to you.',
          )}
        </p>
        <p className="payments-notice__operator">
          {t('Running this site? Set up card billing or SubscribeStar as described in docs/payments.md.')}
          {supportEmail ? (
            <>
              {' '}
              {t('Questions:')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}
