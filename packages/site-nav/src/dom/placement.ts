/**
 * An open sub-menu of the bar never covers another item's link or button (issue 28): the page's
 * CSS lays the menu out as it likes (a column, a row that wraps), and a sub-menu in its usual place
 * (below its item, beside it from level 2) could then hide the next item from the pointer. The
 * element measures after opening: the usual place, else beside its item, else in the flow.
 */
const PLACES = ['vt-nav__aside', 'vt-nav__in-flow'];

/** Whether `list` covers a shown link or button of `menu` outside itself (by more than a pixel each way: touching edges and hidden controls do not count). */
function covers(list: HTMLElement, menu: HTMLElement): boolean {
  const a = list.getBoundingClientRect();
  return [...menu.querySelectorAll('a[href],button')].some((control) => {
    const b = control.getBoundingClientRect();
    return !list.contains(control) && Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  });
}

/** Back to the usual place (closed, or in the drawer). */
export function unplace(list: HTMLElement): void {
  list.classList.remove(...PLACES);
}

/** Puts an open sub-menu where it covers no other item of `menu` (call it for the outer ones first). */
export function place(list: HTMLElement, menu: HTMLElement): void {
  unplace(list);
  for (const where of PLACES) {
    if (!covers(list, menu)) return;
    unplace(list);
    list.classList.add(where);
  }
}
