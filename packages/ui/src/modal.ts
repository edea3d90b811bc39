import { useCallback, type RefCallback, type SyntheticEvent } from 'react';

export interface ModalOptions {
  /** Escape (the dialog's `cancel`) asks this to close the dialog; without it Escape does nothing. */
  onCancel?: () => void;
  /** A selector for what takes focus on opening; else the browser's choice: the first focusable, or the dialog. */
  focus?: string;
  /** Stays above every modal opened after it, so it is the one to answer (the age gate). */
  keepOnTop?: boolean;
}

/** The props a `<dialog>` takes to be shown as a modal while it is on the page. */
export interface ModalProps {
  ref: RefCallback<HTMLDialogElement>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

/** The modals that stay on top, with what takes their focus. */
const onTop = new Map<HTMLDialogElement, string | undefined>();

function show(dialog: HTMLDialogElement, focus: string | undefined): void {
  dialog.showModal();
  if (focus) dialog.querySelector<HTMLElement>(focus)?.focus();
}

/** Shows the dialog in the top layer, then brings the modals that stay on top back above it. */
function open(dialog: HTMLDialogElement, { focus, keepOnTop }: ModalOptions): void {
  show(dialog, focus);
  if (keepOnTop) onTop.set(dialog, focus);
  for (const [top, topFocus] of onTop) {
    if (top === dialog || !top.open) continue;
    top.close();
    show(top, topFocus);
  }
}

/**
 * A native modal `<dialog>` from the moment it is on the page until it leaves: `showModal()` puts it in the
 * browser's top layer (the newest on top), makes the rest of the page inert and moves focus in; `close()` as it
 * leaves gives focus back to the element that had it. Its owner decides when it leaves: Escape only asks
 * (onCancel), so an exit animation can play before it closes.
 */
export function useModal({ onCancel, focus, keepOnTop = false }: ModalOptions): ModalProps {
  const ref = useCallback(
    (dialog: HTMLDialogElement) => {
      open(dialog, { focus, keepOnTop });
      return () => {
        onTop.delete(dialog);
        dialog.close();
      };
    },
    [focus, keepOnTop],
  );
  return {
    ref,
    onCancel: (event) => {
      event.preventDefault();
      onCancel?.();
    },
    // Closed while still on the page, not by its owner: the browser's own Escape after a cancel it no longer
    // lets the page refuse. It stays until its owner lets it go.
    onClose: (event) => {
      const dialog = event.currentTarget;
      if (!dialog.isConnected || dialog.open) return;
      open(dialog, { focus, keepOnTop });
      onCancel?.();
    },
  };
}
