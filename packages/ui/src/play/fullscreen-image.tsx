import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import './play.css';

export interface FullscreenImageProps {
  src: string | null;
  alt: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * An image shown over the whole screen, scaled to fit; a tap anywhere or Escape closes it. Focus moves to
 * the close button while it is open and returns to the opener afterwards.
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

  if (!src) return null;
  return createPortal(
    <div className="play-fullscreen" role="dialog" aria-modal="true" aria-label={alt} onClick={onClose}>
      <img src={src} alt={alt} />
      <button ref={close} type="button" className="ui-icon-button play-fullscreen__close" aria-label={closeLabel} onClick={onClose}>
        ✕
      </button>
    </div>,
    document.body,
  );
}
