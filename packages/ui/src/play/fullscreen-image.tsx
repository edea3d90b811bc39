import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { enterFrom, useMotionKit, type MotionKit } from '../motion.tsx';
import './play.css';

export interface FullscreenImageProps {
  src: string | null;
  alt: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * An image shown over the whole screen, scaled to fit; a tap anywhere or Escape closes it. Focus moves to
 * the close button while it is open and returns to the opener afterwards. Once the motion kit is loaded it
 * fades in while the image grows slightly, and fades out; before that it appears and leaves at once.
 */
export function FullscreenImage({ src, alt, closeLabel, onClose }: FullscreenImageProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!src) return;
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      // The close button is the only control: Tab stays on it.
      if (e.key === 'Tab') {
        e.preventDefault();
        close.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [src, onClose]);

  // The image stays shown while the overlay fades out.
  const [shown, setShown] = useState(src);
  if (src && src !== shown) setShown(src);
  // Animated only from a closed state on: switching while open would remount the focused close button.
  const kit = useMotionKit();
  const [animated, setAnimated] = useState(kit !== null);
  if (kit && !src && !animated) setAnimated(true);

  const layer = { src: src ?? shown ?? '', alt, closeLabel, onClose, closeRef: close };
  if (animated && kit) {
    return createPortal(
      <kit.MotionScope>
        <kit.AnimatePresence>{src ? <FullscreenLayer key="image" kit={kit} {...layer} /> : null}</kit.AnimatePresence>
      </kit.MotionScope>,
      document.body,
    );
  }
  if (!src) return null;
  return createPortal(
    <div className="play-fullscreen" role="dialog" aria-modal="true" aria-label={alt} onClick={onClose}>
      <img src={src} alt={alt} />
      <button
        ref={close}
        type="button"
        className="ui-icon-button play-fullscreen__close"
        aria-label={closeLabel}
        onClick={onClose}
      >
        ✕
      </button>
    </div>,
    document.body,
  );
}

interface LayerProps extends Omit<FullscreenImageProps, 'src'> {
  src: string;
  kit: MotionKit;
  closeRef: RefObject<HTMLButtonElement | null>;
}

function FullscreenLayer({ kit, src, alt, closeLabel, onClose, closeRef }: LayerProps) {
  const present = kit.useIsPresent();
  return (
    <kit.m.div
      className="play-fullscreen"
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      aria-hidden={present ? undefined : true}
      inert={!present}
      onClick={onClose}
      initial={enterFrom({ opacity: 0 })}
      animate={{ opacity: 1, transition: { duration: 0.2 } }}
      exit={{ opacity: 0, transition: { duration: 0.15 } }}
    >
      <kit.m.img
        src={src}
        alt={alt}
        initial={enterFrom({ scale: 0.94 })}
        animate={{ scale: 1, transition: { duration: 0.2, ease: 'easeOut' } }}
      />
      <button
        ref={closeRef}
        type="button"
        className="ui-icon-button play-fullscreen__close"
        aria-label={closeLabel}
        onClick={onClose}
      >
        ✕
      </button>
    </kit.m.div>
  );
}
