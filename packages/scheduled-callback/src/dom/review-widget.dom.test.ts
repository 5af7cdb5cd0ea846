// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { captureReports } from '@vt-elements/core/testing';
import { scheduledCallbackDefinition } from '../definition';
import { DEFAULT_REVIEW_SCRIPT } from '../core/callback-widget';
import { loadReviewWidget, resetReviewWidget } from './review-widget';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; observed: Element[]; margin?: string; disconnected: boolean }[] = [];

class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.record = { callback, observed: [], margin: options?.rootMargin, disconnected: false };
    observers.push(this.record);
  }
  observe(el: Element) {
    this.record.observed.push(el);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

const scripts = () => [...document.querySelectorAll('script[data-vt-review-widget]')].map((s) => s.getAttribute('src'));

afterEach(() => {
  resetReviewWidget();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  observers.length = 0;
});

describe('§2 review widget: lazily, once, only with review links', () => {
  const reported = captureReports();

  it('loads nothing without review links', () => {
    document.body.innerHTML = '<a href="/reviews">Reviews</a>';
    loadReviewWidget(document, 'https://reviews.example/widget.js');
    expect(scripts()).toEqual([]);
  });

  it('waits until a link comes within 400px of the viewport, then adds the script once for every picker', () => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
    // A page's own provider on another host is one its vt-allowed-hosts lists (the URL policy the
    // vt-elements Trusted Types policy applies to script URLs).
    document.head.innerHTML = '<meta name="vt-allowed-hosts" content="reviews.example">';
    document.body.innerHTML = '<a data-review-link href="#r">Reviews</a><a class="review-link" href="#r2">More</a>';
    loadReviewWidget(document, 'https://reviews.example/widget.js');
    loadReviewWidget(document, 'https://reviews.example/widget.js');
    expect(scripts()).toEqual([]);
    expect(observers[0]).toMatchObject({ margin: '400px' });
    expect(observers[0]!.observed).toHaveLength(2);
    observers[0]!.callback([{ isIntersecting: false }]);
    expect(scripts()).toEqual([]);
    observers[0]!.callback([{ isIntersecting: true }]);
    observers[1]!.callback([{ isIntersecting: true }]);
    expect(scripts()).toEqual(['https://reviews.example/widget.js']);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('loads at once without IntersectionObserver, and not when the page already has the script', () => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = undefined;
    document.body.innerHTML = '<a class="review-link" href="#r">Reviews</a>';
    loadReviewWidget(document, DEFAULT_REVIEW_SCRIPT);
    expect(scripts()).toEqual([DEFAULT_REVIEW_SCRIPT]);
    resetReviewWidget();
    loadReviewWidget(document, DEFAULT_REVIEW_SCRIPT);
    expect(document.querySelectorAll('script').length).toBe(1);
  });

  it('a script URL the vt-elements policy refuses is reported, not added, never thrown (core/trusted-types.ts)', () => {
    expectConsoleError(
      '[vt-elements] vt-scheduled-callback: vt-elements: script URL "https://unlisted.example/widget.js" was refused: it goes to another host (unlisted.example) that <meta name="vt-allowed-hosts"> does not list.',
    );
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = undefined;
    document.body.innerHTML = '<a class="review-link" href="#r">Reviews</a>';
    expect(() => loadReviewWidget(document, 'https://unlisted.example/widget.js')).not.toThrow();
    expect(scripts()).toEqual([]);
    expect(reported).toEqual([expect.stringContaining('another host (unlisted.example)')]);
  });

  it('the documented default of data-review-script is the one used', () => {
    expect(scheduledCallbackDefinition.attributes['data-review-script'].default).toBe(DEFAULT_REVIEW_SCRIPT);
  });
});
