import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { useLocation } from 'react-router';
import type { AppRouter } from '@app/api/router';
import type { Language } from '@app/schema';
import { Spinner } from '@app/ui';
import { languageOfPath, readStoredLanguage, storeLanguage, isLanguage } from '../lib/language-store.ts';
import { currentSession } from '../lib/session.ts';
import { requestHeaders, trpcUrl } from '../lib/trpc.ts';
import { applyTranslations } from './i18n.ts';

function fetchTranslations(language: Language): Promise<Record<string, string>> {
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: trpcUrl(), headers: () => ({ ...requestHeaders(), 'x-language': language }) })],
  });
  return client.translation.all.query();
}

/** The interface language: the URL segment, else the stored choice, else the token's, else English. */
export function resolveLanguage(pathname: string): Language {
  const fromToken = currentSession().claims?.language;
  return languageOfPath(pathname) ?? readStoredLanguage() ?? (isLanguage(fromToken) ? fromToken : 'en');
}

/** Shows a spinner until the chosen language's translation map has loaded. */
export function I18nGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = resolveLanguage(pathname);
  const [applied, setApplied] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['translations', language],
    queryFn: () => fetchTranslations(language),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

  useEffect(() => {
    if (languageOfPath(pathname)) storeLanguage(language);
  }, [pathname, language]);

  useEffect(() => {
    if (query.data) {
      applyTranslations(language, query.data);
      setApplied(language);
    } else if (query.isError) {
      // Without a map the English originals still read fine.
      applyTranslations(language, {});
      setApplied(language);
    }
  }, [query.data, query.isError, language]);

  if (applied !== language) return <Spinner full label="Loading" />;
  return <>{children}</>;
}
