import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions } from '@app/ui';

/** Spec §9: the copy confirmation shows for 1.5 s. */
export const COPIED_MS = 1500;

export function ShowIdDialog({ open, onClose, userId }: { open: boolean; onClose: () => void; userId: string | null }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(userId ?? '');
      setCopied(true);
    } catch {
      // Clipboard blocked: the id stays on screen to copy by hand.
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('Your ID')} closeLabel={t('Close')}>
      <p>
        <code className="user-id">{userId ?? t('User ID not found')}</code>
      </p>
      {copied ? <p role="status">{t('ID copied!')}</p> : null}
      <DialogActions>
        <Button onClick={() => void copy()} disabled={!userId}>
          {t('Copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
