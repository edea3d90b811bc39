import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@app/schema';
import { RTL_LANGUAGES } from '@app/schema/constants';
import { queueMissing } from './missing-strings.ts';

/** Keys ARE the English strings, so separators are off and a missing key shows as itself. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  resources: {},
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => queueMissing(key),
});

/** Loads one language's map and switches to it; sets lang and dir on <html>. */
export function applyTranslations(language: Language, map: Record<string, string>): void {
  i18n.addResourceBundle(language, 'translation', map, true, true);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** Whether the interface speaks `language` with its map loaded (what the app waits for before it renders). */
export const speaks = (language: Language): boolean =>
  i18n.language === language && i18n.hasResourceBundle(language, 'translation');

/** Calls `onChange` whenever a map is loaded or the language switches; answers the unsubscribe. */
export function onTranslationsChange(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.store.off('added', onChange);
  };
}
