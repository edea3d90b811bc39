import { useCallback } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

export type CachedT = (key: string, options?: Record<string, string | number>) => string;

const caches = new WeakMap<I18n, Map<string, string>>();

function cacheOf(i18n: I18n): Map<string, string> {
  let cache = caches.get(i18n);
  if (!cache) {
    const fresh = new Map<string, string>();
    // A translation map loaded later (or a language switch) makes remembered texts stale.
    i18n.on('added', () => fresh.clear());
    i18n.on('languageChanged', () => fresh.clear());
    caches.set(i18n, fresh);
    cache = fresh;
  }
  return cache;
}

/**
 * t() remembering its answers: long lists (the feed, the story strip) ask for the same few texts dozens of
 * times, and each i18next lookup walks the resource tree and the interpolator.
 */
export function useCachedT(): CachedT {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback<CachedT>(
    (key, options) => {
      const cache = cacheOf(i18n);
      const id = options ? `${language}\u0000${key}\u0000${JSON.stringify(options)}` : `${language}\u0000${key}`;
      let text = cache.get(id);
      if (text === undefined) {
        text = options ? t(key, options) : t(key);
        cache.set(id, text);
      }
      return text;
    },
    [t, i18n, language],
  );
}
