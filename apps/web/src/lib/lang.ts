import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, readStoredLanguage } from './language-store.ts';
import { withLang } from './with-lang.ts';

export { withLang } from './with-lang.ts';

/** The current language: the URL segment, else the stored choice. */
export function useCurrentLanguage(): string | null {
  const { pathname } = useLocation();
  return languageOfPath(pathname) ?? readStoredLanguage();
}

export function useLangPath(): (path: string) => string {
  const language = useCurrentLanguage();
  return useCallback((path: string) => withLang(language, path), [language]);
}
