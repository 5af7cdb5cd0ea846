/**
 * `<vt-carousel>`'s DOM (spec §2 Widgets, §4 Carousel, §9; WAI-ARIA APG carousel): puts each of the
 * CMS's items in a slide (a group of its own) in a track between the controls (rotation, previous,
 * next), the picker and a live region;
 * binds the pointer, the focus, the window's width and a timer to the core's state
 * (core/carousel-state.ts) and shows it. The element reads its attributes and hands them to
 * update(); stop() gives the markup back as the CMS wrote it. Its own module, out of the widgets'
 * shared chunk (rollup.config.mjs): only a page with a carousel loads it.
 *
 * The slides move by scrolling the track (overflow hidden, so it is no keyboard trap or unnamed
 * scroll region); a mouse drag and a touch swipe are the same pointer code (touch-action: pan-y
 * leaves vertical page scrolling to the browser). Slides out of view are inert, so Tab and a
 * screen reader meet only what is shown.
 */
import { listen, type Config } from '@vt-elements/core';
import {
  CAROUSEL_BREAKPOINT,
  drags,
  fill,
  inView,
  ITEM_WIDTH,
  perView,
  pickerKind,
  regionLabel,
  stops,
  type CarouselTexts,
  type Variant,
} from '../core/carousel';
import { autoplay, go, measured, moves, next as nextOf, press, rotating, swiped, type CarouselState } from '../core/carousel-state';
import type { carouselRuntime } from '../carousel-runtime';
import { ensureId, reducedMotion } from './disclosure';
import { makeButton } from './parts';

/**
 * The parts and the state live in the constructor's scope, and the two members the element needs
 * are functions it sets: written with private fields and methods instead, the module came to about
 * 270 B (8%) more gzip (terser keeps every `this.#part`), against the 2% (as
 * core/carousel-state.ts: plain functions, not a class).
 */
export class CarouselController {
  /**
   * Its attributes (at set-up, and after each change: issue 39): its names and texts, the variant
   * and interval (checked by the element), and autoplay when data-autoplay is new (`changed`
   * absent or naming it); the slide shown, the focus and a visitor's stop of the autoplay are kept.
   * Then it re-measures and restarts the timer.
   */
  declare readonly update: (
    config: Config<typeof carouselRuntime>,
    texts: CarouselTexts,
    interval: number,
    changed?: ReadonlySet<string>,
  ) => void;
  /** Gives the markup back as the CMS wrote it (its slides, their attributes); nothing keeps running. A function, not a method: it can be handed on as it is. */
  declare readonly stop: () => void;

  /** Builds the carousel around `items` (the host's children), one item a view until measured; update() gives it its attributes. */
  constructor(host: HTMLElement, items: HTMLElement[]) {
    const doc = host.ownerDocument;
    const count = items.length;
    /** What it did to the CMS's markup and the page (attributes set, listeners added), undone last first. */
    const undo: (() => void)[] = [];
    /** Sets an attribute (null: removes it), and on stop puts back what the CMS had. */
    const set = (el: Element, name: string, value: string | null) => {
      const before = el.getAttribute(name);
      const put = (v: string | null) => (v === null ? el.removeAttribute(name) : el.setAttribute(name, v));
      put(value);
      undo.push(() => put(before));
    };
    const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void, options?: AddEventListenerOptions) =>
      undo.push(listen(target, type, listener, options));

