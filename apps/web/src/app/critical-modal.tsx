import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HubPost } from '@app/schema';
import { Button, Dialog, DialogActions } from '@app/ui';
import { dismissCritical } from '../lib/critical.ts';
import { SafeMarkdown } from '../lib/safe-markdown.tsx';

/**
 * The critical notification: markdown with an OK button; OK dismisses it for good at once, and the shell
 * lets it go (onOk) once it has faded out.
 */
export function CriticalModal({ post, onOk }: { post: HubPost; onOk: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const close = () => {
    dismissCritical(post._id);
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={close} onExited={onOk} ariaLabel={t('Notice')} closeLabel={t('Close')}>
      <SafeMarkdown>{post.descriptionTrans ?? post.description}</SafeMarkdown>
      <DialogActions>
        <Button onClick={close}>{t('OK')}</Button>
      </DialogActions>
    </Dialog>
  );
}
