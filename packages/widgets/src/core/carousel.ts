/**
 * The carousel's rules (spec §2 Widgets, §4 Carousel, §9), pure: how many items a view holds, where
 * next and previous go, the picker, the labels, the swipe decision, the interval. Kept out of the
 * widgets' shared chunk (rollup.config.mjs): only a page with a carousel pays for them.
 */
import { fillText } from '@vt-elements/core';
import type { Checked } from './rules';

/** §4, §9: autoplay every 7000 ms. */
export const AUTOPLAY_MS = 7000;
/** §9: carousel breakpoint 775 px (one item at a time below it), default item width 270 px. */
export const CAROUSEL_BREAKPOINT = 775;
export const ITEM_WIDTH = 270;
/** Below this an interval is unreadable (and with a bad value, a busy loop): refused. */
export const MIN_INTERVAL_MS = 1000;
/** More stops than this and the picker is a 'N / M' counter instead of a row of buttons. */
export const PICKER_MAX = 10;
/** A drag or swipe shorter than this (px) goes back to where it was. */
export const SWIPE_PX = 40;
/** A press that moves more than this (px) drags the track; less is a click on what was pressed. */
export const DRAG_PX = 5;

export type Variant = 'single' | 'default';

/**
 * Items a view shows: one for `single`, and one below 775 px of window width; otherwise as many
 * items (270 px unless the page's CSS says otherwise) as fit the track, at least one.
 */
export function perView(variant: Variant, viewportWidth: number, trackWidth: number, itemWidth = ITEM_WIDTH, gap = 0): number {
  if (variant === 'single' || viewportWidth < CAROUSEL_BREAKPOINT || !(itemWidth > 0)) return 1;
  // +1: sub-pixel widths (a 1127.5 px track holds four 270 px items and three 16 px gaps).
  return Math.max(1, Math.floor((trackWidth + gap + 1) / (itemWidth + gap)));
}

/** The positions the carousel can rest at: one per first visible item, so the last view is full. */
export const stops = (count: number, view: number): number => (count > 0 ? Math.max(1, count - view + 1) : 0);

/** The position `delta` (±1) away, wrapping around at both ends (APG: next on the last goes to the first). */
export function step(index: number, delta: number, count: number, view: number): number {
  const n = stops(count, view);
  return n ? (((index + delta) % n) + n) % n : 0;
}

/** A position kept in range (after a resize makes the view wider, or a picker button asks past the end). */
export const clampStop = (index: number, count: number, view: number): number =>
  Math.min(Math.max(0, index), Math.max(0, stops(count, view) - 1));

/** Whether item `item` is in the view that starts at `index`. */
export const inView = (item: number, index: number, view: number): boolean => item >= index && item < index + view;

/** How the picker shows the stops: nothing for one, buttons up to PICKER_MAX, else a counter. */
export const pickerKind = (count: number): 'none' | 'buttons' | 'counter' =>
  count <= 1 ? 'none' : count <= PICKER_MAX ? 'buttons' : 'counter';

/** A text with its {n} and {m} filled in ('{n} of {m}' → '2 of 5'), as plain text (the core's fillText). */
export const fill = (text: string, n: number, m = 0): string => fillText(text, { n, m });

/** Where a drag or swipe of `dx` px (negative: to the left) goes: +1 next, -1 previous, 0 back. */
export const swipeStep = (dx: number, threshold = SWIPE_PX): -1 | 0 | 1 => (dx <= -threshold ? 1 : dx >= threshold ? -1 : 0);

/** Whether a press that has moved `dx` px (either way) drags the track: more than 5 px. */
export const drags = (dx: number): boolean => Math.abs(dx) > DRAG_PX;

/**
 * The region's name (APG: a labelled region): data-label, else the CMS's own aria-label, else none
 * when its aria-labelledby names it, else the texts' label ('Slides').
 */
export const regionLabel = (label: string | null, ownLabel: string | null, labelledBy: boolean, text: string): string | null =>
  label ?? ownLabel ?? (labelledBy ? null : text);

/** `data-interval` (ms): a number of at least 1000; absent, the default 7000; else `fallback` (the default, or after start the last good value), reported. */
export function interval(raw: number | null, fallback = AUTOPLAY_MS): Checked<number> {
  if (raw === null) return { value: AUTOPLAY_MS };
  if (!(raw >= MIN_INTERVAL_MS))
    return { value: fallback, error: `data-interval must be ${MIN_INTERVAL_MS} ms or more, got ${raw}; using ${fallback}` };
  return { value: raw };
}

/**
 * The carousel's texts (contract "Strings and languages"), English and Spanish; `data-texts`
 * replaces any of them. {n} and {m} are filled in.
 */
export const CAROUSEL_TEXTS = {
  en: {
    label: 'Slides',
    carousel: 'carousel',
    slide: 'slide',
    slideOf: '{n} of {m}',
    previous: 'Previous slide',
    next: 'Next slide',
    start: 'Start automatic slide show',
    stop: 'Stop automatic slide show',
    picker: 'Choose a slide',
    goTo: 'Slide {n}',
    /** The picker past 10 positions: a counter instead of buttons. */
    counter: '{n} / {m}',
  },
  es: {
    label: 'Diapositivas',
    carousel: 'carrusel',
    slide: 'diapositiva',
    slideOf: '{n} de {m}',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    start: 'Iniciar la presentación automática',
    stop: 'Detener la presentación automática',
    picker: 'Elegir una diapositiva',
    goTo: 'Diapositiva {n}',
    counter: '{n} / {m}',
  },
};
export type CarouselTexts = (typeof CAROUSEL_TEXTS)['en'];
export type CarouselTextKey = keyof CarouselTexts;
export const CAROUSEL_KEYS = Object.keys(CAROUSEL_TEXTS.en) as CarouselTextKey[];
