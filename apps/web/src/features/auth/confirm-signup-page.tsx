import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ERRORS } from '@app/schema/errors';
import { Button, buttonClass, TextField } from '@app/ui';
import { openLogin } from '../../lib/dialogs/index.ts';
import { translateServerMessage } from '../../i18n/server-message.ts';
import { browser } from '../../lib/browser.ts';
import { httpStatusOf, parseError } from '../../lib/errors.ts';
import { useLangPath } from '../../lib/lang.ts';
import { setToken } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useMailLink } from './mail-link.ts';
import './auth.css';

/** How long the welcome shows before the page goes home. */
export const WELCOME_MS = 1500;

/** The parts of the confirmation link. */
export const CONFIRM_LINK_KEYS = ['id', 'secret'] as const;

/** The id and secret of a confirmation link's fragment (`#id=…&secret=…`), or null when one is missing. */
export function confirmLinkParams(_search: string, hash: string): { id: string; secret: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('id');
  const secret = params.get('secret');
  return id && secret ? { id, secret } : null;
}

/**
 * `/confirm-signup#id=…&secret=…`, the link of the sign-up mail. The fragment leaves the address bar as the
 * page opens; the player enters the password chosen at sign-up (so the owner of an address a stranger
 * signed up with cannot finish the stranger's account by opening the mail), the link is posted
 * (auth.confirmSignup), and the account's session is stored and the page goes home after a short
 * welcome. A wrong password asks again; a refused link says why; a failure of the server or the network
 * offers to try again (the link is not spent then).
 */
export function ConfirmSignupPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const link = useMailLink(confirmLinkParams, CONFIRM_LINK_KEYS);
  const [welcome, setWelcome] = useState(false);
  const home = langPath('/app/home');
  const confirm = trpc.auth.confirmSignup.useMutation({
    onSuccess: ({ token }) => {
      setToken(token);
      setWelcome(true);
      window.setTimeout(() => browser.assign(home), WELCOME_MS);
    },
  });
  const [password, setPassword] = useState('');
  const wrongPassword = confirm.isError && parseError(confirm.error).ref?.key === 'auth.signupPassword';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (link && password) confirm.mutate({ ...link, password });
  };

  let body;
  if (welcome) {
    body = (
      <div className="stack" role="status">
        <h1>{t('Welcome! Your account is ready.')}</h1>
        <Button block onClick={() => browser.assign(home)}>
          {t('Continue')}
        </Button>
      </div>
    );
  } else if (link && (!confirm.isError || wrongPassword)) {
    body = (
      <form className="stack" onSubmit={submit} noValidate>
        <h1>{t('Confirm sign-up')}</h1>
        <p className="muted">{t('Enter the password you chose when you signed up to finish creating your account.')}</p>
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={wrongPassword ? t(ERRORS['auth.signupPassword']) : null}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" block disabled={confirm.isPending || password.length === 0}>
          {confirm.isPending ? t('Confirming your sign-up...') : t('Finish sign-up')}
        </Button>
      </form>
    );
  } else {
    const status = confirm.isError ? httpStatusOf(confirm.error) : 400;
    const refused = status !== null && status < 500;
    const failure = confirm.isError
      ? parseError(confirm.error)
      : {
          message: ERRORS['auth.signupLink'],
          ref: { key: 'auth.signupLink', params: {} } as const,
          cause: 'validation',
        };
    body = (
      <div className="stack">
        <h1>{t('Confirm sign-up')}</h1>
        <p role="alert" className="ui-field__error">
          {translateServerMessage(failure)}
        </p>
        {!refused && link ? (
          <Button block onClick={() => confirm.reset()}>
            {t('Try again')}
          </Button>
        ) : failure.cause === 'login' ? (
          <Button block onClick={() => openLogin()}>
            {t('Login')}
          </Button>
        ) : (
          <Link className={buttonClass('primary', 'md', true)} to={langPath('/signup')}>
            {t('Sign up')}
          </Link>
        )}
      </div>
    );
  }
  return <section className="page auth-page">{body}</section>;
}
