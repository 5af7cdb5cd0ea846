/**
 * Opening a native <dialog> as a modal the WAI-ARIA APG way (examples-to-follow "Modal dialog"):
 * showModal() gives the top layer, the inert page, focus moved in and Escape; this adds what it
 * does not: page scroll locked while any modal is open (scroll-lock.ts), focus back on the opener (Safari does not
 * focus a clicked button, so the browser's own return would land on <body>), and closing on a
 * click on the backdrop. In the core because two packages use it,
 * <vt-modal> and <vt-locale-suggest> (an element removed while open closes its dialog in its undo:
 * a removed dialog fires no close event and would leave the page locked).
 */
import { lockScroll, unlockScroll } from './scroll-lock';

// Kept on the global: two copies of this module (a page loading an element twice) share one count.
const KEY = Symbol.for('vt-elements.open-modals');
// Made on first use, not when the module is evaluated: the core's index re-exports this module, and
// an evaluation side effect would pull its chunk into every element.
const opened = (): Set<object> => ((globalThis as typeof globalThis & { [KEY]?: Set<object> })[KEY] ??= new Set<object>());

/** Is a modal open now: one of ours, or a page's own <dialog> opened with showModal(). */
export function modalOpen(doc: Document = document): boolean {
  // One removed without closing (by a page script) no longer counts.
  const open = opened();
  for (const owner of open) if (owner instanceof HTMLDialogElement && !owner.isConnected) closed(owner, doc);
  if (open.size) return true;
  for (const dialog of doc.querySelectorAll('dialog[open]')) {
    try {
      if (dialog.matches(':modal')) return true;
    } catch {
      /* a browser without :modal: only ours are known */
    }
  }
  return false;
}

/** A modal of ours closed (or removed open): no longer counted, its scroll lock ended. */
function closed(dialog: HTMLDialogElement, doc: Document): void {
  opened().delete(dialog);
  unlockScroll(dialog, doc);
}

export interface OpenOptions {
  /** Where focus goes back on close (default: what had focus when it opened). */
  opener?: Element | null;
  /** Close on a click (or tap) on the backdrop, outside the dialog's box. */
  lightDismiss?: boolean;
  /** After it closed, however it closed (button, Escape, backdrop, dialog.close()). */
  onClose?: () => void;
}

function outside(event: MouseEvent, dialog: HTMLDialogElement): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** Opens `dialog` as a modal; false when it was open already. Throws what showModal() throws (a disconnected dialog). */
export function openModal(dialog: HTMLDialogElement, options: OpenOptions = {}): boolean {
  if (dialog.open) return false;
  const doc = dialog.ownerDocument;
  const opener = (options.opener ?? doc.activeElement) as HTMLElement | null;
  // A press that starts inside and ends outside (selecting text) is not a backdrop click.
  let pressedOnBackdrop = false;
  const onPointerDown = (event: PointerEvent) => (pressedOnBackdrop = event.target === dialog && outside(event, dialog));
  const onClick = (event: MouseEvent) => {
    // detail 0: a click from the keyboard, which has no position.
    if (options.lightDismiss && pressedOnBackdrop && event.target === dialog && event.detail !== 0 && outside(event, dialog))
      dialog.close();
    pressedOnBackdrop = false;
  };
  const onClose = () => {
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('pointerdown', onPointerDown);
    closed(dialog, doc);
    const active = doc.activeElement;
    if (opener?.isConnected && typeof opener.focus === 'function' && (!active || active === doc.body || dialog.contains(active)))
      opener.focus();
    options.onClose?.();
  };
  opened().add(dialog);
  lockScroll(dialog, doc);
  try {
    dialog.showModal();
  } catch (error) {
    closed(dialog, doc);
    throw error;
  }
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('pointerdown', onPointerDown);
  return true;
}
