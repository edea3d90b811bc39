import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../features/not-found/index.ts';
import { isLanguage } from '../lib/language-store.ts';

/** A first segment that is not a language code means the route does not exist. */
export function LangGuard({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  if (lang !== undefined && !isLanguage(lang)) return <NotFoundPage />;
  return <>{children}</>;
}
