import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions } from '@app/ui';
import { criticalToShow, dismissCritical, readDismissedCritical } from '../lib/critical.ts';
import { SafeMarkdown } from '../lib/safe-markdown.tsx';
import { useMe } from '../lib/me.ts';
import { trpc } from '../lib/trpc.ts';

/** The critical notification (hub.critical): markdown with an OK button, shown until dismissed. */
export function CriticalModal() {
  const { t } = useTranslation();
  const me = useMe();
  const critical = trpc.hub.critical.useQuery(undefined, { staleTime: 300_000, retry: false });
  const [dismissed, setDismissed] = useState(readDismissedCritical);
  const post = me.isSuccess ? criticalToShow(critical.data, me.data, dismissed) : null;
  if (!post) return null;
  const ok = () => {
    dismissCritical(post._id);
    setDismissed(readDismissedCritical());
  };
  return (
    <Dialog open onClose={ok} ariaLabel={t('Notice')} closeLabel={t('Close')}>
      <SafeMarkdown>{post.descriptionTrans ?? post.description}</SafeMarkdown>
      <DialogActions>
        <Button onClick={ok}>{t('OK')}</Button>
      </DialogActions>
    </Dialog>
  );
}
