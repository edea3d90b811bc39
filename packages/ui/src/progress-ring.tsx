import { motion } from 'framer-motion';
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

/** A ring around an avatar: the level badge plus the meter arc, animated as it changes. */
export function ProgressRing({ value, size = 56, stroke = 3, level, label, pulse = null, children }: ProgressRingProps) {
  const share = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const pulseAnimation =
    pulse === 'up' ? { scale: [1, 1.12, 1] } : pulse === 'down' ? { scale: [1, 0.92, 1], filter: ['grayscale(0)', 'grayscale(1)', 'grayscale(0)'] } : { scale: 1 };
  return (
    <motion.div
      className="ui-progress-ring"
      style={{ width: size, height: size }}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      animate={pulseAnimation}
      transition={{ duration: 0.6 }}
    >
      <svg width={size} height={size} style={{ position: 'absolute', inset: 0, transform: 'rotate(-90deg)' }} aria-hidden="true">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="var(--color-surface-2)" strokeWidth={stroke} />
        <motion.circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          initial={false}
          animate={{ strokeDashoffset: circumference * (1 - share) }}
          transition={{ duration: 0.6, ease: 'easeOut' }}
        />
      </svg>
      <div style={{ position: 'absolute', inset: stroke + 1, borderRadius: '50%', overflow: 'hidden', display: 'flex' }}>{children}</div>
      {level === undefined ? null : <span className="ui-progress-ring__level">{level}</span>}
    </motion.div>
  );
}
