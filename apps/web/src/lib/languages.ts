import type { Language } from '@app/schema';
import { LANGUAGES } from '@app/schema/constants';

/** Each language in its own name, for the language selects. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  hi: 'हिन्दी',
  vi: 'Tiếng Việt',
  th: 'ไทย',
};

export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: NATIVE_NAMES[value] }));

/** Replaces (or adds) the language segment of a path. */
export function swapLanguage(pathname: string, language: string): string {
  const parts = pathname.split('/');
  if ((LANGUAGES as readonly string[]).includes(parts[1] ?? '')) parts[1] = language;
  else parts.splice(1, 0, language);
  const joined = parts.join('/').replace(/\/$/, '');
  return joined || `/${language}`;
}
