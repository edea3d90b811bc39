import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, useModal } from '@app/ui';
import { useMinimumAge } from '../../lib/operator.ts';
import { recordConsent, setToken } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import './age-gate.css';

/**
 * Full-screen age gate (spec §1): Continue records consent locally and on the server. A native modal dialog
 * that stays above any dialog opened after it (the location law's login request), the page inert behind it;
 * Escape does not pass it.
 */
export function AgeGate() {
  const { t } = useTranslation();
  const age = useMinimumAge();
  const modal = useModal({ focus: '.age-gate__continue', keepOnTop: true });
  // Options on the hook (not on mutate) so the answer is stored even though the gate unmounts at once.
  const consent = trpc.user.setTosConsent.useMutation({ onSuccess: ({ token }) => setToken(token) });
  const onContinue = () => {
    consent.mutate();
    recordConsent();
  };
  return (
    <dialog {...modal} className="ui-modal-layer age-gate" aria-labelledby="age-gate-title">
      <div className="age-gate__card">
        <img src="/brand/logo.svg" alt="" width={56} height={56} />
        <h1 id="age-gate-title">{t('Adults only ({{age}}+)', { age })}</h1>
        <p>
          {t('This website contains age-restricted material, including AI-generated content of a suggestive nature.')}
        </p>
        <p>
          {t('If you are under {{age}}, or under the age of majority where you live, you must leave now.', { age })}
        </p>
        <p>
          {t('By continuing you confirm that you are an adult and agree to the')}{' '}
          <Link to="/terms">{t('Terms of Service')}</Link>.
        </p>
        <Button block className="age-gate__continue" onClick={onContinue}>
          {t('Continue')}
        </Button>
        <a className="age-gate__leave" href="https://www.google.com/">
          {t('Leave')}
        </a>
      </div>
    </dialog>
  );
}
