/**
 * For component tests: what jsdom lacks of the native modal `<dialog>` (modal.ts) that a browser has:
 * showModal() and close(), the top layer's order (Escape's `cancel` goes to the newest), focus moving into the
 * dialog and back to the element that had it, and the `close` event. The inert page behind a modal is not
 * imitated: the end-to-end suite sees that in Chromium.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function polyfillDialog(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal === 'function') return;
  const topLayer: HTMLDialogElement[] = [];
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();

  dialog.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    focusedBefore.set(this, document.activeElement);
    this.setAttribute('open', '');
    topLayer.push(this);
    (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
  };
  dialog.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    topLayer.splice(topLayer.indexOf(this), 1);
    const before = focusedBefore.get(this);
    focusedBefore.delete(this);
    if (before instanceof HTMLElement) before.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    const top = topLayer.at(-1);
    if (event.key !== 'Escape' || !top || event.defaultPrevented) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
