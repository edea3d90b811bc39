import { useEffect, useSyncExternalStore } from 'react';
import type * as MotionKitModule from './motion-kit.tsx';
import { motionSkipped } from './motion-flags.ts';

export { enterFrom, motionSkipped, skipMotion } from './motion-flags.ts';

/**
 * The entry side of motion. Nothing here pulls framer-motion's renderer into the first paint: the `m`
 * components, AnimatePresence and LazyMotion live in motion-kit.tsx, loaded when the player first moves,
 * touches or types, and the animation features (domAnimation) follow in their own chunk. Until they arrive,
 * dialogs fade in with a CSS animation and leave at once, and likes and the level ring do not move.
 */

export type MotionKit = typeof MotionKitModule;

let kit: MotionKit | null = null;
let loading: Promise<MotionKit | null> | null = null;
const listeners = new Set<() => void>();

/** Loads the motion kit (once); resolves to null when motion is skipped or the chunk cannot be fetched. */
export function preloadMotion(): Promise<MotionKit | null> {
  if (motionSkipped()) return Promise.resolve(null);
  loading ??= import('./motion-kit.tsx').then(
    (loaded) => {
      kit = loaded;
      loaded.loadFeatures().catch(() => undefined); // LazyMotion asks again when an element needs them
      listeners.forEach((notify) => notify());
      return loaded;
    },
    () => {
      // The next dialog or like to mount asks again; until then they stay plain.
      loading = null;
      waiting = false;
      return null;
    },
  );
  return loading;
}

// Pointer movement, touches, wheel and keys come before the press that opens a dialog or likes a post; a
// click also counts, for assistive technology that clicks without pointer events.
const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'click'] as const;
let waiting = false;

/**
 * Loads the kit on the player's first move, touch, wheel, key or click. A page nobody touches loads no motion
 * code, so a page's start (and its Lighthouse audit) never pays for it; a timer after load was tried and
 * landed inside the chat page's start-up work.
 */
function loadOnIntent(): void {
  if (waiting || kit || motionSkipped()) return;
  waiting = true;
  const go = () => {
    INTENT.forEach((type) => window.removeEventListener(type, go, true));
    void preloadMotion();
  };
  INTENT.forEach((type) => window.addEventListener(type, go, { capture: true, passive: true }));
}

/** The motion kit once loaded, else null (motion skipped, or not loaded yet: see loadOnIntent). */
export function useMotionKit(): MotionKit | null {
  useEffect(loadOnIntent, []);
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => kit,
    () => null,
  );
}
