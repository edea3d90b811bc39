import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Steps of the value axis: 1, 2, 5, 10, 20, 50… */
const WHOLE_STEPS = Array.from({ length: 13 }, (_, k) => [1, 2, 5].map((m) => m * 10 ** k)).flat();

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
/** Up to this many bars, every bar is labelled. */
const FEW = 6;

/** About how wide a label is in the 12px font (CSS pixels). */
const labelWidth = (label: string) => label.length * 6.2 + 10;

/** A label too wide for its bar breaks at its middle space ("Basic Pass" over two lines). */
function fitLabel(label: string, room: number): string {
  if (labelWidth(label) <= room || !label.includes(' ')) return label;
  const middle = label.length / 2;
  const spaces = [...label].flatMap((c, i) => (c === ' ' ? [i] : []));
  const at = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return `${label.slice(0, at)}\n${label.slice(at + 1)}`;
}

/** A colour of the theme with an alpha, for the area under a line (the theme's colours are #rrggbb). */
function translucent(color: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alpha}` : color;
}

/**
 * Draws a small chart into `host` with uPlot (canvas), sized to the host's width and redrawn as it
 * changes; a label in its corner reads out the value under the pointer. Returns the clean-up.
 */
export function drawChart(host: HTMLElement, spec: ChartSpec): () => void {
  const css = getComputedStyle(host);
  const theme = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const accent = theme('--color-accent', '#ff3d8b');
  const muted = theme('--color-text-muted', '#bfa6bd');
  const border = theme('--color-border', '#4a2a52');
  const font = `12px ${css.fontFamily}`;

  const categoryAxis: uPlot.Axis = {
    stroke: muted,
    font,
    grid: { show: false },
    ticks: { stroke: border, width: 1, size: 4 },
  };

  const readout = document.createElement('p');
  readout.className = 'ops-chart__readout';
  const showReadout = (u: uPlot) => {
    const i = u.cursor.idx;
    const value = i == null ? undefined : spec.values[i];
    readout.textContent = i == null || value === undefined ? '' : `${spec.labels[i]}: ${spec.format(value)}`;
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
      spec.kind === 'bars' && spec.labels.length <= FEW
        ? {
            ...categoryAxis,
            // A few bars: each keeps its label, on two lines where the bar is too narrow for one.
            splits: () => spec.labels.map((_, i) => i),
            size: (_u, values) => (values?.some((v) => String(v).includes('\n')) ? 44 : 30),
            values: (u, splits) =>
              splits.map((i) => fitLabel(spec.labels[i] ?? '', u.bbox.width / uPlot.pxRatio / spec.labels.length)),
          }
        : {
            ...categoryAxis,
            size: 30,
            incrs: [1, 2, 3, 4, 6, 12],
            // Room for the longest label, so neighbours never overlap.
            space: Math.max(36, ...spec.labels.map(labelWidth)),
            values: (_u, splits) => splits.map((i) => spec.labels[i] ?? ''),
          },
      {
        stroke: muted,
        font,
        // As wide as its longest value ("750 US$" in Arabic is wider than "$750").
        size: (_u, values) => Math.max(40, ...(values ?? []).map((v) => labelWidth(String(v)))),
        grid: { stroke: border, width: 1 },
        ticks: { show: false },
        // Counts of players, turns and tokens, and whole amounts: no 0.3 of a player on an empty chart.
        incrs: WHOLE_STEPS,
        values: (_u, splits) => splits.map((v) => spec.axisFormat(v)),
      },
    ],
    hooks: { setCursor: [showReadout] },
  };

  const plot = new uPlot(options, [spec.labels.map((_, i) => i), [...spec.values]], host);
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
