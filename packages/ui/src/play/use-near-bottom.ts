import { useEffect, useEffectEvent, useMemo, type RefObject } from 'react';
import { createThrottle, isNearBottom } from './paging.ts';

export interface NearBottomOptions {
  /** Fire when within this many px of the bottom. */
  distance: number;
  /** At most once per this many ms (0: no limit). */
  minIntervalMs?: number;
  enabled: boolean;
  onNearBottom: () => void;
}

function scrollOf(
  target: EventTarget | null,
): { scrollTop: number; clientHeight: number; scrollHeight: number } | null {
  if (!target || target === document || target === window) {
    const el = document.scrollingElement ?? document.documentElement;
    return { scrollTop: el.scrollTop, clientHeight: window.innerHeight, scrollHeight: el.scrollHeight };
  }
  if (target instanceof HTMLElement) return target;
  return null;
}

/**
 * Calls `onNearBottom` when the page, or whichever scroll container holds `ref`, is scrolled near its
 * end. Listens in the capture phase so it works whatever element the app shell scrolls.
 */
export function useNearBottom(
  ref: RefObject<HTMLElement | null>,
  { distance, minIntervalMs = 0, enabled, onNearBottom }: NearBottomOptions,
): void {
  const nearBottom = useEffectEvent(onNearBottom);
  // The gate outlives the effect: `enabled` flips off and on around every load, and a new gate would
  // forget when the last load started (spec §4: at most one load per 2 s).
  const gate = useMemo(() => createThrottle(minIntervalMs), [minIntervalMs]);

  useEffect(() => {
    if (!enabled) return;
    const check = (target: EventTarget | null) => {
      const node = ref.current;
      if (!node) return;
      if (target instanceof HTMLElement && !target.contains(node)) return;
      const scroll = scrollOf(target);
      if (scroll && isNearBottom(scroll, distance) && gate()) nearBottom();
    };
    const onScroll = (event: Event) => check(event.target);
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [ref, distance, gate, enabled]);
}
