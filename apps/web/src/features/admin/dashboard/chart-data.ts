import type { Dashboard } from '@app/schema';
import type { ChartSpec } from './draw-chart.ts';

/** What a chart shows without its title and headings. */
export type ChartData = Omit<ChartSpec, 'kind'>;

/** The four charts of the dashboard in the reader's language: labels and values in order, with their formats. */
export function dashboardCharts(data: Dashboard, language: string, tierName: (tier: number) => string) {
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const hour = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
  const month = new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const currency = data.revenueByMonth[0]?.currency ?? 'USD';
  const money = new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 });
  const moneyCompact = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const count = (n: number) => whole.format(n);
  const short = (n: number) => compact.format(n);

  return {
    turns: {
      labels: data.turnsPerHour.map((h) => hour.format(new Date(h.hour))),
      values: data.turnsPerHour.map((h) => h.turns),
      format: count,
      axisFormat: short,
    } satisfies ChartData,
    paying: {
      labels: data.payingByTier.map((p) => tierName(p.tier)),
      values: data.payingByTier.map((p) => p.players),
      format: count,
      axisFormat: short,
    } satisfies ChartData,
    revenue: {
      labels: data.revenueByMonth.map((m) => monthLabel(m.month, month)),
      values: data.revenueByMonth.map((m) => m.amount),
      format: (n: number) => money.format(n),
      axisFormat: (n: number) => moneyCompact.format(n),
    } satisfies ChartData,
    tokens: {
      labels: data.tokensByTier.map((p) => tierName(p.tier)),
      values: data.tokensByTier.map((p) => p.tokens),
      format: count,
      axisFormat: short,
    } satisfies ChartData,
  };
}

/** "2026-03" as the reader's short month and year; any other text as it is. */
function monthLabel(value: string, format: Intl.DateTimeFormat): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return value;
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
