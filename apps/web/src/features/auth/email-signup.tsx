import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { CheckInbox } from './check-inbox.tsx';
import { CredentialsForm } from './credentials-form.tsx';

export interface EmailSignupProps {
  /** The line above the form. */
  intro: string;
  submitLabel: string;
  busyLabel: string;
  /** What the mail sent to `email` does, shown once it is sent. */
  sentMessage: (email: string) => string;
}

/**
 * The form of sign-up and connect-email (one call, auth.emailSignup), then where to look: the account
 * is made, or the address connected, when the link mailed to it is opened (/confirm-signup).
 */
export function EmailSignup({ intro, submitLabel, busyLabel, sentMessage }: EmailSignupProps) {
  const signup = trpc.auth.emailSignup.useMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <CheckInbox message={sentMessage(sentTo)} onRetry={() => setSentTo(null)} />;
  return (
    <>
      <p className="muted">{intro}</p>
      <CredentialsForm
        withEmail
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        onSubmit={async (values) => {
          await signup.mutateAsync(values);
          setSentTo(values.email);
        }}
      />
    </>
  );
}
