import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_RESOLUTIONS, type ConsoleReport, type ReportResolution } from '@app/schema';
import { Button, Dialog } from '@app/ui';
import { ConfirmActions } from '../../../lib/confirm-actions.tsx';
import { parseError } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { translateServerMessage } from '../../../i18n/server-message.ts';
import { DaysField, ReasonField, suspendDays } from '../shared/fields.tsx';
import { useConsoleWords } from '../shared/words.ts';

/** The resolutions a report allows: hiding needs a reported message; warn, suspend and ban need a player. */
function resolutionsOf(report: ConsoleReport): ReportResolution[] {
  return REPORT_RESOLUTIONS.filter((action) => {
    if (action === 'dismiss') return true;
    if (action === 'hide') return report.item.reported !== null;
    return report.playerId !== null;
  });
}

/**
 * Resolving a report: one action, a reason for the log (a warning's reason is what the player reads), the
 * days of a suspension; a ban asks once more. Folded behind "Resolve…" so the queue stays readable.
 */
export function ResolveForm({
  report,
  onResolved,
}: {
  report: ConsoleReport;
  onResolved: (r: ReportResolution) => void;
}) {
  const { t } = useTranslation();
  const { resolutions } = useConsoleWords();
  const utils = trpc.useUtils();
  const resolve = trpc.admin.reports.resolve.useMutation();
  const nameId = useId();
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<ReportResolution | null>(null);
  const [days, setDays] = useState('3');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ready = action !== null && reason.trim() !== '' && (action !== 'suspend' || suspendDays(days) !== null);

  const send = () => {
    if (!action) return;
    const input = { id: report.id, action, reason: reason.trim() };
    resolve.mutate(action === 'suspend' ? { ...input, days: suspendDays(days)! } : input, {
      onSuccess: () => {
        setConfirming(false);
        // The card shows its resolution in place; the list is read again on the next visit.
        void utils.admin.reports.list.invalidate(undefined, { refetchType: 'none' });
        void utils.admin.log.invalidate();
        void utils.admin.players.get.invalidate();
        onResolved(action);
      },
      onError: () => setConfirming(false),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (action === 'ban') setConfirming(true);
    else send();
  };

  if (!open)
    return (
      <div className="console-actions">
        <Button size="sm" onClick={() => setOpen(true)}>
          {t('Resolve…')}
        </Button>
      </div>
    );
  return (
    <form className="console-form console-resolve" onSubmit={submit}>
      <fieldset className="console-choices">
        <legend>{t('Resolve with')}</legend>
        {resolutionsOf(report).map((value) => (
          <label key={value} className="console-choice">
            <input
              type="radio"
              name={nameId}
              value={value}
              checked={action === value}
              onChange={() => setAction(value)}
            />
            <span>{resolutions[value]}</span>
          </label>
        ))}
      </fieldset>
      {action === 'suspend' ? <DaysField value={days} onChange={setDays} /> : null}
      <ReasonField
        value={reason}
        onChange={setReason}
        hint={action === 'warn' ? t('The player reads this reason as the warning.') : undefined}
      />
      {resolve.error ? (
        <p className="ui-field__error" role="alert">
          {translateServerMessage(parseError(resolve.error))}
        </p>
      ) : null}
      <div className="console-actions">
        <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </Button>
        <Button
          size="sm"
          type="submit"
          variant={action === 'ban' ? 'danger' : 'primary'}
          disabled={!ready || resolve.isPending}
        >
          {t('Resolve')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('Ban this player?')}
        closeLabel={t('Close')}
      >
        <p>
          {t(
            'The account is closed at once: the player is signed out and cannot sign in again until a moderator lifts the ban.',
          )}
        </p>
        <ConfirmActions onCancel={() => setConfirming(false)} onConfirm={send} pending={resolve.isPending}>
          {t('Ban')}
        </ConfirmActions>
      </Dialog>
    </form>
  );
}
