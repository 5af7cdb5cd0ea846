import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_MS,
  CAROUSEL_BREAKPOINT,
  CAROUSEL_KEYS,
  CAROUSEL_TEXTS,
  clampStop,
  DRAG_PX,
  drags,
  fill,
  inView,
  interval,
  ITEM_WIDTH,
  perView,
  pickerKind,
  regionLabel,
  step,
  stops,
  swipeStep,
} from './carousel';
import { textsFor } from '@vt-elements/core';
import { tablesFor, textsCheck } from './texts';

describe('carousel constants (spec §4 autoplay 7000 ms; §9 carousel 775, default item width 270 px)', () => {
  it('are the spec’s numbers', () => {
    expect(AUTOPLAY_MS).toBe(7000);
    expect(CAROUSEL_BREAKPOINT).toBe(775);
    expect(ITEM_WIDTH).toBe(270);
  });
});

describe('items a view (spec §9: default variant as many 270 px items as fit, one at a time below 775 px)', () => {
  it('single: always one', () => {
    expect(perView('single', 1280, 1200)).toBe(1);
    expect(perView('single', 400, 380)).toBe(1);
  });
  it('default: one below 775 px of window width, as many as fit at 775 and above', () => {
    expect(perView('default', 774, 740)).toBe(1);
    expect(perView('default', 775, 740, 270, 16)).toBe(2);
    // Four 270 px items and three 16 px gaps are 1128 px: a 1128 px track holds four, 1127 three.
    expect(perView('default', 1280, 1128, 270, 16)).toBe(4);
    expect(perView('default', 1280, 1126, 270, 16)).toBe(3);
    expect(perView('default', 1280, 1127.5, 270, 16)).toBe(4);
    expect(perView('default', 1280, 200, 270, 16)).toBe(1);
    expect(perView('default', 1280, 0)).toBe(1);
    expect(perView('default', 1280, 1000, 0)).toBe(1);
  });
});

describe('positions (spec §2: previous/next, one item at a time; APG: wrap around)', () => {
  it('one stop per first visible item, so the last view is full', () => {
    expect(stops(6, 1)).toBe(6);
    expect(stops(6, 4)).toBe(3);
    expect(stops(3, 4)).toBe(1);
    expect(stops(1, 1)).toBe(1);
    expect(stops(0, 1)).toBe(0);
  });
  it('next and previous wrap around at both ends', () => {
    expect(step(0, 1, 5, 1)).toBe(1);
    expect(step(4, 1, 5, 1)).toBe(0);
    expect(step(0, -1, 5, 1)).toBe(4);
    expect(step(2, 1, 6, 4)).toBe(0);
    expect(step(0, -1, 6, 4)).toBe(2);
    expect(step(0, 1, 1, 1)).toBe(0);
    expect(step(0, 1, 0, 1)).toBe(0);
  });
  it('a position is kept in range when the view widens or a picker asks past the end', () => {
    expect(clampStop(5, 6, 4)).toBe(2);
    expect(clampStop(-1, 6, 1)).toBe(0);
    expect(clampStop(3, 6, 1)).toBe(3);
    expect(clampStop(3, 0, 1)).toBe(0);
  });
  it('an item is in view from the position for as many items as the view holds', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => inView(i, 1, 3))).toEqual([false, true, true, true, false, false]);
    expect([0, 1, 2].map((i) => inView(i, 2, 1))).toEqual([false, false, true]);
  });
});

describe('picker (issue 17: hundreds of slides keep a usable picker)', () => {
  it('none for one position, buttons up to 10, a counter beyond', () => {
    expect(pickerKind(1)).toBe('none');
    expect(pickerKind(2)).toBe('buttons');
    expect(pickerKind(10)).toBe('buttons');
    expect(pickerKind(11)).toBe('counter');
    expect(pickerKind(500)).toBe('counter');
  });
  it('labels: slides ’N of M’ (APG), picker buttons ’Slide N’', () => {
    expect(fill(CAROUSEL_TEXTS.en.slideOf, 2, 5)).toBe('2 of 5');
    expect(fill(CAROUSEL_TEXTS.es.slideOf, 2, 5)).toBe('2 de 5');
    expect(fill(CAROUSEL_TEXTS.en.goTo, 3)).toBe('Slide 3');
    expect(fill(CAROUSEL_TEXTS.en.counter, 3, 12)).toBe('3 / 12');
  });
});

describe('swipe and drag (spec §2 swipe on touch)', () => {
  it('40 px or more to the left is next, to the right previous, less goes back', () => {
    expect(swipeStep(-40)).toBe(1);
    expect(swipeStep(-300)).toBe(1);
    expect(swipeStep(40)).toBe(-1);
    expect(swipeStep(39)).toBe(0);
    expect(swipeStep(-39)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });
});

describe('drag or click (a press on a link in a slide)', () => {
  it('more than 5 px either way drags the track; 5 px or less is a click', () => {
    expect(DRAG_PX).toBe(5);
    expect(drags(6)).toBe(true);
    expect(drags(-6)).toBe(true);
    expect(drags(5)).toBe(false);
    expect(drags(-5)).toBe(false);
    expect(drags(0)).toBe(false);
  });
});

describe('the region’s name (APG: a labelled region)', () => {
  it('data-label, else the CMS’s aria-label, else none when aria-labelledby names it, else ’Slides’', () => {
    expect(regionLabel('Reviews', 'Mine', true, CAROUSEL_TEXTS.en.label)).toBe('Reviews');
    expect(regionLabel(null, 'Mine', true, CAROUSEL_TEXTS.en.label)).toBe('Mine');
    expect(regionLabel(null, null, true, CAROUSEL_TEXTS.en.label)).toBeNull();
    expect(regionLabel(null, null, false, CAROUSEL_TEXTS.en.label)).toBe('Slides');
    expect(regionLabel(null, null, false, CAROUSEL_TEXTS.es.label)).toBe('Diapositivas');
  });
});

describe('data-interval (contract: ms, default 7000)', () => {
  it('takes 1000 ms or more; refuses less, naming the reason, and uses 7000', () => {
    expect(interval(null)).toEqual({ value: 7000 });
    expect(interval(3000)).toEqual({ value: 3000 });
    expect(interval(1000)).toEqual({ value: 1000 });
    expect(interval(0)).toEqual({ value: 7000, error: 'data-interval must be 1000 ms or more, got 0; using 7000' });
    expect(interval(-5).value).toBe(7000);
  });
  it('after start (issue 39): a bad one keeps the last good interval given; absent is the default', () => {
    expect(interval(10, 3000)).toEqual({ value: 3000, error: 'data-interval must be 1000 ms or more, got 10; using 3000' });
    expect(interval(null, 3000)).toEqual({ value: 7000 });
  });
});

describe('carousel texts (contract "Strings and languages")', () => {
  it('English by default, Spanish for an es page, data-texts on top; unknown keys refused', () => {
    expect(textsFor(tablesFor(['previous', 'next'], CAROUSEL_TEXTS), 'en', null)).toEqual({
      previous: 'Previous slide',
      next: 'Next slide',
    });
    expect(textsFor(tablesFor(['previous', 'stop'], CAROUSEL_TEXTS), 'es-MX', { stop: 'Parar' })).toEqual({
      previous: 'Diapositiva anterior',
      stop: 'Parar',
    });
    expect(Object.keys(CAROUSEL_TEXTS.es)).toEqual(CAROUSEL_KEYS);
    expect(() => textsCheck(CAROUSEL_KEYS)({ readMore: 'x' })).toThrow('unknown text key "readMore"');
  });
});
