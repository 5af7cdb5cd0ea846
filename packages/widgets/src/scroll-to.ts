/**
 * `[data-scroll-to="#id"]` (contract "Content widgets"; spec §2 scroll-to triggers, §9 smooth
 * scroll 500 ms default): any element with it scrolls the page smoothly to its target when clicked
 * (or activated from the keyboard), over `data-scroll-duration` ms (default 500), at once when the
 * visitor prefers reduced motion. Focus then moves to the target (made focusable with
 * tabindex=-1 if it is not) so keyboard and screen-reader users continue from there; a link's
 * hash goes into the address bar as its own click would. A wheel, touch or key press stops the
 * scroll where it is. A target that does not exist is reported once and the click left alone.
 *
 * Not a tag: the autoloader imports this module when it finds the attribute on the page (see
 * packages/widgets/README.md, Loading). One click listener on the document serves every trigger,
 * including those added later.
 */
import { reportOnce } from '@vt-elements/core';
import { duration, SCROLL_MS, scrollPosition, scrollTarget } from './core/rules';
import { reducedMotion } from './dom/disclosure';

const SOURCE = 'data-scroll-to';
/** Each problem once a page (the core's reportOnce, as the elements'). */
const report = (message: string) => reportOnce(message, { source: SOURCE });

/** Scrolls the window to `to` (px from the top) over `ms`; resolves when it gets there or is interrupted. */
export function smoothScroll(win: Window, to: number, ms: number): Promise<void> {
  const from = win.scrollY;
  if (!ms || reducedMotion(win.document) || from === to) {
    win.scrollTo(0, to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const stops = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
    let stopped = false;
    const stop = () => {
      stopped = true;
      for (const type of stops) win.removeEventListener(type, stop, true);
      resolve();
    };
    for (const type of stops) win.addEventListener(type, stop, { capture: true, passive: true });
    const start = win.performance.now();
    const step = (now: number) => {
      if (stopped) return;
      const elapsed = now - start;
      win.scrollTo(0, scrollPosition(from, to, elapsed, ms));
      if (elapsed >= ms) stop();
      else win.requestAnimationFrame(step);
    };
    win.requestAnimationFrame(step);
  });
}

/** Where the window must scroll for the target's top (less its scroll-margin-top) to be at the top. */
function topOf(target: Element, win: Window): number {
  const margin = parseFloat(win.getComputedStyle(target).scrollMarginTop) || 0;
  const max = win.document.documentElement.scrollHeight - win.innerHeight;
  return Math.max(0, Math.min(max, target.getBoundingClientRect().top + win.scrollY - margin));
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-scroll-to]');
  if (!trigger) return;
  const doc = trigger.ownerDocument;
  const win = doc.defaultView!;
  const parsed = scrollTarget(trigger.getAttribute('data-scroll-to'));
  const target = 'id' in parsed ? doc.getElementById(parsed.id) : null;
  if (!target) return report('error' in parsed ? parsed.error : `data-scroll-to names no element: no id "${parsed.id}" on the page`);
  const ms = duration(
    trigger.hasAttribute('data-scroll-duration') ? Number(trigger.getAttribute('data-scroll-duration')) : null,
    SCROLL_MS,
  );
  if (ms.error) report(`data-scroll-duration: ${ms.error}`);
  event.preventDefault();
  const href = trigger.getAttribute('href');
  if (href?.startsWith('#') && href !== win.location.hash) win.history.pushState(win.history.state, '', href);
  void smoothScroll(win, topOf(target, win), ms.value).then(() => {
    if (!target.matches('a[href],button,input,select,textarea,[tabindex]')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}

const LISTENING = Symbol.for('vt-elements.scroll-to');
type Listening = Document & { [LISTENING]?: true };

/** Listens on the document once, however many times this module (or a copy of it) runs. */
export function listenForScrollTo(doc: Document): void {
  const listening = doc as Listening;
  if (listening[LISTENING]) return;
  listening[LISTENING] = true;
  doc.addEventListener('click', onClick);
}

listenForScrollTo(document);
