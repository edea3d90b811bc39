import type { Language } from '@app/schema';
import { LANGUAGES } from '@app/schema/constants';

const KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(KEY, language);
}

/** The language segment of a path ("/fr/app/home" → "fr"), or null. */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : null;
}
