import { useTranslation } from 'react-i18next';
import { Dialog } from '@app/ui';
import { ConfirmActions } from '../../../lib/confirm-actions.tsx';

interface RestartConfirmProps {
  open: boolean;
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Restarting a conversation clears it: the header's Restart asks first, saying what goes and what stays. */
export function RestartConfirm({ open, name, onCancel, onConfirm }: RestartConfirmProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} title={t('Restart the conversation?')} closeLabel={t('Close')}>
      <p>{t('Your messages with {{name}} are cleared and her affection meter starts again.', { name })}</p>
      <p>{t('Your level and what it unlocked stay. This cannot be undone.')}</p>
      <ConfirmActions onCancel={onCancel} onConfirm={onConfirm}>
        {t('Restart')}
      </ConfirmActions>
    </Dialog>
  );
}
