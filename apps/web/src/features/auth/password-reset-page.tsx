import { useTranslation } from 'react-i18next';
import { ERRORS } from '@app/schema/errors';
import { browser } from '../../lib/browser.ts';
import { useLangPath } from '../../lib/lang.ts';
import { setToken } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { useMailLink } from './mail-link.ts';
import { LINK_KEYS, resetLinkParams } from './validation.ts';
import './auth.css';

/**
 * `/password-reset#secret=…&userId=…` (or the query of links sent before): the link's parts leave the
 * address bar as the page opens; the form posts them with the new password.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const reset = trpc.auth.passwordReset.useMutation();
  const link = useMailLink(resetLinkParams, LINK_KEYS);
  return (
    <section className="page auth-page">
      <h1>{t('Reset Password')}</h1>
      {link ? null : (
        <p role="alert" className="ui-field__error">
          {t(ERRORS['auth.resetLink'])}
        </p>
      )}
      <CredentialsForm
        withEmail={false}
        disabled={!link}
        submitLabel={t('Reset Password')}
        busyLabel={t('Resetting...')}
        onSubmit={async ({ password, passwordRepeat }) => {
          if (!link) throw new Error(ERRORS['auth.resetLink']);
          const { token } = await reset.mutateAsync({ ...link, password, passwordRepeat });
          setToken(token);
          browser.assign(langPath('/app/home'));
        }}
      />
    </section>
  );
}
