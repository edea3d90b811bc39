import { useTranslation } from 'react-i18next';
import type { HubPost } from '@app/schema';
import { Button, Dialog, DialogActions } from '@app/ui';
import { SafeMarkdown } from '../lib/safe-markdown.tsx';

/** The critical notification: markdown with an OK button; OK dismisses it for good. */
export function CriticalModal({ post, onOk }: { post: HubPost; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onOk} ariaLabel={t('Notice')} closeLabel={t('Close')}>
      <SafeMarkdown>{post.descriptionTrans ?? post.description}</SafeMarkdown>
      <DialogActions>
        <Button onClick={onOk}>{t('OK')}</Button>
      </DialogActions>
    </Dialog>
  );
}
