import { languageOfPath } from './language-store.ts';

/** Prefixes a path with a language segment ("/app/home" → "/fr/app/home"); leaves external and already-prefixed paths. */
export function withLang(language: string | null, path: string): string {
  if (!language || !path.startsWith('/') || languageOfPath(path)) return path;
  return `/${language}${path === '/' ? '' : path}`;
}
