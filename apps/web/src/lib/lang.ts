import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, readStoredLanguage } from './language-store.ts';

/** Prefixes a path with a language segment ("/app/home" → "/fr/app/home"); leaves external and already-prefixed paths. */
export function withLang(language: string | null, path: string): string {
  if (!language || !path.startsWith('/') || languageOfPath(path)) return path;
  return `/${language}${path === '/' ? '' : path}`;
}

/** The current language: the URL segment, else the stored choice. */
export function useCurrentLanguage(): string | null {
  const { pathname } = useLocation();
  return languageOfPath(pathname) ?? readStoredLanguage();
}

export function useLangPath(): (path: string) => string {
  const language = useCurrentLanguage();
  return useCallback((path: string) => withLang(language, path), [language]);
}
