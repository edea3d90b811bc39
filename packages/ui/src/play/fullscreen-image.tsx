import { useEffect } from 'react';
import { createPortal } from 'react-dom';

export interface FullscreenImageProps {
  src: string | null;
  alt: string;
  closeLabel: string;
  onClose: () => void;
}

/** An image shown over the whole screen; a tap anywhere or Escape closes it. */
export function FullscreenImage({ src, alt, closeLabel, onClose }: FullscreenImageProps) {
  useEffect(() => {
    if (!src) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [src, onClose]);

  if (!src) return null;
  return createPortal(
    <div className="play-fullscreen" role="dialog" aria-modal="true" aria-label={alt} onClick={onClose}>
      <img src={src} alt={alt} />
      <button type="button" className="ui-icon-button play-fullscreen__close" aria-label={closeLabel} onClick={onClose}>
        ✕
      </button>
    </div>,
    document.body,
  );
}
