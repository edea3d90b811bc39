import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './button.tsx';

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
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the opener on close. */
export function Dialog({
  open, onClose, title, ariaLabel, children, hideClose = false, closeLabel = 'Close', dismissible = true, width, className, style,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const node = ref.current;
    const first = node?.querySelector<HTMLElement>('input, select, textarea') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    return () => opener?.focus?.();
  }, [open]);

  if (!open) return null;

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

  return createPortal(
    <div className="ui-dialog-backdrop" onMouseDown={(e) => dismissible && e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={['ui-dialog', className].filter(Boolean).join(' ')}
        style={{ ...(width ? { maxWidth: width } : {}), ...style }}
        onKeyDown={onKeyDown}
      >
        {title ? <h2 id={titleId} className="ui-dialog__title">{title}</h2> : null}
        {hideClose ? null : (
          <IconButton label={closeLabel} className="ui-dialog__close" onClick={onClose}>
            ✕
          </IconButton>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}

export function DialogActions({ children }: { children?: ReactNode }) {
  return <div className="ui-dialog__actions">{children}</div>;
}
