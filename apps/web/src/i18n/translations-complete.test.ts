import { describe, expect, it } from 'vitest';
import { ERRORS } from '@app/schema/errors';
import { extractStrings, placeholders, readTranslations, TARGET_LANGUAGES } from '../../scripts/extract-strings.ts';

const extraction = extractStrings();
const pluralCategories = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

describe('interface strings', () => {
  it('finds the strings of the code, including constant tables and pack tags', () => {
    expect(extraction.keys.length).toBeGreaterThan(200);
    expect(extraction.keys).toEqual(
      expect.arrayContaining(['Login Options', 'Choose up to {{count}} poses', 'Login failed', 'God Mode', 'feet']),
    );
    expect(extraction.plurals).toContain('Choose up to {{count}} poses');
  });

  it('takes the messages the server answers players with from the catalogue, as fixed texts or templates', () => {
    expect(extraction.server).toEqual(
      expect.arrayContaining([
        'Upgrade your tier to interact with this character',
        'This character is for a higher tier. Upgrade to play.',
        'FreeStyle mode needs a Basic Pass or higher',
        'No custom messages left today',
        'Please log in',
        'Your session has expired. Please reload the page.',
        'Please enter a valid email address',
        'Messages are limited to {{limit}} characters',
        'This location unlocks at level {{unlockLevel}}',
        '{{field}} is required',
      ]),
    );
    expect(extraction.keys).toEqual(expect.arrayContaining(extraction.server));
    expect(extraction.plurals).toContain(
      'Too many failed login attempts for this account. Please wait {{count}} seconds and try again.',
    );
    // A server fault is never shown translated (the page shows its own default message).
    expect(extraction.server).not.toContain(ERRORS['server.unavailable']);
  });

  it('the English file stays empty: English text is the key', () => {
    expect(readTranslations('en')).toEqual({});
  });

  describe.each(TARGET_LANGUAGES)('%s', (lang) => {
    const map = readTranslations(lang) ?? {};

    it('translates every key', () => {
      const missing = extraction.keys.filter((key) => typeof map[key] !== 'string' || map[key]!.trim() === '');
      expect(missing, `${lang}.json lacks ${missing.length} keys:\n${missing.join('\n')}`).toEqual([]);
    });

    it('keeps every {{placeholder}}', () => {
      const broken = Object.entries(map)
        .filter(([key, text]) => {
          const base = extraction.plurals.find((p) => key.startsWith(`${p}_`)) ?? key;
          return placeholders(base).join() !== placeholders(text).join();
        })
        .map(([key, text]) => `${key} -> ${text}`);
      expect(broken, `${lang}.json changes placeholders:\n${broken.join('\n')}`).toEqual([]);
    });

    it('gives plural variants for every plural category of the language, or none', () => {
      const incomplete = extraction.plurals.filter((key) => {
        const variants = Object.keys(map)
          .filter((k) => k.startsWith(`${key}_`))
          .map((k) => k.slice(key.length + 1));
        return variants.length > 0 && !pluralCategories(lang).every((c) => variants.includes(c));
      });
      expect(incomplete).toEqual([]);
    });
  });
});
