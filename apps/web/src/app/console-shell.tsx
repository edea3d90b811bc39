import { useTranslation } from 'react-i18next';
import { CONSOLE_ROLE } from '@app/schema';
import { Spinner } from '@app/ui';
import { ConsoleLayout } from '../features/admin/index.ts';
import { NotFoundPage } from '../features/not-found/index.ts';
import { useMe } from '../lib/me.ts';
import { LangGuard } from './lang-guard.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/**
 * The operator's console (/{lang}/admin): moderators and admins get its layout; anyone else the Not Found
 * page, as for any path that does not exist (the server refuses every console call anyway).
 */
export function ConsoleShell() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <Spinner full label={t('Loading')} />;
  if ((me.data?.role ?? 0) < CONSOLE_ROLE.read) return <NotFoundPage />;
  return (
    <LangGuard>
      <SkipLink />
      <ConsoleLayout mainId={MAIN_ID} />
    </LangGuard>
  );
}
