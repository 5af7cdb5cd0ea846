import { reportError, type Clock, type TrackOptions, type TrackProperties } from '@vt-elements/core';
import { DEFAULT_CATEGORY, type CustomEventData, type DomEventData } from './action';
import { TRACKER_SOURCE } from './client';

export type TrackFunction = (event: string, properties?: TrackProperties, options?: TrackOptions) => void;

/** Text of a tracked element, trimmed, inner white space collapsed, at most this long. */
export const MAX_TEXT = 100;
/** Spec §9: scroll tracking debounce. */
export const SCROLL_DEBOUNCE_MS = 200;
export const SCROLL_DEPTH_EVENT = 'scroll_depth';

const SECRET_TYPES = ['password', 'email', 'tel', 'hidden'];

/** Spec §3 domEventData of an element: tag, classes, href, text, value, name and its data-* map. */
export function domEventData(element: Element): DomEventData {
  const input = element as Partial<HTMLInputElement>;
  const type = (element.getAttribute('type') ?? '').toLowerCase();
  // A control's value is sent, but never a password, email, phone or hidden value.
  const value = typeof input.value === 'string' && !SECRET_TYPES.includes(type) ? input.value : '';
  const data: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.name.startsWith('data-'))
      data[attribute.name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = attribute.value;
  }
  return {
    target: element.tagName.toLowerCase(),
    classes: element.getAttribute('class')?.trim() ?? '',
    href: (element as HTMLAnchorElement).href && element.hasAttribute('href') ? String((element as HTMLAnchorElement).href) : '',
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT),
    value,
    name: element.getAttribute('name') ?? '',
    data,
  };
}

/** Spec §3 customEventData from the element's data-track-* attributes; category defaults to 'atlas'. */
export function customEventData(element: Element): CustomEventData {
  return {
    action: (element.getAttribute('data-track-action') ?? '').trim(),
    category: element.getAttribute('data-track-category')?.trim() || DEFAULT_CATEGORY,
    label: element.getAttribute('data-track-label') ?? '',
    value: element.getAttribute('data-track-value') ?? '',
  };
}

/**
 * Declarative click tracking: a click on (or inside) an element with `data-track-action` tracks
 * an event named by that action with customEventData and domEventData. An empty action is
 * reported as 'Event missing' (spec §8) and the click goes on as usual. Returns a stop function.
 */
export function trackClicks(doc: Document, track: TrackFunction): () => void {
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const element = target && typeof target.closest === 'function' ? target.closest('[data-track-action]') : null;
    if (!element) return;
    try {
      const custom = customEventData(element);
      if (!custom.action) {
        reportError(new Error('Event missing'), { source: TRACKER_SOURCE, element: describe(element) });
        return;
      }
      track(custom.action, { customEventData: custom, domEventData: domEventData(element) });
    } catch (error) {
      reportError(error, { source: TRACKER_SOURCE });
    }
  };
  // Capture: a page handler that stops propagation does not hide the click from tracking.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = element.getAttribute('class')?.trim() ? `.${element.getAttribute('class')!.trim().split(/\s+/).join('.')}` : '';
  return `<${element.tagName.toLowerCase()}${id}${classes}>`;
}

/** How far down the page the visitor has seen, in percent with 2 decimals (spec §9), at most 100. */
export function scrollPercentage(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (!(documentHeight > 0)) return 100;
  const seen = Math.min(100, Math.max(0, ((scrollY + viewportHeight) / documentHeight) * 100));
  return Math.round(seen * 100) / 100;
}

/**
 * Scroll depth: after scrolling stops for 200 ms (spec §9 debounce), tracks `scroll_depth` with
 * `{ percentage }` when the visitor has seen more of the page than before. Returns a stop function.
 */
export function trackScrollDepth(win: Window, clock: Clock, track: TrackFunction): () => void {
  let timer: unknown = null;
  let deepest = 0;
  const measure = () => {
    timer = null;
    const doc = win.document.documentElement;
    const height = Math.max(doc.scrollHeight, win.document.body?.scrollHeight ?? 0);
    const percentage = scrollPercentage(win.scrollY, win.innerHeight, height);
    if (percentage <= deepest) return;
    deepest = percentage;
    track(SCROLL_DEPTH_EVENT, { percentage });
  };
  const onScroll = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(measure, SCROLL_DEBOUNCE_MS);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    win.removeEventListener('scroll', onScroll);
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
}
