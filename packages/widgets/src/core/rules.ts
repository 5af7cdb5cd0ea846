/**
 * The widgets' rules (spec §2 Widgets, §4, §9), pure: thresholds by width, visible counts, scroll
 * timing. The dom layer (src/dom/) applies them.
 */

/** §9: collapsibles switch at a 1044 px viewport breakpoint; §4 collapse animation 300 ms. */
export const COLLAPSIBLE_BREAKPOINT = 1044;
export const COLLAPSE_MS = 300;
/** §9: expand-text threshold 160 px, or 240 px at 480 px wide or less. */
export const EXPAND_TEXT_HEIGHT = 160;
export const EXPAND_TEXT_NARROW_HEIGHT = 240;
export const EXPAND_TEXT_NARROW_WIDTH = 480;
/** Contract: show-more shows the first 3 items by default. */
export const SHOW_MORE_VISIBLE = 3;
/** §9: smooth scroll 500 ms default. */
export const SCROLL_MS = 500;

/** Collapsed below the breakpoint, open at it and above. */
export const collapsedAt = (viewportWidth: number, breakpoint = COLLAPSIBLE_BREAKPOINT): boolean => viewportWidth < breakpoint;

/** The height expand-text cuts at for a viewport width. */
export const expandTextHeight = (viewportWidth: number): number =>
  viewportWidth <= EXPAND_TEXT_NARROW_WIDTH ? EXPAND_TEXT_NARROW_HEIGHT : EXPAND_TEXT_HEIGHT;

/** Cut (with a Read more button) only when the text is taller than the threshold; no button when it fits. */
export const needsCut = (contentHeight: number, viewportWidth: number): boolean => contentHeight > expandTextHeight(viewportWidth) + 0.5;

/** A checked attribute value: the value, or the default with the reason it was refused. */
export interface Checked<T> {
  value: T;
  error?: string;
}

/**
 * `data-visible`: a whole number ≥ 0 (0 hides every item behind More); absent, the default 3; else
 * `fallback` (the default, or after start the last good value: issue 39), reported.
 */
export function visibleCount(raw: number | null, fallback = SHOW_MORE_VISIBLE): Checked<number> {
  if (raw === null) return { value: SHOW_MORE_VISIBLE };
  if (!Number.isInteger(raw) || raw < 0)
    return {
      value: fallback,
      error: `data-visible must be a whole number of 0 or more, got ${raw}; showing ${fallback}`,
    };
  return { value: raw };
}

/** `data-breakpoint`: a width in px > 0; absent, the default 1044; else `fallback` (as visibleCount), reported. */
export function breakpoint(raw: number | null, fallback = COLLAPSIBLE_BREAKPOINT): Checked<number> {
  if (raw === null) return { value: COLLAPSIBLE_BREAKPOINT };
  if (!(raw > 0))
    return {
      value: fallback,
      error: `data-breakpoint must be a width in px above 0, got ${raw}; using ${fallback}`,
    };
  return { value: raw };
}

/** A duration in ms ≥ 0 (`data-duration`); else the default, reported. */
export function duration(raw: number | null, fallback: number): Checked<number> {
  if (raw === null) return { value: fallback };
  if (!(raw >= 0 && raw < Infinity)) return { value: fallback, error: `a duration must be 0 ms or more, got ${raw}; using ${fallback}` };
  return { value: raw };
}

/** The items hidden for a count shown: every index at or after `visible`, unless expanded. */
export const hiddenItem = (index: number, visible: number, expanded: boolean): boolean => !expanded && index >= visible;

/** Ease in and out (cubic): 0 → 0, 1 → 1, 0.5 → 0.5. */
export const ease = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** The scroll position `elapsed` ms into a smooth scroll from `from` to `to` lasting `ms` (reached exactly at the end). */
export function scrollPosition(from: number, to: number, elapsed: number, ms: number): number {
  if (ms <= 0 || elapsed >= ms) return to;
  return from + (to - from) * ease(Math.max(0, elapsed) / ms);
}

/** `data-scroll-to`: an id selector '#id' (or a bare id); anything else is refused with a reason. */
export function scrollTarget(raw: string | null): { id: string } | { error: string } {
  const text = (raw ?? '').trim();
  const id = text.startsWith('#') ? text.slice(1) : text;
  if (!id || /\s/.test(id)) return { error: `data-scroll-to must name a target like "#pricing", got "${raw ?? ''}"` };
  try {
    return { id: decodeURIComponent(id) };
  } catch {
    return { id };
  }
}
