/**
 * Shown to the visitor: has a box. happy-dom (the unit and story tests) has no layout at all, so
 * there an element counts as shown unless it is inside [hidden].
 */
export function shown(el: Element): boolean {
  if (el.getClientRects().length > 0) return true;
  return el.ownerDocument.documentElement.getBoundingClientRect().height === 0 && !el.closest('[hidden]');
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([type=hidden]),select,textarea,[tabindex]:not([tabindex="-1"])';

/** The shown, focusable elements inside `root`, in document order. */
export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
}

/** The list's own items' link and button (not those of open sub-menus inside it), in order. */
export function listFocusables(list: Element): HTMLElement[] {
  return [...list.children].flatMap((li) => [...li.children].filter((el): el is HTMLElement => el.matches('a[href],button') && shown(el)));
}
