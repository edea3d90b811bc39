import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Language } from '@app/schema';
import { Spinner } from '@app/ui';
import { languageOfPath, readStoredLanguage, storeLanguage, isLanguage } from '../lib/language-store.ts';
import { currentSession } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import { applyTranslations, onTranslationsChange, speaks } from './i18n.ts';

/** The interface language: the URL segment, else the stored choice, else the token's, else English. */
export function resolveLanguage(pathname: string): Language {
  const fromToken = currentSession().claims?.language;
  return languageOfPath(pathname) ?? readStoredLanguage() ?? (isLanguage(fromToken) ? fromToken : 'en');
}

/** Shows a spinner until the chosen language's translation map has loaded. */
export function I18nGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = resolveLanguage(pathname);
  const utils = trpc.useUtils();
  // The app's tRPC client and query cache; the call carries the language being opened, not the stored one.
  const query = useQuery({
    queryKey: ['translations', language],
    queryFn: (): Promise<Record<string, string>> =>
      utils.client.translation.all.query(undefined, { context: { language } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    // Without a map the English originals still read fine: no error dialog.
    meta: { errorDialog: false },
  });

  useEffect(() => {
    if (languageOfPath(pathname)) storeLanguage(language);
  }, [pathname, language]);

  useEffect(() => {
    if (query.data) applyTranslations(language, query.data);
    // Without a map the English originals still read fine.
    else if (query.isError) applyTranslations(language, {});
  }, [query.data, query.isError, language]);

  const ready = useSyncExternalStore(onTranslationsChange, () => speaks(language));
  if (!ready) return <Spinner full label="Loading" />;
  return <>{children}</>;
}
