import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLogin } from '../../lib/dialogs/index.ts';
import { EmailSignup } from './email-signup.tsx';
import './auth.css';

/** Sign-up: the account is made when the link mailed to the address is opened (/confirm-signup). */
export function SignupPage() {
  const { t } = useTranslation();
  return (
    <section className="page auth-page">
      <h1>{t('Sign up')}</h1>
      <EmailSignup
        intro={t('Create an account to keep your progress and subscribe.')}
        submitLabel={t('Sign up')}
        busyLabel={t('Signing up...')}
        sentMessage={(email) =>
          t('We sent an email to {{email}}. Open the link in it to finish signing up.', { email })
        }
      />
      <p className="auth-page__alt">
        {t('Already have an account?')}{' '}
        <button type="button" className="link-button" onClick={() => openLogin()}>
          {t('Login')}
        </button>
      </p>
      <p className="auth-page__alt">
        <Link to="/terms">{t('Terms of Service')}</Link> · <Link to="/privacy">{t('Privacy Policy')}</Link>
      </p>
    </section>
  );
}
