import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { translateServerMessage } from './server-message.ts';

const LOGIN_WAIT = 'Too many failed login attempts for this account. Please wait {{count}} seconds and try again.';
const wait = (count: number) => ({
  message: `(the server's English for ${count})`,
  ref: { key: 'rate.loginAccount' as const, params: { count } },
});

describe('translateServerMessage', () => {
  afterEach(() => {
    i18n.removeResourceBundle('ru', 'translation');
    void i18n.changeLanguage('en');
  });

  it('translates by key with the parameters filled in, the plural form picked by count', async () => {
    i18n.addResourceBundle('ru', 'translation', {
      'Please log in': 'Войдите в аккаунт',
      '{{field}} is required': 'Поле «{{field}}» обязательно',
      [`${LOGIN_WAIT}_one`]: 'Подождите {{count}} секунду',
      [`${LOGIN_WAIT}_few`]: 'Подождите {{count}} секунды',
      [`${LOGIN_WAIT}_many`]: 'Подождите {{count}} секунд',
      [`${LOGIN_WAIT}_other`]: 'Подождите {{count}} секунды',
    });
    await i18n.changeLanguage('ru');
    expect(translateServerMessage({ message: 'Please log in', ref: { key: 'auth.loginRequired', params: {} } })).toBe(
      'Войдите в аккаунт',
    );
    expect(
      translateServerMessage({
        message: 'email is required',
        ref: { key: 'field.required', params: { field: 'email' } },
      }),
    ).toBe('Поле «email» обязательно');
    expect(translateServerMessage(wait(3))).toBe('Подождите 3 секунды');
    expect(translateServerMessage(wait(21))).toBe('Подождите 21 секунду');
    expect(translateServerMessage(wait(25))).toBe('Подождите 25 секунд');
  });

  it('shows a keyed message the map lacks in English, filled in', async () => {
    i18n.addResourceBundle('ru', 'translation', {});
    await i18n.changeLanguage('ru');
    expect(translateServerMessage({ message: 'x', ref: { key: 'game.poseLocked', params: { unlockLevel: 4 } } })).toBe(
      'This pose unlocks at level 4',
    );
  });

  it('translates a message without a key when the map holds it, else shows it as is', async () => {
    i18n.addResourceBundle('ru', 'translation', { 'Sign-in failed. Please try again.': 'Вход не удался.' });
    await i18n.changeLanguage('ru');
    expect(translateServerMessage({ message: 'Sign-in failed. Please try again.' })).toBe('Вход не удался.');
    expect(translateServerMessage({ message: 'A brand new server message', ref: null })).toBe(
      'A brand new server message',
    );
  });

  it('shows English messages as the server writes them, singular included', async () => {
    await i18n.changeLanguage('en');
    expect(translateServerMessage(wait(1))).toBe(
      'Too many failed login attempts for this account. Please wait 1 second and try again.',
    );
    expect(translateServerMessage(wait(2))).toBe(
      'Too many failed login attempts for this account. Please wait 2 seconds and try again.',
    );
  });

  it("shows a suspension's end as a date and time in the player's language, not as the server's ISO time", async () => {
    const until = '2026-12-01T18:30:00.000Z';
    const suspended = { message: 'x', ref: { key: 'account.suspended' as const, params: { until } } };
    await i18n.changeLanguage('en');
    const english = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse(until),
    );
    expect(translateServerMessage(suspended)).toBe(
      `Your account is suspended until ${english}. You can read, but not chat, vote or post until then.`,
    );
    i18n.addResourceBundle('ru', 'translation', {
      'Your account is suspended until {{until}}. You can read, but not chat, vote or post until then.':
        'Аккаунт заблокирован до {{until}}.',
    });
    await i18n.changeLanguage('ru');
    const russian = new Intl.DateTimeFormat('ru', { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse(until),
    );
    expect(translateServerMessage(suspended)).toBe(`Аккаунт заблокирован до ${russian}.`);
  });
});
