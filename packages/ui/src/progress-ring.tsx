import type { ReactNode } from 'react';

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

/**
 * A ring around an avatar: the level badge plus the meter arc. The arc's change and the pulse are CSS
 * transitions and animations (theme.css), so they run on the compositor without a script per frame.
 */
export function ProgressRing({ value, size = 56, stroke = 3, level, label, pulse = null, children }: ProgressRingProps) {
  const share = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className={pulse ? `ui-progress-ring ui-progress-ring--${pulse}` : 'ui-progress-ring'}
      style={{ width: size, height: size }}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
    >
      <svg width={size} height={size} style={{ position: 'absolute', inset: 0, transform: 'rotate(-90deg)' }} aria-hidden="true">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="var(--color-surface-2)" strokeWidth={stroke} />
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
      <div style={{ position: 'absolute', inset: stroke + 1, borderRadius: '50%', overflow: 'hidden', display: 'flex' }}>{children}</div>
      {level === undefined ? null : <span className="ui-progress-ring__level">{level}</span>}
    </div>
  );
}
