import { EMAIL_PATTERN, MESSAGES, PASSWORD_PATTERN } from '@app/schema';

export interface CredentialValues {
  email?: string;
  password: string;
  passwordRepeat: string;
}

export type CredentialErrors = Partial<Record<keyof CredentialValues, string>>;

/** Spec §5: e-mail pattern, password strength, repeat equals password (English messages; the page translates). */
export function validateCredentials(values: CredentialValues): CredentialErrors {
  const errors: CredentialErrors = {};
  if (values.email !== undefined && !EMAIL_PATTERN.test(values.email.trim())) errors.email = MESSAGES.email;
  if (!PASSWORD_PATTERN.test(values.password)) errors.password = MESSAGES.password;
  if (values.password !== values.passwordRepeat) errors.passwordRepeat = MESSAGES.passwordRepeat;
  return errors;
}

/** Spec §5: a reset link needs both secret and userId. */
export function resetLinkParams(search: string): { secret: string; userId: string } | null {
  const params = new URLSearchParams(search);
  const secret = params.get('secret');
  const userId = params.get('userId');
  return secret && userId ? { secret, userId } : null;
}
