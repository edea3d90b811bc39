import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLogin } from '../../app/login-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { CheckInbox } from './check-inbox.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import './auth.css';

/** Sign-up: the account is made when the link mailed to the address is opened (/confirm-signup). */
export function SignupPage() {
  const { t } = useTranslation();
  const signup = trpc.auth.emailSignup.useMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className="page auth-page">
      <h1>{t('Sign up')}</h1>
      {sentTo ? (
        <CheckInbox message={t('We sent an email to {{email}}. Open the link in it to finish signing up.', { email: sentTo })} onRetry={() => setSentTo(null)} />
      ) : (
        <>
          <p className="muted">{t('Create an account to keep your progress and subscribe.')}</p>
          <CredentialsForm
            withEmail
            submitLabel={t('Sign up')}
            busyLabel={t('Signing up...')}
            onSubmit={async (values) => {
              await signup.mutateAsync(values);
              setSentTo(values.email);
            }}
          />
        </>
      )}
      <p className="auth-page__alt">
        {t('Already have an account?')} <button type="button" className="link-button" onClick={() => openLogin()}>{t('Login')}</button>
      </p>
      <p className="auth-page__alt"><Link to="/terms">{t('Terms of Service')}</Link> · <Link to="/privacy">{t('Privacy Policy')}</Link></p>
    </section>
  );
}
