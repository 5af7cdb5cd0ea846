/**
 * Shown to the visitor: has a box. happy-dom (the unit and story tests) has no layout at all, so
 * there an element counts as shown unless it is inside [hidden].
 */
export function shown(el: Element): boolean {
  if (el.getClientRects().length > 0) return true;
  return el.ownerDocument.documentElement.getBoundingClientRect().height === 0 && !el.closest('[hidden]');
}

/** What a drawer holds: links, buttons, and a form control or focusable widget a CMS may add. */
const FOCUSABLE = 'a[href],button,input,select,[tabindex]';

/** The shown, focusable elements inside `root`, in document order. */
export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
}

/** The list's own items' link and button (not those of open sub-menus inside it), in order. */
export function listFocusables(list: Element): HTMLElement[] {
  return [...list.children].flatMap((li) => [...li.children].filter((el): el is HTMLElement => el.matches('a[href],button') && shown(el)));
}
