import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec §9: enter 100 ms, touch (long press) 700 ms, leave after touch 1500 ms. */
export const TOOLTIP_DELAYS = { enter: 100, touch: 700, leaveTouch: 1500 } as const;

export interface TooltipProps {
  text: ReactNode;
  children: ReactNode;
}

export function Tooltip({ text, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span
      style={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={() => later(() => setOpen(true), TOOLTIP_DELAYS.enter)}
      onMouseLeave={() => later(() => setOpen(false), 0)}
      onFocus={() => later(() => setOpen(true), TOOLTIP_DELAYS.enter)}
      onBlur={() => later(() => setOpen(false), 0)}
      onTouchStart={() => later(() => setOpen(true), TOOLTIP_DELAYS.touch)}
      onTouchEnd={() => later(() => setOpen(false), TOOLTIP_DELAYS.leaveTouch)}
    >
      {children}
      {open ? <span role="tooltip" className="ui-tooltip">{text}</span> : null}
    </span>
  );
}
