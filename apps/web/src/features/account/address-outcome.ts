import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ERRORS } from '@app/schema/errors';
import { showErrorMessage } from '../../lib/dialogs/index.ts';
import { trpc } from '../../lib/trpc.ts';

/** Marks an interface string for the extractor; the dialog translates the message when it shows it. */
const t = (key: string) => key;

/**
 * What a platform round trip (`?error=`) or the verification link (`?verified=`) reports when it lands
 * on the profile. The discontinued platform's notice carries cause patreon (its dialog offers Subscribe).
 */
export const OUTCOMES: Record<string, { message: string; cause: string }> = {
  patreon: { message: ERRORS['payments.patreonDiscontinued'], cause: 'patreon' },
  'patreon-unavailable': {
    message: t('Patreon sign-in is not available right now. Please try again later.'),
    cause: 'platform',
  },
  'patreon-cancelled': { message: t('Patreon sign-in was cancelled.'), cause: 'platform' },
  subscribestar: { message: t('SubscribeStar did not answer. Please try again in a minute.'), cause: 'platform' },
  'subscribestar-unavailable': {
    message: t('SubscribeStar is not available right now. Please try again later.'),
    cause: 'platform',
  },
  'subscribestar-cancelled': { message: t('Connecting SubscribeStar was cancelled.'), cause: 'platform' },
  'oauth-state': {
    message: t('This sign-in has expired or was started in another browser. Please start it again.'),
    cause: 'platform',
  },
};
const UNKNOWN = { message: t('Sign-in failed. Please try again.'), cause: 'platform' };
const VERIFIED = { message: t('Your email address is verified.'), cause: 'verified' };
const NOT_VERIFIED = {
  message: t('This verification link is invalid or has expired. You can ask for a new one in your account.'),
  cause: 'verified',
};

/** Shows the outcome named in the address once, then removes it from the address. */
export function useAddressOutcome(): void {
  const [params, setParams] = useSearchParams();
  const utils = trpc.useUtils();
  const error = params.get('error');
  const verified = params.get('verified');
  useEffect(() => {
    if (error === null && verified === null) return;
    const outcome = error !== null ? (OUTCOMES[error] ?? UNKNOWN) : verified === '1' ? VERIFIED : NOT_VERIFIED;
    showErrorMessage(outcome.message, outcome.cause);
    if (verified === '1') void utils.auth.me.invalidate();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [error, verified, setParams, utils]);
}
