/**
 * The page's scroll, locked while a modal dialog (dialog.ts) or the mobile menu (site-nav, spec §4)
 * is open: one technique for every element (issue 40), nested locks counted by owner.
 *
 * - The body is fixed in place at the current offset, so the page has nothing to scroll: the root's
 *   `overflow: hidden` alone does not stop iOS Safari scrolling the page behind a drawer or a dialog,
 *   and with it the drawer's toggle, in a sticky header, went out of view on a scrolled page.
 * - The root keeps the scrollbar's room (`scrollbar-gutter: stable`) when the page had a scrollbar,
 *   so nothing shifts sideways when it goes.
 * - Unlocking puts back both style attributes exactly as they were (none if there was none) and the
 *   scroll position, instantly (a page's `scroll-behavior: smooth` must not animate the return).
 *
 * The body's style is written as its attribute, not through body.style: Chromium leaves style=""
 * behind when a value set through the CSSOM is removed, and the page's own value must come back as
 * it was. The root's gutter goes through the CSSOM (an empty style attribute left is removed).
 */

// On the global: two copies of this module (a page loading an element twice) share one count.
const KEY = Symbol.for('vt-elements.scroll-lockers');
const SAVED = Symbol.for('vt-elements.scroll-lock');

interface Saved {
  gutter: string;
  body: string | null;
  x: number;
  y: number;
}
type Root = HTMLElement & { [SAVED]?: Saved };

const lockers = (): Set<object> => ((globalThis as typeof globalThis & { [KEY]?: Set<object> })[KEY] ??= new Set<object>());

/** Sets the element's style attribute to `original` plus `extra`; with no extra, back to `original` exactly (null: no attribute). */
export function setStyle(el: Element, original: string | null, extra = ''): void {
  if (extra) el.setAttribute('style', original?.trim() ? `${original.trim().replace(/;$/, '')};${extra}` : extra);
  else if (original === null) el.removeAttribute('style');
  else el.setAttribute('style', original);
}

/** Locks the page's scroll for `owner` until unlockScroll(owner); a second lock by the same owner is ignored. */
export function lockScroll(owner: object, doc: Document = document): void {
  const open = lockers();
  if (open.has(owner)) return;
  open.add(owner);
  const root = doc.documentElement as Root;
  if (root[SAVED]) return;
  const view = doc.defaultView;
  const { body } = doc;
  const x = view?.scrollX ?? 0;
  const y = view?.scrollY ?? 0;
  const hadScrollbar = !!view && view.innerWidth > root.clientWidth;
  const gutter = root.style.getPropertyValue('scrollbar-gutter');
  root[SAVED] = { gutter, body: body.getAttribute('style'), x, y };
  if (hadScrollbar) root.style.setProperty('scrollbar-gutter', 'stable');
  setStyle(
    body,
    root[SAVED].body,
    `position:fixed!important;top:${-y}px!important;left:${-x}px!important;width:100%!important;overflow:hidden!important`,
  );
  root.setAttribute('data-vt-scroll-locked', '');
}

/** Ends `owner`'s lock; the page scrolls again once every owner has unlocked. */
export function unlockScroll(owner: object, doc: Document = document): void {
  const open = lockers();
  if (!open.delete(owner) || open.size) return;
  const root = doc.documentElement as Root;
  const saved = root[SAVED];
  delete root[SAVED];
  if (!saved) return;
  root.removeAttribute('data-vt-scroll-locked');
  root.style.setProperty('scrollbar-gutter', saved.gutter);
  if (!root.getAttribute('style')) root.removeAttribute('style');
  setStyle(doc.body, saved.body);
  doc.defaultView?.scrollTo({ left: saved.x, top: saved.y, behavior: 'instant' });
}
