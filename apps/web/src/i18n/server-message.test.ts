import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { matchTemplate, translateServerMessage } from './server-message.ts';

const KEYS = [
  '{{field}} is required',
  '{{field}} is too long (at most {{max}} characters)',
  '{{field}} is too long (at most 64 characters)',
  'Too many failed login attempts for this account. Please wait {{count}} seconds and try again.',
  'Too many failed login attempts for this account. Please wait {{count}} seconds and try again._few',
  'Messages are limited to 200 characters',
];

describe('server message templates', () => {
  it('reads the values a message holds, whole numbers as numbers', () => {
    expect(matchTemplate('email is required', KEYS)).toEqual({
      key: '{{field}} is required',
      values: { field: 'email' },
    });
    expect(
      matchTemplate('Too many failed login attempts for this account. Please wait 12 seconds and try again.', KEYS),
    ).toEqual({ key: KEYS[3], values: { count: 12 } });
  });

  it('prefers the most specific template and ignores plural variants and plain keys', () => {
    expect(matchTemplate('userId is too long (at most 64 characters)', KEYS)?.key).toBe(
      '{{field}} is too long (at most 64 characters)',
    );
    expect(matchTemplate('tag is too long (at most 40 characters)', KEYS)).toEqual({
      key: KEYS[1],
      values: { field: 'tag', max: 40 },
    });
    expect(matchTemplate('Messages are limited to 300 characters', KEYS)).toBeNull();
    expect(matchTemplate('Something else entirely', KEYS)).toBeNull();
    expect(matchTemplate('Mila: hello', ['{{name}}: {{text}}', '{{value}}'])).toBeNull();
  });
});

describe('translateServerMessage', () => {
  afterEach(() => {
    i18n.removeResourceBundle('ru', 'translation');
    void i18n.changeLanguage('en');
  });

  it('translates a known message, fills a translated template with plural forms, and keeps an unknown message', async () => {
    i18n.addResourceBundle('ru', 'translation', {
      'Please log in': 'Войдите в аккаунт',
      '{{field}} is required': 'Поле «{{field}}» обязательно',
      'Wait {{count}} seconds': 'Подождите {{count}} секунд',
      'Wait {{count}} seconds_one': 'Подождите {{count}} секунду',
      'Wait {{count}} seconds_few': 'Подождите {{count}} секунды',
      'Wait {{count}} seconds_many': 'Подождите {{count}} секунд',
      'Wait {{count}} seconds_other': 'Подождите {{count}} секунды',
    });
    await i18n.changeLanguage('ru');
    expect(translateServerMessage('Please log in')).toBe('Войдите в аккаунт');
    expect(translateServerMessage('email is required')).toBe('Поле «email» обязательно');
    expect(translateServerMessage('Wait 3 seconds')).toBe('Подождите 3 секунды');
    expect(translateServerMessage('Wait 21 seconds')).toBe('Подождите 21 секунду');
    expect(translateServerMessage('Wait 25 seconds')).toBe('Подождите 25 секунд');
    expect(translateServerMessage('A brand new server message')).toBe('A brand new server message');
  });

  it('shows English messages as the server wrote them', async () => {
    await i18n.changeLanguage('en');
    expect(
      translateServerMessage('Too many failed login attempts for this account. Please wait 1 second and try again.'),
    ).toBe('Too many failed login attempts for this account. Please wait 1 second and try again.');
  });
});
