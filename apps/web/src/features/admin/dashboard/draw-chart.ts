import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** What a chart draws: one value per category (an hour, a tier, a month), in order. */
export interface ChartSpec {
  kind: 'line' | 'bars';
  labels: readonly string[];
  values: readonly number[];
  /** A value as the pointer's readout says it. */
  format: (value: number) => string;
  /** A value on the vertical axis (shorter: compact numbers). */
  axisFormat: (value: number) => string;
}

const HEIGHT = 170;

/** A colour of the theme with an alpha, for the area under a line (the theme's colours are #rrggbb). */
function translucent(color: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alpha}` : color;
}

/**
 * Draws a small chart into `host` with uPlot (canvas), sized to the host's width and redrawn as it
 * changes; a line under the chart reads out the value under the pointer. Returns the clean-up.
 */
export function drawChart(host: HTMLElement, spec: ChartSpec): () => void {
  const css = getComputedStyle(host);
  const theme = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const accent = theme('--color-accent', '#ff3d8b');
  const muted = theme('--color-text-muted', '#bfa6bd');
  const border = theme('--color-border', '#4a2a52');
  const font = `12px ${css.fontFamily}`;

  const readout = document.createElement('p');
  readout.className = 'ops-chart__readout';
  const showReadout = (u: uPlot) => {
    const i = u.cursor.idx;
    const value = i == null ? undefined : spec.values[i];
    readout.textContent = i == null || value === undefined ? '\u00a0' : `${spec.labels[i]}: ${spec.format(value)}`;
  };

  const options: uPlot.Options = {
    width: Math.max(host.clientWidth, 160),
    height: HEIGHT,
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
    },
    series: [
      {},
      {
        stroke: accent,
        width: 2,
        fill: translucent(accent, spec.kind === 'bars' ? 'cc' : '33'),
        points: { show: spec.kind === 'line' ? false : undefined },
        ...(spec.kind === 'bars' ? { paths: uPlot.paths.bars?.({ size: [0.6, 56] }) } : {}),
      },
    ],
    axes: [
      {
        stroke: muted,
        font,
        grid: { show: false },
        ticks: { stroke: border, width: 1, size: 4 },
        incrs: [1, 2, 3, 4, 6, 12],
        space: 44,
        values: (_u, splits) => splits.map((i) => spec.labels[i] ?? ''),
      },
      {
        stroke: muted,
        font,
        size: 52,
        grid: { stroke: border, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((v) => spec.axisFormat(v)),
      },
    ],
    hooks: { setCursor: [showReadout] },
  };

  const plot = new uPlot(options, [spec.labels.map((_, i) => i), [...spec.values]], host);
  readout.textContent = '\u00a0';
  host.append(readout);
  const observer = new ResizeObserver(() => {
    if (host.clientWidth > 0) plot.setSize({ width: host.clientWidth, height: HEIGHT });
  });
  observer.observe(host);
  return () => {
    observer.disconnect();
    plot.destroy();
    readout.remove();
  };
}
