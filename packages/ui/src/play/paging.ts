/** Distance in px between the bottom of what is visible and the end of the scrolled content. */
export function distanceToBottom(scroll: { scrollTop: number; clientHeight: number; scrollHeight: number }): number {
  return Math.max(0, scroll.scrollHeight - scroll.scrollTop - scroll.clientHeight);
}

/** True when the view is within `distance` px of the end. */
export function isNearBottom(
  scroll: { scrollTop: number; clientHeight: number; scrollHeight: number },
  distance: number,
): boolean {
  return distanceToBottom(scroll) <= distance;
}

/**
 * A gate that lets a call through at most once per `intervalMs` (the feed loads at most once per
 * 2 s). `now` is injected so the rule can be tested without timers.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}
