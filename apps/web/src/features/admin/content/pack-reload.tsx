import { useTranslation } from 'react-i18next';
import { Button } from '@app/ui';
import { showError } from '../../../lib/dialogs/index.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Reloads the configured pack (admins) and says how it went: loaded, or refused with the reason (the old content stays). */
export function PackReload() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const reload = trpc.admin.content.reload.useMutation({
    onSuccess: () => void utils.admin.content.view.invalidate(),
    onError: (error) => showError(error),
  });
  const answer = reload.data;
  return (
    <div className="content-reload">
      <Button variant="secondary" disabled={reload.isPending} onClick={() => reload.mutate()}>
        {reload.isPending ? t('Reloading…') : t('Reload pack')}
      </Button>
      <div role="status" className="content-reload__answer">
        {answer ? (
          <p className={answer.ok ? 'content-reload__ok' : 'content-reload__refused'}>
            <strong>{answer.ok ? t('Pack reloaded') : t('Reload refused: the content loaded before stays.')}</strong>{' '}
            <span dir="auto">{answer.message}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
