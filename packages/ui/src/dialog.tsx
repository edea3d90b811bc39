import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './button.tsx';
import type { LayerElementProps } from './motion-kit.tsx';
import { useMotionKit } from './motion.tsx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the heading and used as the accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children?: ReactNode;
  /** Hidden close button for modals that must be answered (e.g. the age gate). */
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

/** The panels of the open modal dialogs, the newest on top. */
const openPanels: HTMLElement[] = [];
const INERT_MARK = 'data-ui-inert';

/** A modal of the page's own (the age gate) that must stay answerable: it shows above every dialog. */
const PAGE_MODAL = '[aria-modal="true"]:not(.ui-dialog)';

/**
 * Everything on the page but the top dialog is inert (not clickable, not focusable, hidden from screen
 * readers), as a native modal <dialog> would make it, except a part of the page holding its own modal (the
 * age gate, drawn above the dialogs); what this made inert is given back once no dialog is open.
 */
function syncInertBackground(): void {
  const top = openPanels.at(-1);
  for (const child of Array.from(document.body.children)) {
    const background = top !== undefined && !child.contains(top) && child.querySelector(PAGE_MODAL) === null;
    if (background) {
      if (!child.hasAttribute('inert')) child.setAttribute(INERT_MARK, '');
      child.setAttribute('inert', '');
    } else if (child.hasAttribute(INERT_MARK)) {
      child.removeAttribute('inert');
      child.removeAttribute(INERT_MARK);
    }
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and is trapped, the rest of the page is inert, Escape closes, focus returns to
 * the opener on close. Once
 * the motion kit has loaded (the player's first move, touch or key brings it) it fades and rises in and fades
 * out with framer-motion, inert while it leaves; before that it fades in by CSS (theme.css) and leaves at once.
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
  const ref = useRef<HTMLDivElement>(null);
  const kit = useMotionKit();
  // A dialog turns animated only after it has closed: switching layers while open would remount its content.
  const [animated, setAnimated] = useState(kit !== null);
  if (kit && !open && !animated) setAnimated(true);
  const Layer = animated ? kit?.DialogLayer : undefined;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const node = ref.current;
    if (node) {
      openPanels.push(node);
      syncInertBackground();
    }
    const first =
      node?.querySelector<HTMLElement>('input, select, textarea') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    return () => {
      if (node) {
        openPanels.splice(openPanels.indexOf(node), 1);
        syncInertBackground();
      }
      opener?.focus?.();
    };
  }, [open]);

  // Without animation the dialog has left as soon as it closed.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && !Layer) onExited?.();
    wasOpen.current = open;
  }, [open, Layer, onExited]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  const backdrop: LayerElementProps = {
    className: 'ui-dialog-backdrop',
    onMouseDown: (e) => dismissible && e.target === e.currentTarget && onClose(),
  };
  const panel: LayerElementProps = {
    ref,
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': title ? titleId : undefined,
    'aria-label': title ? undefined : ariaLabel,
    tabIndex: -1,
    className: ['ui-dialog', className].filter(Boolean).join(' '),
    style: { ...(width ? { maxWidth: width } : {}), ...style },
    onKeyDown,
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
    <div {...backdrop} className="ui-dialog-backdrop ui-dialog-backdrop--css">
      <div {...panel}>{content}</div>
    </div>,
    document.body,
  );
}

export function DialogActions({ children }: { children?: ReactNode }) {
  return <div className="ui-dialog__actions">{children}</div>;
}
