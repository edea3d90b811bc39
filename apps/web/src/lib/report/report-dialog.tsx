import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, Select } from '@app/ui';
import { MAX_REPORT_TEXT, type ReportInput, type ReportReason } from '@app/schema';
import { parseError } from '../errors.ts';
import { translateServerMessage } from '../../i18n/server-message.ts';
import { trpc } from '../trpc.ts';
import { useReportWords } from './report-words.ts';
import './report.css';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is reported: a character's line (with its game and text), a character, or a hub post. */
  item: Pick<ReportInput, 'target' | 'id' | 'gameType' | 'message'>;
}

/**
 * Report in the app: the item goes to the moderators' queue with a reason and the player's own words;
 * the player is told it arrived and where to follow it (Profile → Account → Your reports).
 */
export function ReportDialog({ open, onClose, item }: ReportDialogProps) {
  const { t } = useTranslation();
  const send = trpc.report.create.useMutation();
  const utils = trpc.useUtils();
  // No reason is chosen for the player: a preselected one would file reports under the wrong reason.
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const textId = useId();
  const reasons = [
    { value: '', label: t('Choose a reason') },
    ...Object.entries(useReportWords().reasons).map(([value, label]) => ({ value, label })),
  ];
  const close = () => {
    send.reset();
    setText('');
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!reason) return;
    send.mutate(
      { ...item, reason, ...(text.trim() ? { text: text.trim() } : {}) },
      { onSuccess: () => void utils.report.mine.invalidate() },
    );
  };

  return (
    <Dialog open={open} onClose={close} title={t('Report')} closeLabel={t('Close')}>
      {send.isSuccess ? (
        <>
          <p role="status">
            {t('Thank you. Your report reached the moderators: follow it under Account, Your reports.')}
          </p>
          <DialogActions>
            <Button onClick={close}>{t('Close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form
          className="report-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {item.message ? (
            <blockquote className="report-form__quote" dir="auto">
              {item.message}
            </blockquote>
          ) : null}
          <Select
            label={t('What is wrong?')}
            options={reasons}
            value={reason}
            onChange={(v) => setReason(v as ReportReason | '')}
            required
          />
          <div className="ui-field">
            <label htmlFor={textId}>{t('Anything to add (optional)')}</label>
            <textarea
              id={textId}
              className="ui-input report-form__text"
              rows={3}
              maxLength={MAX_REPORT_TEXT}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          {send.error ? (
            <p className="ui-field__error" role="alert">
              {translateServerMessage(parseError(send.error))}
            </p>
          ) : null}
          <DialogActions>
            <Button type="button" variant="secondary" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending || !reason}>
              {t('Send report')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
