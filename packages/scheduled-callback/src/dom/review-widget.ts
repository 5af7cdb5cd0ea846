import { reportError, trustedScriptURL } from '@vt-elements/core';
import { DEFAULT_REVIEW_SCRIPT, SOURCE } from '../core/callback-widget';

/**
 * Spec §2: the third-party review widget's script loads lazily, once per page, and only when
 * review links are present. "Lazily" = when the first review link comes within 400 px of the
 * viewport (spec §9 lazy-load margin), or at once where IntersectionObserver is missing.
 */

export const REVIEW_LINK_SELECTOR = 'a[data-review-link], .review-link';
export const LAZY_MARGIN = '400px';

const requested = new Set<string>();

function alreadyOnPage(doc: Document, src: string): boolean {
  return [...doc.scripts].some((script) => script.getAttribute('src') === src);
}

function inject(doc: Document, src: string): void {
  if (requested.has(src) || alreadyOnPage(doc, src)) return;
  requested.add(src);
  const script = doc.createElement('script');
  // Through the vt-elements Trusted Types policy (the URL policy; the default provider's host is
  // the library's own choice, so it is allowed besides the page's hosts).
  try {
    script.src = trustedScriptURL(src, [new URL(DEFAULT_REVIEW_SCRIPT).host]) as string;
  } catch (error) {
    // The page enforces Trusted Types without allowing the vt-elements policy: no widget, reported.
    reportError(error, { source: SOURCE });
    return;
  }
  script.async = true;
  script.dataset.vtReviewWidget = '';
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  doc.head.append(script);
}

/** Starts watching; returns a function that stops (the script, once added, stays). */
export function loadReviewWidget(doc: Document, src: string): () => void {
  const links = [...doc.querySelectorAll(REVIEW_LINK_SELECTOR)];
  if (links.length === 0 || requested.has(src)) return () => {};
  const Observer = doc.defaultView?.IntersectionObserver;
  if (!Observer) {
    inject(doc, src);
    return () => {};
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      inject(doc, src);
    },
    { rootMargin: LAZY_MARGIN },
  );
  for (const link of links) observer.observe(link);
  return () => observer.disconnect();
}

/** loadReviewWidget on the element's document (the page's when there is no element): the widget's port. */
export const watchReviewLinks = (host: Element | null | undefined, src: string): (() => void) =>
  loadReviewWidget(host?.ownerDocument ?? document, src);

/** For tests: forget which scripts were requested. */
export function resetReviewWidget(): void {
  requested.clear();
}