    // The parts: the region, its slides (groups around the items) in a track, the controls, the picker, the live region.
    // The CMS's own name (data-label comes first).
    const ownLabel = host.getAttribute('aria-label');
    set(host, 'role', 'region');
    const track = doc.createElement('div');
    track.className = 'vt-carousel__track';
    items[0]!.before(track);
    // Each of the CMS's items in a slide of its own, the APG's group: role="group" is not one a
    // <figure> with a caption or an <article> may take (axe aria-allowed-role, issue 50), and the
    // item keeps its own role (a figure, an article) inside.
    const slides = items.map((item) => {
      const slide = doc.createElement('div');
      slide.className = 'vt-carousel__slide';
      slide.setAttribute('role', 'group');
      const labelledBy = item.getAttribute('aria-labelledby');
      if (labelledBy) slide.setAttribute('aria-labelledby', labelledBy);
      slide.append(item);
      return slide;
    });
    track.append(...slides);
    const controls = doc.createElement('div');
    controls.className = 'vt-carousel__controls';
    // In the controls (first) only while it autoplays.
    const rotation = makeButton(doc, 'vt-carousel__rotation');
    const previous = makeButton(doc, 'vt-carousel__previous');
    const next = makeButton(doc, 'vt-carousel__next');
    for (const button of [previous, next]) button.setAttribute('aria-controls', ensureId(track, 'vt-carousel'));
    controls.append(previous, next);
    const picker = doc.createElement('div');
    picker.className = 'vt-carousel__picker';
    picker.setAttribute('role', 'group');
    const status = doc.createElement('div');
    status.className = 'vt-carousel__status';
    status.setAttribute('aria-atomic', 'true');
    track.before(controls);
    track.after(picker, status);

