import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@app/ui';

/** The end of a paged list: a spinner while the next page loads, else "Load more" when there is one. */
export function LoadMore({ next, loading, onMore }: { next: string | null; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  if (loading) return <Spinner label={t('Loading')} />;
  if (!next) return null;
  return (
    <div className="console-more">
      <Button variant="secondary" onClick={onMore}>
        {t('Load more')}
      </Button>
    </div>
  );
}
