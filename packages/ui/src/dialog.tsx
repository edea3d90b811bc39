import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './button.tsx';
import { useModal } from './modal.ts';
import type { DialogElementProps, PanelElementProps } from './motion-kit.tsx';
import { useMotionKit } from './motion.tsx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the heading and used as the accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children?: ReactNode;
  /** Hidden close button for modals that must be answered (e.g. the location law). */
  hideClose?: boolean;
  closeLabel?: string;
  /** Clicking the backdrop or pressing Escape closes unless false. */
  dismissible?: boolean;
  width?: number;
  className?: string;
  style?: CSSProperties;
  /** Called once the closing animation has finished and the dialog has left the page. */
  onExited?: () => void;
}

/** What takes focus when a dialog opens: its first field, else the browser's choice. */
const FIRST_FIELD = 'input, select, textarea';

/**
 * A modal dialog on the native `<dialog>` (modal.ts): the browser's top layer, the newest on top, the rest of
 * the page inert, focus in (the first field, else the first focusable) and back to the opener when it leaves;
 * Escape and a press on the backdrop ask onClose. Once the motion kit has loaded (the player's first move, touch
 * or key brings it) it fades and rises in and fades out with framer-motion, inert while it leaves; before that
 * it fades in by CSS (theme.css) and leaves at once.
 */
export function Dialog({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  hideClose = false,
  closeLabel = 'Close',
  dismissible = true,
  width,
  className,
  style,
  onExited,
}: DialogProps) {
  const titleId = useId();
  const kit = useMotionKit();
  // A dialog turns animated only after it has closed: switching layers while open would remount its content.
  const [animated, setAnimated] = useState(kit !== null);
  if (kit && !open && !animated) setAnimated(true);
  const Layer = animated ? kit?.DialogLayer : undefined;

  const modal = useModal({ onCancel: dismissible ? onClose : undefined, focus: FIRST_FIELD });

  // Without animation the dialog has left as soon as it closed.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && !Layer) onExited?.();
    wasOpen.current = open;
  }, [open, Layer, onExited]);

  // The <dialog> covers the window and draws the backdrop; the panel sits in it.
  const backdrop: DialogElementProps = {
    ...modal,
    className: 'ui-modal-layer ui-dialog-backdrop',
    'aria-labelledby': title ? titleId : undefined,
    'aria-label': title ? undefined : ariaLabel,
    onMouseDown: (e) => dismissible && e.target === e.currentTarget && onClose(),
  };
  const panel: PanelElementProps = {
    className: ['ui-dialog', className].filter(Boolean).join(' '),
    style: { ...(width ? { maxWidth: width } : {}), ...style },
  };
  const content = (
    <>
      {title ? (
        <h2 id={titleId} className="ui-dialog__title">
          {title}
        </h2>
      ) : null}
      {hideClose ? null : (
        <IconButton label={closeLabel} className="ui-dialog__close" onClick={onClose}>
          ✕
        </IconButton>
      )}
      {children}
    </>
  );

  if (Layer) {
    return createPortal(
      <Layer open={open} onExited={onExited} backdrop={backdrop} panel={panel}>
        {content}
      </Layer>,
      document.body,
    );
  }
  if (!open) return null;
  return createPortal(
    <dialog {...backdrop} className="ui-modal-layer ui-dialog-backdrop ui-dialog-backdrop--css">
      <div {...panel}>{content}</div>
    </dialog>,
    document.body,
  );
}

export function DialogActions({ children }: { children?: ReactNode }) {
  return <div className="ui-dialog__actions">{children}</div>;
}
