import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogActions } from '@app/ui';

interface ConfirmActionsProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** The action is running: its button waits. */
  pending?: boolean;
  /** The action's label. */
  children: ReactNode;
}

/** A confirmation's buttons: Cancel, and the action that cannot be undone. */
export function ConfirmActions({ onCancel, onConfirm, pending = false, children }: ConfirmActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button variant="danger" disabled={pending} onClick={onConfirm}>
        {children}
      </Button>
    </DialogActions>
  );
}
