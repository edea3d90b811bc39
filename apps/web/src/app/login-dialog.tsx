import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMAIL_PATTERN } from '@app/schema/constants';
import { ERRORS } from '@app/schema/errors';
import { Button, Dialog, TextField } from '@app/ui';
import { useLangPath } from '../lib/lang.ts';
import { loginWithToken } from '../lib/session.ts';
import { useSite } from '../lib/operator.ts';
import { anonymousSignInPath, usePlatformSignIn, type Platform } from '../lib/platforms.ts';
import { closeLogin, loginStore, showError } from '../lib/dialogs/index.ts';
import { trpc } from '../lib/trpc.ts';
import './login-dialog.css';

/** A platform sign-in image link: shown only when the server is configured for it; a click starts through payments.platformSignIn. */
function PlatformLink({ platform, image, label }: { platform: Platform; image: string; label: string }) {
  const { start, pending } = usePlatformSignIn();
  const go = (event: MouseEvent) => {
    event.preventDefault();
    if (!pending) start(platform).catch((error: unknown) => showError(error));
  };
  return (
    <a
      className="login-dialog__platform"
      href={anonymousSignInPath(platform)}
      onClick={go}
      aria-disabled={pending || undefined}
    >
      <img src={image} alt={label} width={290} height={44} />
    </a>
  );
}

export interface LoginFieldErrors {
  email?: 'missing' | 'invalid';
  password?: 'missing';
}

/** What the form lacks before it is sent: an e-mail (of the spec's pattern) and, unless a reset is asked for, a password. */
export function validateLogin(email: string, password: string | null): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (email.trim() === '') errors.email = 'missing';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'invalid';
  if (password === '') errors.password = 'missing';
  return errors;
}

export function LoginDialog() {
  const { open, extraText } = loginStore.use();
  const { t } = useTranslation();
  const site = useSite();
  const langPath = useLangPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const login = trpc.auth.emailLogin.useMutation();
  const sendReset = trpc.auth.sendPasswordReset.useMutation();
  const busy = login.isPending || sendReset.isPending;
  // Spec title "Login Options" when there is a platform to choose; a plain "Log in" for the e-mail form alone.
  const platforms = Boolean(site?.payments.patreon || site?.payments.subscribeStar);

  const close = () => {
    setEmail('');
    setPassword('');
    setError(null);
    setFieldErrors({});
    setNotice(null);
    setForgot(false);
    closeLogin();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    // Ask for what is missing before any request: an empty form is not a failed login.
    const invalid = validateLogin(email, forgot ? null : password);
    setFieldErrors(invalid);
    if (invalid.email || invalid.password) return;
    if (forgot) {
      try {
        await sendReset.mutateAsync({ email });
        setNotice(t('Password reset link sent. Please check your email.'));
      } catch {
        setError(t(ERRORS['auth.resetMailFailed']));
      }
      return;
    }
    try {
      const { token } = await login.mutateAsync({ email, password });
      loginWithToken(token);
    } catch {
      setError(t(ERRORS['auth.loginFailed']));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={platforms ? t('Login Options') : t('Log in')}
      width={338}
      closeLabel={t('Close')}
      className="login-dialog"
    >
      {extraText ? <p className="login-dialog__extra">{t(extraText)}</p> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          value={email}
          error={
            fieldErrors.email === 'missing'
              ? t('Please enter your e-mail address')
              : fieldErrors.email
                ? t(ERRORS['auth.email'])
                : null
          }
          onChange={(e) => setEmail(e.target.value)}
        />
        {forgot ? null : (
          <TextField
            label={t('Password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={fieldErrors.password ? t('Please enter your password') : null}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        {error ? (
          <p role="alert" className="ui-field__error">
            {error}
          </p>
        ) : null}
        {notice ? <p role="status">{notice}</p> : null}
        <Button type="submit" block disabled={busy}>
          {busy ? t('Processing...') : forgot ? t('Send Reset Link') : t('Login')}
        </Button>
      </form>
      <button
        type="button"
        className="login-dialog__toggle"
        onClick={() => {
          setForgot(!forgot);
          setError(null);
          setFieldErrors({});
          setNotice(null);
        }}
      >
        {forgot ? t('Back to Login') : t('Forgot Password?')}
      </button>
      {platforms ? <p className="login-dialog__or">{t('or')}</p> : null}
      {site?.payments.patreon ? (
        <PlatformLink platform="patreon" image="/brand/login-patreon.svg" label={t('Login with Patreon')} />
      ) : null}
      {site?.payments.subscribeStar ? (
        <PlatformLink
          platform="subscribestar"
          image="/brand/login-subscribestar.svg"
          label={t('Login with SubscribeStar')}
        />
      ) : null}
      <p className="login-dialog__signup">
        {t("Don't have an account?")}{' '}
        <Link to={langPath('/signup')} onClick={close}>
          {t('Sign up')}
        </Link>
      </p>
    </Dialog>
  );
}
