import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from './draw-chart.ts';

/**
 * Charts draw on a canvas with Path2D (uPlot); where the browser has neither (jsdom in tests) only the
 * table of numbers is shown.
 */
function canDrawCharts(): boolean {
  return typeof window.Path2D === 'function' && typeof window.matchMedia === 'function';
}

export interface ChartProps extends ChartSpec {
  title: string;
  /** The table's column headings: what a category is (Hour, Tier, Month) and what the value is. */
  labelHeading: string;
  valueHeading: string;
}

/**
 * A small chart with its numbers: the canvas is hidden from screen readers, the table under it (folded
 * under "Numbers" where the chart is drawn) says every value. uPlot loads with the first chart.
 */
export function Chart({ title, labelHeading, valueHeading, ...spec }: ChartProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const drawable = canDrawCharts() && spec.values.length > 0;
  const { kind, labels, values, format, axisFormat } = spec;

  useEffect(() => {
    const node = host.current;
    if (!node || !drawable) return;
    let clean: (() => void) | undefined;
    let gone = false;
    void import('./draw-chart.ts').then(({ drawChart }) => {
      if (!gone) clean = drawChart(node, { kind, labels, values, format, axisFormat });
    });
    return () => {
      gone = true;
      clean?.();
    };
  }, [drawable, kind, labels, values, format, axisFormat]);

  return (
    <figure className="card ops-chart">
      <figcaption className="ops-chart__title">{title}</figcaption>
      {drawable ? <div ref={host} className="ops-chart__canvas" dir="ltr" aria-hidden="true" /> : null}
      {values.length === 0 ? <p className="muted">{t('No data yet')}</p> : null}
      {values.length > 0 ? (
        <details className="ops-chart__numbers" open={!drawable}>
          <summary>{t('Numbers')}</summary>
          <table className="ops-chart__table">
            <caption className="ui-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col">{valueHeading}</th>
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={`${label}-${i}`}>
                  <th scope="row">{label}</th>
                  <td>{format(values[i] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
