import { useTranslation } from 'react-i18next';
import { EmailSignup } from './email-signup.tsx';
import './auth.css';

/** Adds an e-mail and password to the current player (same rules as sign-up), once the link mailed to the address is opened. */
export function ConnectEmailPage() {
  const { t } = useTranslation();
  return (
    <section className="page auth-page">
      <h1>{t('Connect Email')}</h1>
      <EmailSignup
        intro={t('Add an email and password to your account. Your progress is kept.')}
        submitLabel={t('Connect Email')}
        busyLabel={t('Connecting...')}
        sentMessage={(email) =>
          t(
            'We sent an email to {{email}}. Open the link in it to connect the address to your account. Your progress is kept.',
            { email },
          )
        }
      />
    </section>
  );
}
