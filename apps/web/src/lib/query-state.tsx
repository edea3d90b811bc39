import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@app/ui';

/** The loading spinner and the "reload" notice of a list while its query has no data to show. */
export function QueryState({ query }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('Loading')} />;
  if (!query.isError) return null;
  return (
    <div className="list-state">
      <p>{t('An error occurred. Would you like to reload the page?')}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('Reload')}
      </Button>
    </div>
  );
}
