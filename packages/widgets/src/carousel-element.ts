/**
 * `<vt-carousel>` (contract; spec §2 Widgets, §4 Carousel, §9): the element's children are the
 * slides (the CMS's markup, kept as written). The WAI-ARIA APG carousel: a labelled region with
 * aria-roledescription, slides as groups labelled 'N of M', a rotation button first in the tab
 * order when it autoplays, previous/next buttons, a picker, a live region that is off while it
 * rotates. `single` shows one slide a view; `default` as many 270 px items as fit (one below
 * 775 px). Autoplay every data-interval ms (7000) pauses while hovered or focused, stops for good
 * after a press, and never starts by itself under prefers-reduced-motion.
 *
 * The slides move by scrolling a track (overflow hidden, so it is no keyboard trap or unnamed
 * scroll region); a mouse drag and a touch swipe are the same pointer code (touch-action: pan-y
 * leaves vertical page scrolling to the browser). Slides out of view are inert, so Tab and a
 * screen reader meet only what is shown.
 *
 * After start (issue 39) a new variant, interval, label, texts or autoplay is followed in place:
 * the slide shown, the focus, and a visitor's stop of the autoplay are kept (a new data-autoplay
 * turns it on or off afresh; the timer restarts from the change).
 */
import { addStyles, type Config } from '@vt-elements/core';
import { CAROUSEL_BREAKPOINT, CAROUSEL_TEXTS, fill, inView, interval, ITEM_WIDTH, perView, pickerKind, stops } from './core/carousel';
import { go as goTo, moves, next as nextOf, rotating, swiped, type CarouselState } from './core/carousel-state';
import { ensureId, reducedMotion } from './dom/disclosure';
import { makeButton, WidgetElement } from './dom/parts';
import { carouselRuntime } from './carousel-runtime';

const T = '.vt-carousel__track';
const CAROUSEL_CSS = [
  ':where(vt-carousel){display:block}',
  'vt-carousel [class^=vt-carousel__][hidden]{display:none!important}',
  // Behaviour: a row of slides that only this code scrolls (drag and swipe included).
  `vt-carousel[data-ready] ${T}{display:flex;gap:var(--vt-carousel-gap,1rem);overflow:hidden;touch-action:pan-y;position:relative;padding-block:.25rem}`,
  `vt-carousel[data-ready] ${T}>*{flex:0 0 100%;min-inline-size:0;box-sizing:border-box;margin-inline:0}`,
  `@media (min-width:${CAROUSEL_BREAKPOINT}px){vt-carousel[data-ready]:not([data-variant=single]) ${T}>*{flex-basis:var(--vt-carousel-item-width,${ITEM_WIDTH}px)}}`,
  `${T}[data-dragging]{cursor:grabbing;user-select:none}`,
  ':where(.vt-carousel__controls,.vt-carousel__picker){display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}',
  ':where(.vt-carousel__picker) button{min-inline-size:2.75rem}',
  ':where(.vt-carousel__picker) [aria-current=true]{background:var(--vt-carousel-current,var(--vt-color-primary,#1a5fd0));border-color:var(--vt-carousel-current,var(--vt-color-primary,#1a5fd0));color:var(--vt-color-on-primary,#fff)}',
  '.vt-carousel__status{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  'vt-carousel :is(button,a):focus-visible{outline:var(--vt-focus-width,2px) solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}',
];

export class CarouselElement extends WidgetElement<Config<typeof carouselRuntime>> {
  static override definition = carouselRuntime;

