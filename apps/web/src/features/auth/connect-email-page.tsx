import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc.ts';
import { CheckInbox } from './check-inbox.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import './auth.css';

/** Adds an e-mail and password to the current player (same rules as sign-up), once the link mailed to the address is opened. */
export function ConnectEmailPage() {
  const { t } = useTranslation();
  const connect = trpc.auth.emailSignup.useMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className="page auth-page">
      <h1>{t('Connect Email')}</h1>
      {sentTo ? (
        <CheckInbox
          message={t('We sent an email to {{email}}. Open the link in it to connect the address to your account. Your progress is kept.', { email: sentTo })}
          onRetry={() => setSentTo(null)}
        />
      ) : (
        <>
          <p className="muted">{t('Add an email and password to your account. Your progress is kept.')}</p>
          <CredentialsForm
            withEmail
            submitLabel={t('Connect Email')}
            busyLabel={t('Connecting...')}
            onSubmit={async (values) => {
              await connect.mutateAsync(values);
              setSentTo(values.email);
            }}
          />
        </>
      )}
    </section>
  );
}
