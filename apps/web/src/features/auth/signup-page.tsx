import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLogin } from '../../app/login-dialog.tsx';
import { browser } from '../../lib/browser.ts';
import { useLangPath } from '../../lib/lang.ts';
import { setToken } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { CredentialsForm } from './credentials-form.tsx';
import './auth.css';

export function SignupPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const signup = trpc.auth.emailSignup.useMutation();
  return (
    <section className="page auth-page">
      <h1>{t('Sign up')}</h1>
      <p className="muted">{t('Create an account to keep your progress and subscribe.')}</p>
      <CredentialsForm
        withEmail
        submitLabel={t('Sign up')}
        busyLabel={t('Signing up...')}
        onSubmit={async (values) => {
          const { token } = await signup.mutateAsync(values);
          setToken(token);
          browser.assign(langPath('/app/home'));
        }}
      />
      <p className="auth-page__alt">
        {t('Already have an account?')} <button type="button" className="link-button" onClick={() => openLogin()}>{t('Login')}</button>
      </p>
      <p className="auth-page__alt"><Link to="/terms">{t('Terms of Service')}</Link> · <Link to="/privacy">{t('Privacy Policy')}</Link></p>
    </section>
  );
}
