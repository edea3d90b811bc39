import { useTranslation } from 'react-i18next';
import { browser } from '../../lib/browser.ts';
import { useLangPath } from '../../lib/lang.ts';
import { setToken } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { CredentialsForm } from './credentials-form.tsx';
import './auth.css';

/** Adds an e-mail and password to the current player (same rules as sign-up). */
export function ConnectEmailPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const connect = trpc.auth.emailSignup.useMutation();
  return (
    <section className="page auth-page">
      <h1>{t('Connect Email')}</h1>
      <p className="muted">{t('Add an email and password to your account. Your progress is kept.')}</p>
      <CredentialsForm
        withEmail
        submitLabel={t('Connect Email')}
        busyLabel={t('Connecting...')}
        onSubmit={async (values) => {
          const { token } = await connect.mutateAsync(values);
          setToken(token);
          browser.assign(langPath('/app/profile/me'));
        }}
      />
    </section>
  );
}
