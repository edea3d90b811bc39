const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// Building a formatter costs far more than using one: one per language.
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatterOf(language: string): Intl.RelativeTimeFormat {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
    formatters.set(language, format);
  }
  return format;
}

/** "3 hr. ago", "yesterday"... in the interface language; "this minute" under a minute. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  const format = formatterOf(language);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}
