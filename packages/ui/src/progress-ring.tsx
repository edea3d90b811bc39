import type { ReactNode } from 'react';
import type { Variants } from 'framer-motion';
import { useMotionKit } from './motion.tsx';

export interface ProgressRingProps {
  /** 0..1 share of the ring filled (e.g. meter / 30). */
  value: number;
  size?: number;
  stroke?: number;
  /** Level shown in the badge; omitted hides the badge. */
  level?: number;
  label: string;
  /** Briefly pulse (meter rose) or grey-shrink (meter fell). */
  pulse?: 'up' | 'down' | null;
  children?: ReactNode;
}

const PULSE: Variants = {
  rest: { scale: 1 },
  // The ring swells when the meter rose.
  up: { scale: [1, 1.12, 1], transition: { duration: 0.6, ease: 'easeOut' } },
  // It shrinks and turns grey for a moment when the meter fell.
  down: {
    scale: [1, 0.92, 1],
    filter: ['grayscale(0)', 'grayscale(1)', 'grayscale(0)'],
    transition: { duration: 0.6, ease: 'easeOut' },
  },
};

/**
 * A ring around an avatar: the level badge plus the meter arc. The pulse animates scale and filter of the
 * wrapper (framer-motion's `m`, run by the browser's animation engine) once the motion kit is loaded (on the
 * player's first input, which comes before any meter can change); the arc's change stays a CSS transition of
 * stroke-dashoffset (theme.css), which needs no script per frame on an SVG element.
 */
export function ProgressRing({
  value,
  size = 56,
  stroke = 3,
  level,
  label,
  pulse = null,
  children,
}: ProgressRingProps) {
  const kit = useMotionKit();
  const share = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const ring = {
    className: 'ui-progress-ring',
    style: { width: size, height: size },
    role: 'meter',
    'aria-label': label,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': Math.round(share * 100),
  } as const;
  const inside = (
    <>
      <svg
        width={size}
        height={size}
        style={{ position: 'absolute', inset: 0, transform: 'rotate(-90deg)' }}
        aria-hidden="true"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="var(--color-surface-2)"
          strokeWidth={stroke}
        />
        <circle
          className="ui-progress-ring__arc"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
        />
      </svg>
      <div
        style={{ position: 'absolute', inset: stroke + 1, borderRadius: '50%', overflow: 'hidden', display: 'flex' }}
      >
        {children}
      </div>
      {level === undefined ? null : <span className="ui-progress-ring__level">{level}</span>}
    </>
  );
  if (!kit) return <div {...ring}>{inside}</div>;
  return (
    <kit.MotionScope>
      <kit.m.div {...ring} variants={PULSE} initial={false} animate={pulse ?? 'rest'} data-pulse={pulse ?? undefined}>
        {inside}
      </kit.m.div>
    </kit.MotionScope>
  );
}