  protected setUp(): (() => void) | void {
    const doc = this.ownerDocument;
    // Its own sheet besides the widgets' (buttons, focus), which the base adds.
    addStyles(doc, this.tag, CAROUSEL_CSS);
    const slides = [...this.children].filter((el): el is HTMLElement => !/^(script|style|template)$/.test(el.localName));
    const count = slides.length;
    if (!count) {
      this.reportOnce('holds no slides: nothing to show');
      // Nothing to enhance: no follow (an earlier set-up's dropped), so a change sets it up again.
      this.follow = undefined;
      return;
    }
    const undo: (() => void)[] = [];
    /** Sets an attribute (null: removes it), and on undo puts back what the CMS had. */
    const set = (el: Element, name: string, value: string | null) => {
      const before = el.getAttribute(name);
      const put = (v: string | null) => (v === null ? el.removeAttribute(name) : el.setAttribute(name, v));
      put(value);
      undo.push(() => put(before));
    };
    // The CMS's own name, under data-label.
    const ownLabel = this.getAttribute('aria-label');
    set(this, 'role', 'region');

    const track = doc.createElement('div');
    track.className = 'vt-carousel__track';
    slides[0]!.before(track);
    track.append(...slides);
    for (const slide of slides) set(slide, 'role', 'group');
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

    // The first position, one item a view until measured.
    const state: CarouselState = { count, view: 1, index: 0, playing: false };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let texts: (typeof CAROUSEL_TEXTS)['en'];
    let variant: Config<typeof carouselRuntime>['variant'];
    let every: number | undefined;
    /**
     * Reads its attributes into the carousel (at set-up, and after each change: issue 39): its
     * names and texts, the variant and interval (a bad new interval: reported, the last good one
     * kept), and autoplay when data-autoplay is new: on, it never starts by itself under reduced
     * motion; otherwise a visitor's stop is kept.
     */
    const read = (changed?: ReadonlySet<string>) => {
      const c = this.config;
      texts = this.readTexts(CAROUSEL_TEXTS);
      variant = c.variant;
      every = this.checked(interval, 'interval', every);
      set(this, 'aria-roledescription', texts.carousel);
      set(this, 'aria-label', c.label ?? ownLabel ?? (this.hasAttribute('aria-labelledby') ? null : texts.label));
      slides.forEach((slide, i) => {
        set(slide, 'aria-roledescription', texts.slide);
        if (!slide.hasAttribute('aria-labelledby')) set(slide, 'aria-label', fill(texts.slideOf, i + 1, count));
      });
      previous.textContent = texts.previous;
      next.textContent = texts.next;
      picker.setAttribute('aria-label', texts.picker);
      if (!changed || changed.has('data-autoplay')) {
        const autoplay = c.autoplay && count > 1;
        state.playing = autoplay && !reducedMotion(doc);
        if (autoplay) controls.prepend(rotation);
        else rotation.remove();
      }
    };

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
                button.addEventListener('click', () => go(i));
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
    /** The position last asked for (a press, a swipe, the rotation); the measured view clamps it. */
    let wanted = 0;
    /** Moves to a position (the core's go), then shows and announces it (the live region is off while rotating). */
    const go = (to: number) => {
      goTo(state, to);
      wanted = state.index;
      render();
      scroll(true);
      status.textContent = fill(texts.slideOf, state.index + 1, count);
    };
    /** (Re)starts the autoplay timer when it should run, and keeps the rotation button and live region in step. */
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (rotating(state) && this.isConnected) timer = setTimeout(() => (go(nextOf(state, 1)), schedule()), every);
      status.setAttribute('aria-live', rotating(state) ? 'off' : 'polite');
      rotation.textContent = state.playing ? texts.stop : texts.start;
    };
    /** Re-measures the view (window width, the track's width, late images) and keeps the position in range. */
    const measure = () => {
      const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
      const item = slides[0]!.getBoundingClientRect().width || ITEM_WIDTH;
      const moved = moves(state);
      state.view = perView(variant, doc.defaultView?.innerWidth ?? 0, track.clientWidth, item, gap);
      // From the position the visitor went to: a passing wider measure (a resizing frame, a late
      // scrollbar) that fits everything must not leave it at the first slide afterwards.
      goTo(state, wanted);
      render();
      scroll(false);
      // Only when it starts or stops having somewhere to go: a late image must not reset the timer.
      if (moved !== moves(state)) schedule();
    };

    const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void, options?: AddEventListenerOptions) => {
      target.addEventListener(type, listener as EventListener, options);
      undo.push(() => target.removeEventListener(type, listener as EventListener, options));
    };
    on(previous, 'click', () => go(nextOf(state, -1)));
    on(next, 'click', () => go(nextOf(state, 1)));
    on(rotation, 'click', () => ((state.playing = !state.playing), schedule()));
    on(this, 'pointerenter', () => ((state.hovered = true), schedule()));
    on(this, 'pointerleave', () => ((state.hovered = false), schedule()));
    // Focus on the rotation button does not pause: a keyboard visitor pressing Start sees it run.
    on<FocusEvent>(this, 'focusin', (event) => ((state.focused = event.target !== rotation), schedule()));
    on<FocusEvent>(this, 'focusout', (event) => {
      if (this.contains(event.relatedTarget as Node | null)) return;
      state.focused = false;
      schedule();
    });
    on<PointerEvent>(this, 'pointerdown', (event) => {
      // A press anywhere but on the rotation button stops it for good (that button restarts it).
      if (!state.playing || rotation.contains(event.target as Node)) return;
      state.playing = false;
      schedule();
    });
    // Drag (mouse) and swipe (touch, pen): the track follows the pointer (the pointer's bookkeeping
    // is this controller's), then settles where the core's swiped() says.
    let drag: { x: number; left: number; dx: number } | null = null;
    let dragged = false;
    on<PointerEvent>(track, 'pointerdown', (event) => {
      // A carousel inside a slide drags itself, not this one too.
      if (event.button || !moves(state) || (event.target as Element).closest('vt-carousel') !== this) return;
      drag = { x: event.clientX, left: track.scrollLeft, dx: 0 };
      dragged = false;
    });
    on<PointerEvent>(track, 'pointermove', (event) => {
      if (!drag) return;
      drag.dx = event.clientX - drag.x;
      if (!dragged && Math.abs(drag.dx) > 5) {
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
      if (dragged) go(swiped(state, dx));
    };
    on(track, 'pointerup', release);
    on(track, 'pointercancel', release);
    // A drag is not a click on the link it started on; an image is not dragged out.
    on<MouseEvent>(track, 'click', (event) => dragged && (event.preventDefault(), event.stopPropagation(), (dragged = false)), {
      capture: true,
    });
    on(track, 'dragstart', (event) => event.preventDefault());

    const win = doc.defaultView!;
    const wide = win.matchMedia?.(`(min-width: ${CAROUSEL_BREAKPOINT}px)`);
    wide?.addEventListener('change', measure);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => measure()) : null;
    resized?.observe(track);
    (this.follow = (changed?: ReadonlySet<string>) => {
      read(changed);
      measure();
      schedule();
    })();
    return () => {
      clearTimeout(timer);
      resized?.disconnect();
      wide?.removeEventListener('change', measure);
      for (const slide of slides) slide.inert = false;
      controls.remove();
      picker.remove();
      status.remove();
      track.replaceWith(...track.childNodes);
      for (const restore of undo.splice(0).reverse()) restore();
    };
  }
}

CarouselElement.define();
