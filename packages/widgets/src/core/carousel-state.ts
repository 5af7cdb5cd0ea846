/**
 * The carousel's state and the rules that move it (spec §4 Carousel: "autoplay every 7000 ms,
 * pauses on hover, stops permanently after a pointer press"; §2 previous/next and swipe; APG
 * carousel), DOM-free (issue 31): the controller (dom/carousel.ts) reads the page into the state
 * (the view it measures, the pointer, the focus, the rotation button, a press), moves it with these
 * functions and renders it. The pure rules underneath (stops, steps, the swipe and drag thresholds)
 * are carousel.ts's; the pointer's own drag bookkeeping stays in the controller, where a drag lands
 * is `swiped` here.
 *
 * Plain functions over a plain object, not a class or a reducer of intent objects: minified, the
 * functions' names shrink to a letter and the element module stays within 2% of the hand-written
 * version (+61 B gzip; a reducer was +386 B, a class +238 B).
 */
import { clampStop, step, stops, swipeStep } from './carousel';

export interface CarouselState {
  /** Slides. */
  count: number;
  /** Items a view shows (perView): one until measured. */
  view: number;
  /** The position: the first item in view. */
  index: number;
  /** Autoplay is on: data-autoplay without prefers-reduced-motion, until a press or the rotation button stops it. */
  playing: boolean;
  /** The pointer is over the carousel. */
  hovered?: boolean;
  /** The focus is inside, on anything but the rotation button. */
  focused?: boolean;
}

/**
 * data-autoplay read (at set-up, or a new value after start): with more than one slide it is on,
 * and plays unless the visitor prefers reduced motion (it never starts by itself then). Returns
 * whether the rotation button is shown.
 */
export function autoplay(s: CarouselState, on: boolean, reducedMotion: boolean): boolean {
  const shown = on && s.count > 1;
  s.playing = shown && !reducedMotion;
  return shown;
}

/** There is somewhere to go: more than one position. */
export const moves = (s: CarouselState): boolean => stops(s.count, s.view) > 1;

/** Autoplay runs now: on, neither hovered nor focused, and somewhere to go. */
export const rotating = (s: CarouselState): boolean => s.playing && !s.hovered && !s.focused && moves(s);

/** Moves to a position (a picker button, next(), swiped(), the same one after the view changed), kept in range. */
export const go = (s: CarouselState, to: number): void => void (s.index = clampStop(to, s.count, s.view));

/** Where previous (-1) or next (+1) goes, wrapping around (APG); the autoplay timer goes to next(s, 1). */
export const next = (s: CarouselState, delta: number): number => step(s.index, delta, s.count, s.view);

/**
 * A pointer press on the carousel (anywhere but on the rotation button, which restarts it) stops the
 * autoplay for good (§4). Returns whether it stopped it.
 */
export function press(s: CarouselState): boolean {
  const stopped = s.playing;
  s.playing = false;
  return stopped;
}

/**
 * A new measure: `view` items a view, and back to the position last asked for (`wanted`), kept in
 * range (a passing wider measure that fits everything must not leave it at the first slide
 * afterwards). Returns whether it started or stopped having somewhere to go: only then does the
 * autoplay timer restart (a late image must not reset it).
 */
export function measured(s: CarouselState, view: number, wanted: number): boolean {
  const moved = moves(s);
  s.view = view;
  go(s, wanted);
  return moved !== moves(s);
}

/** Where a drag or swipe of `dx` px goes once let go: 40 px or more moves, never wrapping past the start (the visitor pulled against it). */
export const swiped = (s: CarouselState, dx: number): number => Math.max(0, s.index + swipeStep(dx));
