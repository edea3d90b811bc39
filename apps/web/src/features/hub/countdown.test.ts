import { describe, expect, it } from 'vitest';
import { countdownText } from '@app/game-engine';
import { readTranslations } from '../../../scripts/extract-strings.ts';
import { i18n } from '../../i18n/i18n.ts';
import { countdownLabel } from './countdown.ts';
import { cutText, offersShowMore } from './truncate.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = Date.UTC(2025, 0, 1);
const t = i18n.t.bind(i18n);

describe('hub countdown', () => {
  it.each([
    [2 * DAY + 3 * HOUR + 5 * MIN, '2 days 3 hours left'],
    [1 * DAY + 1 * HOUR, '1 day 1 hour left'],
    [5 * HOUR + 1 * MIN, '5 hours 1 minute left'],
    [42 * MIN + 10_000, '42 minutes left'],
    [30_000, 'Less than a minute left'],
    [0, 'Voting ended'],
    [-DAY, 'Voting ended'],
  ])('%i ms left reads "%s"', (left, text) => {
    expect(countdownLabel(t, now + left, now)).toBe(text);
    expect(countdownLabel(t, now + left, now)).toBe(countdownText(now + left, now));
  });
});

describe('hub countdown in languages with several plural forms', () => {
  const inLanguage = (lang: 'ru' | 'ar') => {
    i18n.addResourceBundle(lang, 'translation', readTranslations(lang) ?? {}, true, true);
    return i18n.getFixedT(lang);
  };

  it.each([
    [2 * DAY + 3 * HOUR, 'Осталось: 2 дня 3 часа'],
    [5 * DAY + 11 * HOUR, 'Осталось: 5 дней 11 часов'],
    [21 * DAY + 1 * HOUR, 'Осталось: 21 день 1 час'],
    [1 * HOUR + 22 * MIN, 'Осталось: 1 час 22 минуты'],
    [25 * MIN + 5_000, 'Осталось: 25 минут'],
  ])('Russian: %i ms left reads "%s"', (left, text) => {
    expect(countdownLabel(inLanguage('ru'), now + left, now)).toBe(text);
  });

  it.each([
    [2 * DAY + 3 * HOUR, 'الوقت المتبقي: 2 يومان 3 ساعات'],
    [11 * DAY + 2 * HOUR, 'الوقت المتبقي: 11 يومًا 2 ساعتان'],
    [1 * DAY + 1 * HOUR, 'الوقت المتبقي: 1 يوم 1 ساعة'],
    [3 * HOUR + 10 * MIN, 'الوقت المتبقي: 3 ساعات 10 دقائق'],
  ])('Arabic: %i ms left reads "%s"', (left, text) => {
    expect(countdownLabel(inLanguage('ar'), now + left, now)).toBe(text);
  });
});

describe('hub text cut', () => {
  it('cuts at 300 characters and offers show more above 100', () => {
    const long = 'a'.repeat(450);
    expect(cutText(long, false)).toHaveLength(301);
    expect(cutText(long, true)).toBe(long);
    expect(offersShowMore('b'.repeat(100))).toBe(false);
    expect(offersShowMore('b'.repeat(101))).toBe(true);
    expect(cutText('short', false)).toBe('short');
  });

  it('cuts before a word rather than through it', () => {
    const words = 'word '.repeat(80);
    const cut = cutText(words, false);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(301);
  });
});
