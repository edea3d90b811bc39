import type { Translate } from '../features/landing/landing-view.tsx';

/**
 * The few strings of the first landing page, translated without the app's translation library:
 * `{{name}}` filled in, and a numeric `count` picks the plural form (`key_one`, `key_other`…) as i18next does.
 * An empty or missing translation shows the English key.
 */
export function translator(language: string, map: Record<string, string>): Translate {
  const plural = new Intl.PluralRules(language);
  return (key, params = {}) => {
    const count = params.count;
    const text = (typeof count === 'number' ? map[`${key}_${plural.select(count)}`] : undefined) || map[key] || key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}
