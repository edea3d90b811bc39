import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, type ButtonVariant } from '@app/ui';
import { parseError } from '../../../lib/errors.ts';
import { translateServerMessage } from '../../../i18n/server-message.ts';
import { ReasonField } from './fields.tsx';

export interface ActionButtonProps {
  /** The button's label, also the dialog's submit label unless `submitLabel`. */
  label: string;
  /** The dialog's title (says what and whom). */
  title: string;
  submitLabel?: string;
  /** A destructive action: a danger button in the dialog. */
  danger?: boolean;
  variant?: ButtonVariant;
  /** What the action does, said before the player is touched (a ban's consequence). */
  note?: ReactNode;
  /** The action's own fields (days, tier, role), above the reason. */
  fields?: ReactNode;
  /** False while the own fields are incomplete. */
  ready?: boolean;
  reasonHint?: string;
  /** Runs the action with the reason; the dialog closes when it resolves and shows the refusal when it fails. */
  run: (reason: string) => Promise<unknown>;
}

/** A console action behind a button: a dialog asks the reason (and the action's own fields), then runs it. */
export function ActionButton({
  label,
  title,
  submitLabel,
  danger = false,
  variant = 'secondary',
  note,
  fields,
  ready = true,
  reasonHint,
  run,
}: ActionButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await run(reason.trim());
      setReason('');
      setOpen(false);
    } catch (e) {
      setError(translateServerMessage(parseError(e)));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={close} title={title} closeLabel={t('Close')}>
        <form className="console-form" onSubmit={(e) => void submit(e)}>
          {note ? <p className="console-note">{note}</p> : null}
          {fields}
          <ReasonField value={reason} onChange={setReason} hint={reasonHint} />
          {error ? (
            <p className="ui-field__error" role="alert">
              {error}
            </p>
          ) : null}
          <DialogActions>
            <Button variant="secondary" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button
              type="submit"
              variant={danger ? 'danger' : 'primary'}
              disabled={pending || !ready || !reason.trim()}
            >
              {submitLabel ?? label}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
