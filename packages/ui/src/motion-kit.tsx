import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  AnimatePresence,
  LazyMotion,
  MotionConfig,
  m,
  useIsPresent,
  type FeatureBundle,
  type Variants,
} from 'framer-motion';
import { enterFrom, markFeaturesReady, motionSkipped } from './motion-flags.ts';

/**
 * framer-motion for the app: LazyMotion with the `m` component, AnimatePresence, and the animation features
 * (domAnimation) loaded asynchronously in their own chunk, in idle time. No page imports this module: it
 * arrives through motion.tsx (useMotionKit) on the player's first move, touch or key, so neither the first
 * paint nor a page's start evaluates it. Components take what they need from the kit.
 */
export { AnimatePresence, m, useIsPresent };

let features: FeatureBundle | null = null;
let loading: Promise<FeatureBundle> | null = null;

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });

/** Loads domAnimation once, in idle time; motion.tsx asks as soon as the kit is in, ahead of need. */
export function loadFeatures(): Promise<FeatureBundle> {
  loading ??= idle()
    .then(() => import('./motion-features.ts'))
    .then(
      (r) => {
        features = r.default;
        markFeaturesReady();
        return r.default;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  return loading;
}

/**
 * Where `m` elements animate: LazyMotion (the features synchronously once loaded, else asynchronously) and
 * reduced motion as the player's system asks (transforms jump, fades stay). Skipped motion renders as is.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  if (motionSkipped()) return children;
  return (
    <LazyMotion features={features ?? loadFeatures}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

const BACKDROP: Variants = {
  shown: { opacity: 1, transition: { duration: 0.2 } },
  hidden: { opacity: 0, transition: { duration: 0.15 } },
};
const PANEL: Variants = {
  shown: { opacity: 1, scale: 1, y: 0, transition: { duration: 0.2, ease: 'easeOut' } },
  hidden: { opacity: 0, scale: 0.96, y: 12, transition: { duration: 0.15, ease: 'easeIn' } },
};

/** An element's props, less the animation and drag handlers whose types framer-motion's own replace. */
type LayerProps<T extends 'dialog' | 'div'> = Omit<
  ComponentPropsWithRef<T>,
  'onAnimationStart' | 'onDrag' | 'onDragStart' | 'onDragEnd'
>;
export type DialogElementProps = LayerProps<'dialog'>;
export type PanelElementProps = LayerProps<'div'>;

export interface DialogLayerProps {
  open: boolean;
  onExited?: () => void;
  /** The `<dialog>` itself, drawn as the backdrop over the whole window. */
  backdrop: DialogElementProps;
  panel: PanelElementProps;
  children: ReactNode;
}

/**
 * The dialog's animated layer: fades and rises in, fades out; inert and hidden while it leaves, and only then
 * leaves the page (the modal closes as it goes).
 */
export function DialogLayer({ open, onExited, backdrop, panel, children }: DialogLayerProps) {
  return (
    <MotionScope>
      <AnimatePresence onExitComplete={onExited}>
        {open ? (
          <PresentLayer key="dialog" backdrop={backdrop} panel={panel}>
            {children}
          </PresentLayer>
        ) : null}
      </AnimatePresence>
    </MotionScope>
  );
}

function PresentLayer({ backdrop, panel, children }: Pick<DialogLayerProps, 'backdrop' | 'panel' | 'children'>) {
  const present = useIsPresent();
  return (
    <m.dialog
      {...backdrop}
      variants={BACKDROP}
      initial={enterFrom('hidden')}
      animate="shown"
      exit="hidden"
      inert={!present}
      aria-hidden={present ? undefined : true}
    >
      <m.div {...panel} variants={PANEL}>
        {children}
      </m.div>
    </m.dialog>
  );
}