    // The state (the first position, one item a view until measured), what update() last gave, and showing it.
    const state: CarouselState = { count, view: 1, index: 0, playing: false };
    let texts: CarouselTexts;
    let variant: Variant;
    let every: number;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The position last asked for (a press, a swipe, the rotation); the measured view clamps it. */
    let wanted = 0;
    const scroll = (smooth: boolean) => {
      const left = slides[state.index]!.offsetLeft - slides[0]!.offsetLeft;
      track.scrollTo?.({ left, behavior: smooth && !reducedMotion(doc) ? 'smooth' : 'instant' });
    };
    /** Shows the position: inert slides, the picker, the controls (none when everything fits). */
    const render = () => {
      const n = stops(count, state.view);
      slides.forEach((slide, i) => (slide.inert = !inView(i, state.index, state.view)));
      controls.hidden = picker.hidden = n < 2;
      const kind = pickerKind(n);
      if (picker.childElementCount !== (kind === 'buttons' ? n : 1) || picker.dataset.kind !== kind) {
        picker.dataset.kind = kind;
        picker.replaceChildren(
          ...(kind === 'counter'
            ? [doc.createElement('p')]
            : Array.from({ length: n }, (_, i) => {
                const button = makeButton(doc, 'vt-carousel__pick', String(i + 1));
                button.addEventListener('click', () => show(i));
                return button;
              })),
        );
      }
      if (kind === 'counter') picker.firstElementChild!.textContent = fill(texts.counter, state.index + 1, n);
      else
        [...picker.children].forEach((b, i) => {
          b.setAttribute('aria-label', fill(texts.goTo, i + 1));
          b.setAttribute('aria-current', String(i === state.index));
        });
    };
    /** Moves to a position (the core's go), then shows and announces it (the live region is off while rotating). */
    const show = (to: number) => {
      go(state, to);
      wanted = state.index;
      render();
      scroll(true);
      status.textContent = fill(texts.slideOf, state.index + 1, count);
    };
    /** (Re)starts the autoplay timer when it should run, and keeps the rotation button and live region in step. */
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      const runs = rotating(state);
      if (runs && host.isConnected) timer = setTimeout(() => (show(nextOf(state, 1)), schedule()), every);
      status.setAttribute('aria-live', runs ? 'off' : 'polite');
      rotation.textContent = state.playing ? texts.stop : texts.start;
    };
    /** Re-measures the view (window width, the track's width, late images) and keeps the position in range. */
    const measure = () => {
      const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
      const item = slides[0]!.getBoundingClientRect().width || ITEM_WIDTH;
      const view = perView(variant, doc.defaultView?.innerWidth ?? 0, track.clientWidth, item, gap);
      const changed = measured(state, view, wanted);
      render();
      scroll(false);
      if (changed) schedule();
    };

    // The visitor: the buttons, the pointer over it, the focus in it, a press.
    on(previous, 'click', () => show(nextOf(state, -1)));
    on(next, 'click', () => show(nextOf(state, 1)));
    on(rotation, 'click', () => ((state.playing = !state.playing), schedule()));
    on(host, 'pointerenter', () => ((state.hovered = true), schedule()));
    on(host, 'pointerleave', () => ((state.hovered = false), schedule()));
    // Focus on the rotation button does not pause: a keyboard visitor pressing Start sees it run.
    on<FocusEvent>(host, 'focusin', (event) => ((state.focused = event.target !== rotation), schedule()));
    on<FocusEvent>(host, 'focusout', (event) => {
      if (host.contains(event.relatedTarget as Node | null)) return;
      state.focused = false;
      schedule();
    });
    // A press anywhere but on the rotation button (which restarts it) stops it for good.
    on<PointerEvent>(host, 'pointerdown', (event) => !rotation.contains(event.target as Node) && press(state) && schedule());

    // Drag (mouse) and swipe (touch, pen): the track follows the pointer (the pointer's bookkeeping
    // is this controller's), then settles where the core's swiped() says.
    let drag: { x: number; left: number; dx: number } | null = null;
    let dragged = false;
    on<PointerEvent>(track, 'pointerdown', (event) => {
      // A carousel inside a slide drags itself, not this one too.
      if (event.button || !moves(state) || (event.target as Element).closest('vt-carousel') !== host) return;
      drag = { x: event.clientX, left: track.scrollLeft, dx: 0 };
      dragged = false;
    });
    on<PointerEvent>(track, 'pointermove', (event) => {
      if (!drag) return;
      drag.dx = event.clientX - drag.x;
      if (!dragged && drags(drag.dx)) {
        dragged = true;
        track.setAttribute('data-dragging', '');
        track.setPointerCapture?.(event.pointerId);
      }
      if (dragged) track.scrollLeft = drag.left - drag.dx;
    });
    const release = () => {
      if (!drag) return;
      const { dx } = drag;
      drag = null;
      track.removeAttribute('data-dragging');
      if (dragged) show(swiped(state, dx));
    };
    on(track, 'pointerup', release);
    on(track, 'pointercancel', release);
    // A drag is not a click on the link it started on; an image is not dragged out.
    on<MouseEvent>(track, 'click', (event) => dragged && (event.preventDefault(), event.stopPropagation(), (dragged = false)), {
      capture: true,
    });
    on(track, 'dragstart', (event) => event.preventDefault());

    // The page: the window crossing 775 px, and the track's size (late images, a resized frame).
    const wide = doc.defaultView!.matchMedia?.(`(min-width: ${CAROUSEL_BREAKPOINT}px)`);
    if (wide) on(wide, 'change', measure);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(track);

    this.update = (config, newTexts, interval, changed) => {
      texts = newTexts;
      variant = config.variant;
      every = interval;
      set(host, 'aria-roledescription', texts.carousel);
      set(host, 'aria-label', regionLabel(config.label, ownLabel, host.hasAttribute('aria-labelledby'), texts.label));
      slides.forEach((slide, i) => {
        slide.setAttribute('aria-roledescription', texts.slide);
        if (!slide.hasAttribute('aria-labelledby')) slide.setAttribute('aria-label', fill(texts.slideOf, i + 1, count));
      });
      previous.textContent = texts.previous;
      next.textContent = texts.next;
      picker.setAttribute('aria-label', texts.picker);
      if (!changed || changed.has('data-autoplay')) {
        if (autoplay(state, config.autoplay, reducedMotion(doc))) controls.prepend(rotation);
        else rotation.remove();
      }
      measure();
      schedule();
    };
    this.stop = () => {
      clearTimeout(timer);
      resized?.disconnect();
      controls.remove();
      picker.remove();
      status.remove();
      // Each item the slide still holds (a script may have taken one away meanwhile).
      track.replaceWith(...items.filter((item, i) => item.parentNode === slides[i]));
      for (const restore of undo.splice(0).reverse()) restore();
    };
  }
}
