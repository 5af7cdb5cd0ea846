import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { addErrorReporter, type TrackProperties } from '@vt-elements/core';
import { customEventData, domEventData, scrollPercentage, trackClicks, trackScrollDepth } from './page-tracking';
import { FakeClock } from '../../../../tests/support/fake-clock';

let reports: { message: string; source: unknown }[];
let removeReporter: () => void;
let tracked: [string, TrackProperties | undefined][];
const track = (event: string, properties?: TrackProperties) => {
  tracked.push([event, properties]);
};
beforeEach(() => {
  reports = [];
  tracked = [];
  removeReporter = addErrorReporter((error, context) => reports.push({ message: error.message, source: context.source }));
  document.body.innerHTML = '';
});
afterEach(() => {
  removeReporter();
  vi.restoreAllMocks();
});

describe('declarative click tracking (data-track-action)', () => {
  it('a click inside the element tracks its action with customEventData and domEventData', () => {
    document.body.innerHTML = `<a id="cta" class="btn  btn--primary" href="/memberships" data-track-action="cta_click" data-track-label="hero" data-track-value="5" data-position="top">
      <span>See   <b>plans</b></span></a>`;
    const stop = trackClicks(document, track);
    document.querySelector('b')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(tracked).toEqual([
      [
        'cta_click',
        {
          customEventData: { action: 'cta_click', category: 'atlas', label: 'hero', value: '5' },
          domEventData: {
            target: 'a',
            classes: 'btn  btn--primary',
            href: `${location.origin}/memberships`,
            text: 'See plans',
            value: '',
            name: '',
            data: { trackAction: 'cta_click', trackLabel: 'hero', trackValue: '5', position: 'top' },
          },
        },
      ],
    ]);
    stop();
    document.querySelector('b')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(tracked).toHaveLength(1);
  });

  it("category defaults to 'atlas'; a data-track-category wins", () => {
    document.body.innerHTML = '<button data-track-action="a">A</button><button data-track-action="b" data-track-category="nav">B</button>';
    const [a, b] = Array.from(document.querySelectorAll('button'));
    expect(customEventData(a!)).toEqual({ action: 'a', category: 'atlas', label: '', value: '' });
    expect(customEventData(b!).category).toBe('nav');
  });

  it("spec §8: an empty action is reported as 'Event missing'; the click still happens", () => {
    expectConsoleError('[vt-elements] action-tracker: Event missing');
    document.body.innerHTML = '<button data-track-action="" class="x">Go</button>';
    const clicked = vi.fn();
    document.querySelector('button')!.addEventListener('click', clicked);
    const stop = trackClicks(document, track);
    document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(clicked).toHaveBeenCalledOnce();
    expect(tracked).toEqual([]);
    expect(reports).toEqual([{ message: 'Event missing', source: 'action-tracker' }]);
    stop();
  });

  it('a control’s value and name are sent, never a password, email or phone value', () => {
    document.body.innerHTML = `<input type="checkbox" name="news" value="yes" data-track-action="opt">
      <input type="email" name="email" value="ada@example.com" data-track-action="e">
      <input type="password" name="pw" value="hunter2" data-track-action="p">
      <input type="tel" name="phone_number" value="2025550100" data-track-action="t">`;
    const [checkbox, email, password, phone] = Array.from(document.querySelectorAll('input'));
    expect(domEventData(checkbox!)).toMatchObject({ target: 'input', value: 'yes', name: 'news' });
    expect([email, password, phone].map((el) => domEventData(el!).value)).toEqual(['', '', '']);
  });

  it('a click outside tracked elements tracks nothing', () => {
    document.body.innerHTML = '<p>text</p>';
    const stop = trackClicks(document, track);
    document.querySelector('p')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(tracked).toEqual([]);
    stop();
  });
});

describe('spec §9 scroll depth', () => {
  it('percentage with 2 decimals, at most 100', () => {
    expect(scrollPercentage(0, 700, 3000)).toBe(23.33);
    expect(scrollPercentage(1000, 700, 3000)).toBe(56.67);
    expect(scrollPercentage(2300, 700, 3000)).toBe(100);
    expect(scrollPercentage(5000, 700, 3000)).toBe(100);
    expect(scrollPercentage(0, 700, 0)).toBe(100);
  });

  function scrollable(height = 3000) {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    };
    return scrollTo;
  }

  it('debounced 200 ms: tracks once scrolling has stopped for 200 ms', () => {
    const clock = new FakeClock();
    const scrollTo = scrollable();
    const stop = trackScrollDepth(window, clock, track);
    scrollTo(300);
    clock.tick(150);
    scrollTo(1000);
    clock.tick(199);
    expect(tracked).toEqual([]);
    clock.tick(1);
    expect(tracked).toEqual([['scroll_depth', { percentage: 56.67 }]]);
    stop();
  });

  it('tracks only when the depth increases', () => {
    const clock = new FakeClock();
    const scrollTo = scrollable();
    const stop = trackScrollDepth(window, clock, track);
    scrollTo(1000);
    clock.tick(200);
    scrollTo(200);
    clock.tick(200);
    scrollTo(1000);
    clock.tick(200);
    scrollTo(2300);
    clock.tick(200);
    expect(tracked).toEqual([
      ['scroll_depth', { percentage: 56.67 }],
      ['scroll_depth', { percentage: 100 }],
    ]);
    stop();
    scrollTo(2300);
    expect(clock.pending).toBe(0);
  });
});
