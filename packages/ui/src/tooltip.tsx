import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Spec §9: enter 100 ms, touch (long press) 700 ms, leave after touch 1500 ms. */
export const TOOLTIP_DELAYS = { enter: 100, touch: 700, leaveTouch: 1500 } as const;

export interface TooltipProps {
  text: ReactNode;
  children: ReactNode;
  className?: string;
  /** Makes the anchor itself a keyboard stop (for a hint on something that is not a control). */
  focusable?: boolean;
}

interface Placement {
  x: number;
  y: number;
  below: boolean;
}

/** Where the bubble goes: centred over the anchor (kept inside the viewport), below it near the top edge. */
function placementOf(anchor: HTMLElement): Placement {
  const rect = anchor.getBoundingClientRect();
  const margin = 112;
  const width = window.innerWidth || rect.right;
  const x = Math.min(
    Math.max(rect.left + rect.width / 2, Math.min(margin, width / 2)),
    Math.max(width - margin, width / 2),
  );
  const below = rect.top < 48;
  return { x, y: below ? rect.bottom : rect.top, below };
}

/**
 * A hint bubble shown on hover or focus after 100 ms, on a long press after 700 ms, and hidden 1500 ms after
 * the touch ends. It is drawn in a portal with fixed placement so scrolling containers do not clip it.
 */
export function Tooltip({ text, children, className, focusable = false }: TooltipProps) {
  const [placement, setPlacement] = useState<Placement | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };
  const show = () => anchor.current && setPlacement(placementOf(anchor.current));
  const hide = () => setPlacement(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span
      ref={anchor}
      className={['ui-tooltip-anchor', className].filter(Boolean).join(' ')}
      aria-describedby={placement ? id : undefined}
      tabIndex={focusable ? 0 : undefined}
      onMouseEnter={() => later(show, TOOLTIP_DELAYS.enter)}
      onMouseLeave={() => later(hide, 0)}
      onFocus={() => later(show, TOOLTIP_DELAYS.enter)}
      onBlur={() => later(hide, 0)}
      onTouchStart={() => later(show, TOOLTIP_DELAYS.touch)}
      onTouchEnd={() => later(hide, TOOLTIP_DELAYS.leaveTouch)}
    >
      {children}
      {placement
        ? createPortal(
            <span
              role="tooltip"
              id={id}
              className={placement.below ? 'ui-tooltip ui-tooltip--below' : 'ui-tooltip'}
              style={{ left: placement.x, top: placement.y }}
            >
              {text}
            </span>,
            document.body,
          )
        : null}
    </span>
  );
}
