/**
 * The one disclosure primitive every widget builds on (WAI-ARIA APG disclosure): a button with
 * aria-expanded and aria-controls naming its panel (an id is generated when the CMS gave none),
 * open/close with an optional height animation that never runs under prefers-reduced-motion and
 * leaves nothing half-done when the element is removed mid-animation.
 */
import { listen } from '@vt-elements/core';

let count = 0;
/** A document-unique id (the CMS's own ids are kept; this only fills in a missing one). */
export function ensureId(el: Element, prefix = 'vt-widget'): string {
  if (!el.id) {
    let id: string;
    do id = `${prefix}-${++count}`;
    while (el.ownerDocument.getElementById(id));
    el.id = id;
  }
  return el.id;
}

export const reducedMotion = (doc: Document): boolean => !!doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Makes a CMS element that is not a <button> work as one (role, focus, Enter and Space); returns
 * the undo. A real button needs nothing.
 */
export function asButton(el: HTMLElement): () => void {
  if (el.localName === 'button') return () => {};
  const added = ['role', 'tabindex'].filter((name) => !el.hasAttribute(name));
  if (added.includes('role')) el.setAttribute('role', 'button');
  if (added.includes('tabindex')) el.tabIndex = 0;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    el.click();
  };
  el.addEventListener('keydown', onKey);
  return () => {
    el.removeEventListener('keydown', onKey);
    for (const name of added) el.removeAttribute(name);
  };
}

export interface DisclosureOptions {
  open?: boolean;
  /** Height animation (ms) when the visitor opens or closes it; 0 or reduced motion: none. */
  animateMs?: number;
  /** How the panel shows its state, instead of its `hidden` attribute (expand-text cuts, show-more hides items). */
  render?(open: boolean): void;
  /** After each change made by the visitor or by set(). */
  onChange?(open: boolean): void;
}

export class Disclosure {
  #open = false;
  #animation: Animation | undefined;
  readonly #undo: (() => void)[] = [];

  constructor(
    readonly button: HTMLElement,
    readonly panel: HTMLElement,
    readonly options: DisclosureOptions = {},
  ) {
    this.#undo.push(asButton(button));
    button.setAttribute('aria-controls', ensureId(panel));
    const onClick = (event: Event) => {
      // A link used as the toggle (no-JS fallback to an anchor) does not navigate once enhanced.
      event.preventDefault();
      this.set(!this.#open, true);
    };
    this.#undo.push(listen(button, 'click', onClick));
    this.set(!!options.open);
  }

  get open(): boolean {
    return this.#open;
  }

  /** Opens or closes it; `animate` asks for the height animation (when the options give one). */
  set(open: boolean, animate = false): void {
    const { panel, options } = this;
    const ms =
      animate && options.animateMs && !options.render && typeof panel.animate === 'function' && !reducedMotion(panel.ownerDocument)
        ? options.animateMs
        : 0;
    // Where it is now (mid-animation too), read before the running animation is dropped.
    const from = ms && !panel.hidden ? panel.getBoundingClientRect().height : 0;
    this.#animation?.cancel();
    this.#animation = undefined;
    this.#open = open;
    this.button.setAttribute('aria-expanded', String(open));
    if (options.render) options.render(open);
    else panel.hidden = !open;
    if (ms) this.#animate(from, ms);
    options.onChange?.(open);
  }

  #animate(from: number, ms: number): void {
    const { panel } = this;
    const open = this.#open;
    panel.hidden = false;
    const to = open ? panel.scrollHeight : 0;
    const animation = panel.animate(
      [
        { height: `${from}px`, overflow: 'hidden' },
        { height: `${to}px`, overflow: 'hidden' },
      ],
      { duration: ms, easing: 'ease-in-out' },
    );
    this.#animation = animation;
    // cancel() rejects `finished`: expected here (a newer set(), or destroy()), not an error.
    animation.finished?.catch(() => {});
    // The final state is the one set() chose, whenever the animation ends (even with the element
    // already removed from the page); a newer set() has cancelled this one.
    animation.onfinish = () => {
      if (this.#animation !== animation) return;
      this.#animation = undefined;
      panel.hidden = !this.#open;
    };
  }

  /** Stops it and gives the markup back as the CMS wrote it (panel shown, ARIA state removed). */
  destroy(): void {
    this.#animation?.cancel();
    this.#animation = undefined;
    for (const undo of this.#undo.splice(0)) undo();
    this.button.removeAttribute('aria-expanded');
    if (!this.options.render) this.panel.hidden = false;
  }
}
