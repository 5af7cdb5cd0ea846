import { reportError, type Clock } from '@vt-elements/core';

/** §9: the get-started auto-click comes about 600 ms after a needed scroll. */
const GET_STARTED_CLICK_DELAY_MS = 600;
/** §2: sticky CTAs show at intersection 0, hide at 50% or more, with a 62px root margin. */
export const STICKY_THRESHOLDS = [0, 0.5];
export const STICKY_ROOT_MARGIN = '62px';

type Cleanup = () => void;

export function sameHostReferrer(referrer: string, host: string): boolean {
  try {
    return !!referrer && new URL(referrer).host === host;
  } catch {
    return false;
  }
}

/** §2: the back link appears only for a same-host referrer and goes to the previous browser page. */
export function backLink(doc: Document): Cleanup {
  const links = Array.from(doc.querySelectorAll<HTMLElement>('[data-back-link]'));
  const sameHost = sameHostReferrer(doc.referrer, location.host);
  const onClick = (event: Event) => {
    event.preventDefault();
    history.back();
  };
  for (const link of links) {
    link.hidden = !sameHost;
    link.addEventListener('click', onClick);
  }
  return () => links.forEach((link) => link.removeEventListener('click', onClick));
}

/**
 * §2: a get-started element scrolls to the form and clicks the first panel's Next, about 600 ms
 * after the scroll when one was needed, at once otherwise.
 */
export function getStarted(doc: Document, form: HTMLElement, clock: Clock, start: () => void): Cleanup {
  let timer: unknown = null;
  const onClick = (event: Event) => {
    const trigger = (event.target as Element | null)?.closest?.('[data-get-started]');
    if (!trigger || form.contains(trigger)) return;
    event.preventDefault();
    const rect = form.getBoundingClientRect();
    const inView = rect.top >= 0 && rect.top < (doc.defaultView?.innerHeight ?? 0);
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (inView) return start();
    form.scrollIntoView({ behavior: 'smooth', block: 'start' });
    timer = clock.setTimeout(() => {
      timer = null;
      start();
    }, GET_STARTED_CLICK_DELAY_MS);
  };
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    if (timer !== null) clock.clearTimeout(timer);
  };
}

/** §2: sticky sub-navigation buttons appear while the form is out of view; always without IntersectionObserver. */
export function stickyCta(doc: Document, form: HTMLElement): Cleanup {
  const buttons = Array.from(doc.querySelectorAll<HTMLElement>('[data-sticky-cta]'));
  if (!buttons.length) return () => {};
  const show = (visible: boolean) => buttons.forEach((b) => (b.hidden = !visible));
  const IO = (doc.defaultView as (Window & typeof globalThis) | null)?.IntersectionObserver;
  if (typeof IO !== 'function') {
    show(true);
    return () => {};
  }
  show(false);
  const observer = new IO(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio <= 0) show(true);
        else if (entry.intersectionRatio >= 0.5) show(false);
      }
    },
    { threshold: STICKY_THRESHOLDS, rootMargin: STICKY_ROOT_MARGIN },
  );
  observer.observe(form);
  return () => observer.disconnect();
}

/** §2: the header minimizes once the page is scrolled more than half the window height. */
export function onScrolledPastHalf(win: Window, callback: () => void): Cleanup {
  const check = () => {
    if (win.scrollY > win.innerHeight / 2) callback();
  };
  win.addEventListener('scroll', check, { passive: true });
  // Not now: scrollY would force a layout of the page in the middle of the wizard's first commit.
  const frame = win.requestAnimationFrame(check);
  return () => {
    win.cancelAnimationFrame(frame);
    win.removeEventListener('scroll', check);
  };
}

/** The page header the minimize class goes on: the first <header> outside the form. */
export function pageHeader(doc: Document, host: HTMLElement): HTMLElement | null {
  return Array.from(doc.querySelectorAll<HTMLElement>('header, [role="banner"]')).find((h) => !host.contains(h)) ?? null;
}

/** A selector from an attribute: an invalid one is reported and finds nothing. */
export function safeQuery(selector: string | null): HTMLElement | null {
  if (!selector) return null;
  try {
    return document.querySelector<HTMLElement>(selector);
  } catch {
    reportError(new Error(`<vt-lead-wizard> data-replace-target: invalid selector "${selector}"`), { source: 'vt-lead-wizard' });
    return null;
  }
}
