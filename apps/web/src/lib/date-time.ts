// Building a formatter costs far more than using one: one per language.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: string): Intl.DateTimeFormat {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(language, format);
  }
  return format;
}

/** An ISO time as the date and time in the interface language ("27 Nov 2026, 19:50"); the text as is when unreadable. */
export function formatDateTime(iso: string, language: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatterOf(language).format(time);
}

/** An ISO date-time as the server writes it ("2026-11-27T19:50:00.000Z"). */
export const isIsoDateTime = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
