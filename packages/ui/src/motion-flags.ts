/* Motion's switches, apart from motion.tsx so the lazily loaded motion-kit.tsx can read them without a circle. */

let featuresReady = false;
let skipped = false;

/**
 * Turns motion off (component tests: jsdom runs no animations): no motion code loads, dialogs open and close
 * at once, and no test waits on an animation.
 */
export function skipMotion(skip = true): void {
  skipped = skip;
}

export const motionSkipped = (): boolean => skipped;

/** Called by motion-kit.tsx once domAnimation is loaded. */
export function markFeaturesReady(): void {
  featuresReady = true;
}

/**
 * The `initial` prop of an element with an enter animation: the given start once the animation features are
 * loaded, else false. An element that mounts before then shows itself at once instead of waiting, invisible,
 * for an enter animation that cannot run yet.
 */
export function enterFrom<T>(initial: T): T | false {
  return featuresReady ? initial : false;
}
