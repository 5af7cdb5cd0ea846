import { describe, expect, it } from 'vitest';
import { CAROUSEL_TEXTS, interval, MIN_INTERVAL_MS, perView, PICKER_MAX, SWIPE_PX } from './carousel';
import { duration, needsCut, scrollPosition, scrollTarget } from './rules';
import { TEXTS } from './texts';

/**
 * Issue 51: the widgets' rules the carousel's React rewrite leans on, pinned by literals (spec §2
 * Widgets, §4 Carousel, §9 breakpoints and timings; contract "Strings and languages").
 */

describe('carousel numbers (spec §9 carousel 775, item width 270 px; contract data-interval)', () => {
  it('a 40 px swipe, a picker of up to 10 buttons, an interval of at least 1000 ms', () => {
    expect(SWIPE_PX).toBe(40);
    expect(PICKER_MAX).toBe(10);
    expect(MIN_INTERVAL_MS).toBe(1000);
  });
  it('999 ms is refused and NaN too; 7000 is the default', () => {
    expect(interval(999)).toEqual({ value: 7000, error: 'data-interval must be 1000 ms or more, got 999; using 7000' });
    expect(interval(Number.NaN)).toEqual({ value: 7000, error: 'data-interval must be 1000 ms or more, got NaN; using 7000' });
  });
  it('the default variant counts 270 px items and the gaps between them', () => {
    // 270 + 270: two items fit 540 px without a gap, not with a 16 px one.
    expect(perView('default', 1280, 540)).toBe(2);
    expect(perView('default', 1280, 540, 270, 16)).toBe(1);
    expect(perView('default', 1280, 556, 270, 16)).toBe(2);
    expect(perView('default', 1280, 810)).toBe(3);
    expect(perView('default', 1280, 1000, -270)).toBe(1);
  });
});

describe('expand-text, scroll and durations (spec §9: 160 px / 240 px, smooth scroll 500 ms)', () => {
  it('half a pixel of sub-pixel layout does not make a text "taller"', () => {
    expect(needsCut(160.5, 1024)).toBe(false);
    expect(needsCut(160.6, 1024)).toBe(true);
  });
  it('a scroll eases in then out: a quarter of the way is under a quarter of the distance, three quarters over', () => {
    expect(scrollPosition(0, 1000, 125, 500)).toBe(62.5);
    expect(scrollPosition(0, 1000, 375, 500)).toBe(937.5);
    expect(scrollPosition(200, 1000, -50, 500)).toBe(200);
    expect(scrollPosition(1000, 0, 125, 500)).toBe(937.5);
    // Exactly the target at the end, even where from + (to - from) is not (0.7 + (0.1 - 0.7) is 0.09999999999999998).
    expect(scrollPosition(0.7, 0.1, 500, 500)).toBe(0.1);
    // No duration: at the target at once, even for a time before the start.
    expect(scrollPosition(0, 1000, -10, 0)).toBe(1000);
  });
  it('an infinite duration is refused', () => {
    expect(duration(Infinity, 500)).toEqual({ value: 500, error: 'a duration must be 0 ms or more, got Infinity; using 500' });
  });
  it('a target that is not valid percent-encoding is taken as written', () => {
    expect(scrollTarget('#100%')).toEqual({ id: '100%' });
    expect(scrollTarget(null)).toEqual({ error: 'data-scroll-to must name a target like "#pricing", got ""' });
  });
});

describe('the widgets’ texts, English and Spanish, word for word (contract "Strings and languages")', () => {
  it('Read more / Read less, More / Fewer (spec §2) and the rest', () => {
    expect(TEXTS).toEqual({
      en: {
        readMore: 'Read more',
        readLess: 'Read less',
        more: 'More',
        fewer: 'Fewer',
        expandAll: 'Expand all',
        collapseAll: 'Collapse all',
        showBio: 'Read bio',
        close: 'Close',
      },
      es: {
        readMore: 'Leer más',
        readLess: 'Leer menos',
        more: 'Más',
        fewer: 'Menos',
        expandAll: 'Expandir todo',
        collapseAll: 'Contraer todo',
        showBio: 'Ver biografía',
        close: 'Cerrar',
      },
    });
  });
  it('the carousel’s (APG carousel names)', () => {
    expect(CAROUSEL_TEXTS).toEqual({
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
    });
  });
});
