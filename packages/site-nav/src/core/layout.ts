/** Spec §9 breakpoints and timing of the navigation, in one place. */

/** Spec §9 'desktop nav 1280': hover opening from this width up. */
export const DESKTOP_NAV_MIN_WIDTH = 1280;
/** Spec §9 'mobile menu 630': the hamburger drawer below this width. */
export const MOBILE_MENU_MAX_WIDTH = 630;
/** Spec §9: the header is relatively positioned when the window is under 676 px tall (desktop layout). */
export const HEADER_RELATIVE_MAX_HEIGHT = 676;
/** Spec §9 'hover delay 200 ms': open after 200 ms of hover, close 200 ms after leaving. */
export const HOVER_DELAY_MS = 200;
/** Spec §2 'levels 0-4': five levels of sub-menus at most. */
export const MAX_LEVELS = 5;

/**
 * - `drawer`: below 630 px, the menu is a drawer behind [data-menu-toggle];
 * - `bar`: 630 to 1279 px, a bar whose sub-menus open by click, tap and keyboard;
 * - `desktop`: 1280 px and wider, the bar that also opens on hover (when the flag allows).
 */
export type Layout = 'drawer' | 'bar' | 'desktop';

export function layoutFor(width: number): Layout {
  if (width < MOBILE_MENU_MAX_WIDTH) return 'drawer';
  return width >= DESKTOP_NAV_MIN_WIDTH ? 'desktop' : 'bar';
}

/**
 * Spec §9: the header becomes relatively positioned in the desktop layout (the desktop nav, 1280 px
 * and wider) when the window is under 676 px tall, so a short window can scroll the header away
 * instead of losing most of its height to it.
 */
export function headerRelative(width: number, height: number): boolean {
  return layoutFor(width) === 'desktop' && height < HEADER_RELATIVE_MAX_HEIGHT;
}

/** Hover opens sub-menus only in the desktop layout, and only while the hover flag is on (spec §4, §1 flags). */
export function hoverEnabled(layout: Layout, flagOn: boolean): boolean {
  return layout === 'desktop' && flagOn;
}
