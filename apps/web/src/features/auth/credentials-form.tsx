import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@app/ui';
import { translateServerMessage } from '../../i18n/server-message.ts';
import { parseError } from '../../lib/errors.ts';
import { validateCredentials, type CredentialErrors, type CredentialValues } from './validation.ts';

export interface CredentialsFormProps {
  withEmail: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Runs the call; throwing shows the server's message under the form. */
  onSubmit: (values: Required<CredentialValues>) => Promise<void>;
  disabled?: boolean;
}

/** E-mail (optional), password and repeat with the spec's checks; the button is disabled and relabelled while busy; fields clear afterwards. */
export function CredentialsForm({ withEmail, submitLabel, busyLabel, onSubmit, disabled }: CredentialsFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateCredentials({ ...(withEmail ? { email } : {}), password, passwordRepeat });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({ email: email.trim(), password, passwordRepeat });
    } catch (error) {
      setFormError(translateServerMessage(parseError(error)));
    } finally {
      setBusy(false);
      setEmail('');
      setPassword('');
      setPasswordRepeat('');
    }
  };

  const err = (key: keyof CredentialErrors) => (errors[key] ? t(errors[key]) : null);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="stack">
      {withEmail ? (
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          value={email}
          error={err('email')}
          onChange={(e) => setEmail(e.target.value)}
        />
      ) : null}
      <TextField
        label={t('Password')}
        type="password"
        autoComplete="new-password"
        value={password}
        error={err('password')}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('Repeat Password')}
        type="password"
        autoComplete="new-password"
        value={passwordRepeat}
        error={err('passwordRepeat')}
        onChange={(e) => setPasswordRepeat(e.target.value)}
      />
      {formError ? (
        <p role="alert" className="ui-field__error">
          {formError}
        </p>
      ) : null}
      <Button type="submit" block disabled={busy || disabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
