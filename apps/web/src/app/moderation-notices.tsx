import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { ERRORS } from '@app/schema/errors';
import { Button, Dialog, DialogActions } from '@app/ui';
import { formatDateTime } from '../lib/date-time.ts';
import { parseError } from '../lib/errors.ts';
import { useMe } from '../lib/me.ts';
import { trpc } from '../lib/trpc.ts';
import { translateServerMessage } from '../i18n/server-message.ts';

/** setTimeout's longest wait (about 24.8 days); a longer suspension is read again at the next visit. */
const LONGEST_TIMER = 2 ** 31 - 1;

/**
 * A suspended player's notice, at the top of every page while the suspension runs: until when, and what they
 * can still do (the server refuses their chat, votes and posts with the same words).
 */
export function SuspensionNotice() {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const until = useMe().data?.suspendedUntil ?? null;
  const ends = until ? Date.parse(until) : Number.NaN;
  // When it ends while the page is open, the profile is read again and the notice leaves.
  useEffect(() => {
    const wait = ends - Date.now();
    if (!(wait > 0) || wait > LONGEST_TIMER) return;
    const timer = setTimeout(() => void utils.auth.me.invalidate(), wait + 1000);
    return () => clearTimeout(timer);
  }, [ends, utils]);
  // The server names a suspension only while it runs.
  if (!until) return null;
  return (
    <div className="moderation-notice" role="status">
      <ShieldAlert aria-hidden="true" size={20} />
      <p>{t(ERRORS['account.suspended'], { until: formatDateTime(until, i18n.language) })}</p>
    </div>
  );
}

/** The moderators' warning: shown until the player confirms reading it (user.ackWarning), then gone for good. */
export function WarningDialog() {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const warning = useMe().data?.warning ?? null;
  const ack = trpc.user.ackWarning.useMutation({ onSuccess: () => utils.auth.me.invalidate() });
  if (!warning) return null;
  return (
    <Dialog
      open
      onClose={() => undefined}
      dismissible={false}
      hideClose
      title={t('A warning from the moderators')}
      closeLabel={t('Close')}
    >
      <p className="moderation-warning__when">{formatDateTime(warning.at, i18n.language)}</p>
      <blockquote className="moderation-warning__text" dir="auto">
        {warning.text}
      </blockquote>
      <p>{t('Please keep to the rules of the site: another breach can lead to a suspension or a ban.')}</p>
      {ack.error ? (
        <p className="ui-field__error" role="alert">
          {translateServerMessage(parseError(ack.error))}
        </p>
      ) : null}
      <DialogActions>
        <Button onClick={() => ack.mutate()} disabled={ack.isPending || ack.isSuccess}>
          {t('I understand')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
