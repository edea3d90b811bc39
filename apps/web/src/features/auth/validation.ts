import { EMAIL_PATTERN, PASSWORD_PATTERN } from '@app/schema/constants';
import { ERRORS } from '@app/schema/errors';
import { mailLinkSources } from './mail-link.ts';

export interface CredentialValues {
  email?: string;
  password: string;
  passwordRepeat: string;
}

export type CredentialErrors = Partial<Record<keyof CredentialValues, string>>;

/** Spec §5: e-mail pattern, password strength, repeat equals password (English messages; the page translates). */
export function validateCredentials(values: CredentialValues): CredentialErrors {
  const errors: CredentialErrors = {};
  if (values.email !== undefined && !EMAIL_PATTERN.test(values.email.trim())) errors.email = ERRORS['auth.email'];
  if (!PASSWORD_PATTERN.test(values.password)) errors.password = ERRORS['auth.password'];
  if (values.password !== values.passwordRepeat) errors.passwordRepeat = ERRORS['auth.passwordRepeat'];
  return errors;
}

/** The parameters of a reset or verification link. */
export const LINK_KEYS = ['secret', 'userId'] as const;

/** secret and userId from the fragment (links now carry them there), else from the query (links sent before). */
function linkParts(search: string, hash: string): { secret: string; userId: string } | null {
  for (const params of mailLinkSources(search, hash)) {
    const secret = params.get('secret');
    const userId = params.get('userId');
    if (secret && userId) return { secret, userId };
  }
  return null;
}

/** Spec §5: a reset link needs both secret and userId (`#secret=…&userId=…`, or the query of links sent before). */
export function resetLinkParams(search: string, hash = ''): { secret: string; userId: string } | null {
  return linkParts(search, hash);
}

/** A verification link's parts (`/verify-email#userId=…&secret=…`), or null when one is missing. */
export function verifyLinkParams(search: string, hash = ''): { userId: string; secret: string } | null {
  return linkParts(search, hash);
}
