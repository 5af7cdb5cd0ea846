import { describe, expect, it } from 'vitest';
import {
  breakpoint,
  collapsedAt,
  COLLAPSE_MS,
  duration,
  ease,
  expandTextHeight,
  hiddenItem,
  needsCut,
  SCROLL_MS,
  scrollPosition,
  scrollTarget,
  visibleCount,
} from './rules';

describe('collapsibles (spec §4, §9 breakpoint 1044, collapse animation 300 ms)', () => {
  it('are collapsed below 1044 px and open at 1044 and above', () => {
    expect(collapsedAt(1043)).toBe(true);
    expect(collapsedAt(1044)).toBe(false);
    expect(collapsedAt(1280)).toBe(false);
    expect(collapsedAt(390)).toBe(true);
    expect(COLLAPSE_MS).toBe(300);
  });
  it('take another breakpoint from data-breakpoint; a bad one is refused with the reason', () => {
    expect(collapsedAt(700, 768)).toBe(true);
    expect(collapsedAt(768, 768)).toBe(false);
    expect(breakpoint(null)).toEqual({ value: 1044 });
    expect(breakpoint(768)).toEqual({ value: 768 });
    expect(breakpoint(0)).toEqual({ value: 1044, error: 'data-breakpoint must be a width in px above 0, got 0; using 1044' });
    expect(breakpoint(-5).value).toBe(1044);
  });
  it('after start (issue 39): a bad one keeps the last good value given; absent is the default', () => {
    expect(breakpoint(0, 900)).toEqual({ value: 900, error: 'data-breakpoint must be a width in px above 0, got 0; using 900' });
    expect(breakpoint(null, 900)).toEqual({ value: 1044 });
  });
});

describe('expand-text (spec §9: 160 px, or 240 px at 480 px wide or less)', () => {
  it('cuts at 160 px above 480 px wide and at 240 px at 480 px and below', () => {
    expect(expandTextHeight(1024)).toBe(160);
    expect(expandTextHeight(481)).toBe(160);
    expect(expandTextHeight(480)).toBe(240);
    expect(expandTextHeight(400)).toBe(240);
  });
  it('needs the button only when the text is taller than the threshold', () => {
    expect(needsCut(160, 1024)).toBe(false);
    expect(needsCut(161, 1024)).toBe(true);
    expect(needsCut(200, 400)).toBe(false);
    expect(needsCut(240, 400)).toBe(false);
    expect(needsCut(241, 400)).toBe(true);
    expect(needsCut(0, 1024)).toBe(false);
  });
});

describe('show-more (contract: data-visible default 3)', () => {
  it('shows 3 by default, the given whole number otherwise; a bad value is reported and 3 used', () => {
    expect(visibleCount(null)).toEqual({ value: 3 });
    expect(visibleCount(1)).toEqual({ value: 1 });
    expect(visibleCount(0)).toEqual({ value: 0 });
    expect(visibleCount(2.5)).toEqual({ value: 3, error: 'data-visible must be a whole number of 0 or more, got 2.5; showing 3' });
    expect(visibleCount(-1).value).toBe(3);
  });
  it('after start (issue 39): a bad value keeps the last good count given; absent is the default', () => {
    expect(visibleCount(-1, 2)).toEqual({ value: 2, error: 'data-visible must be a whole number of 0 or more, got -1; showing 2' });
    expect(visibleCount(null, 2)).toEqual({ value: 3 });
  });
  it('hides the items from index `visible` on while collapsed, none while expanded', () => {
    expect([0, 1, 2, 3, 4].map((i) => hiddenItem(i, 3, false))).toEqual([false, false, false, true, true]);
    expect([0, 1, 2, 3, 4].map((i) => hiddenItem(i, 3, true))).toEqual([false, false, false, false, false]);
    expect([0, 1].map((i) => hiddenItem(i, 0, false))).toEqual([true, true]);
  });
});

describe('smooth scroll (spec §9: 500 ms default)', () => {
  it('eases from the start to the target, reaching it exactly at the end', () => {
    expect(SCROLL_MS).toBe(500);
    expect(scrollPosition(0, 1000, 0, 500)).toBe(0);
    expect(scrollPosition(0, 1000, 250, 500)).toBe(500);
    expect(scrollPosition(0, 1000, 500, 500)).toBe(1000);
    expect(scrollPosition(0, 1000, 900, 500)).toBe(1000);
    expect(scrollPosition(1000, 0, 125, 500)).toBeGreaterThan(900);
    expect(scrollPosition(0, 1000, 100, 0)).toBe(1000);
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
  });
  it('reads an id target; anything else is refused with the reason', () => {
    expect(scrollTarget('#faq')).toEqual({ id: 'faq' });
    expect(scrollTarget('faq')).toEqual({ id: 'faq' });
    expect(scrollTarget(' #caf%C3%A9 ')).toEqual({ id: 'café' });
    expect(scrollTarget('#')).toEqual({ error: 'data-scroll-to must name a target like "#pricing", got "#"' });
    expect(scrollTarget('')).toHaveProperty('error');
    expect(scrollTarget('#a b')).toHaveProperty('error');
  });
  it('takes a duration of 0 ms or more; else the default, reported', () => {
    expect(duration(null, 500)).toEqual({ value: 500 });
    expect(duration(0, 500)).toEqual({ value: 0 });
    expect(duration(800, 500)).toEqual({ value: 800 });
    expect(duration(-1, 500)).toEqual({ value: 500, error: 'a duration must be 0 ms or more, got -1; using 500' });
    expect(duration(Number.NaN, 500).value).toBe(500);
  });
});
