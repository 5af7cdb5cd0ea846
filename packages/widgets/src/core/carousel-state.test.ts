import { describe, expect, it } from 'vitest';
import { autoplay, go, measured, moves, next, press, rotating, swiped, type CarouselState } from './carousel-state';

/** Five slides, one a view, autoplay on (as carousel-element.ts sets it up). */
const five = (over: Partial<CarouselState> = {}): CarouselState => ({ count: 5, view: 1, index: 0, playing: true, ...over });

describe('carousel state: moves (spec §2 previous/next; APG wrap-around; the picker)', () => {
  it('next and previous wrap around at both ends; the autoplay tick is next', () => {
    expect(next(five(), 1)).toBe(1);
    expect(next(five(), -1)).toBe(4);
    expect(next(five({ index: 4 }), 1)).toBe(0);
    // Three a view: positions 0-2, so next from 2 is the first.
    expect(next(five({ index: 2, view: 3 }), 1)).toBe(0);
  });
  it('a position past the last full view is kept in range', () => {
    const state = five({ view: 3 });
    go(state, 4);
    expect(state.index).toBe(2);
    go(state, -1);
    expect(state.index).toBe(0);
  });
  it('after the view widens the same position is kept in range; when everything fits there is nowhere to go', () => {
    const state = five({ index: 4 });
    state.view = 3;
    go(state, state.index);
    expect(state.index).toBe(2);
    expect(moves(state)).toBe(true);
    state.view = 5;
    go(state, state.index);
    expect(state.index).toBe(0);
    expect(moves(state)).toBe(false);
  });
});

describe('carousel state: autoplay (spec §4: every 7000 ms, pauses on hover, stops permanently after a pointer press)', () => {
  it('rotates while on, with somewhere to go, neither hovered nor focused', () => {
    expect(rotating(five())).toBe(true);
    expect(rotating(five({ hovered: true }))).toBe(false);
    expect(rotating(five({ focused: true }))).toBe(false);
    expect(rotating(five({ hovered: false, focused: false }))).toBe(true);
    // One slide, or everything in one view: nowhere to go.
    expect(rotating(five({ count: 1 }))).toBe(false);
    expect(rotating(five({ view: 5 }))).toBe(false);
  });
  it('once stopped (a press, reduced motion) it stays stopped whatever the pointer and focus do', () => {
    expect(rotating(five({ playing: false }))).toBe(false);
    expect(rotating(five({ playing: false, hovered: false, focused: false }))).toBe(false);
  });
});

describe('carousel state: data-autoplay and a press (spec §2 optional autoplay; §4 stops permanently after a pointer press)', () => {
  it('data-autoplay with more than one slide shows the rotation button and plays, unless the visitor prefers reduced motion', () => {
    const state = five({ playing: false });
    expect(autoplay(state, true, false)).toBe(true);
    expect(state.playing).toBe(true);
    expect(autoplay(state, true, true)).toBe(true);
    expect(state.playing).toBe(false);
    expect(autoplay(state, false, false)).toBe(false);
    expect(state.playing).toBe(false);
  });
  it('one slide: no rotation button, no autoplay', () => {
    const one = five({ count: 1, playing: false });
    expect(autoplay(one, true, false)).toBe(false);
    expect(one.playing).toBe(false);
  });
  it('a press stops it for good (true the first time); stopped, a press changes nothing', () => {
    const state = five();
    expect(press(state)).toBe(true);
    expect(state.playing).toBe(false);
    expect(rotating(state)).toBe(false);
    expect(press(state)).toBe(false);
    expect(state.playing).toBe(false);
  });
});

describe('carousel state: a new measure (spec §9: one item below 775 px, as many as fit above)', () => {
  it('goes back to the position last asked for, kept in range, after a passing wider measure', () => {
    const state = five({ index: 3 });
    // Everything fits for a moment (a resizing frame): nowhere to go, the first position.
    expect(measured(state, 5, 3)).toBe(true);
    expect(state.index).toBe(0);
    // Narrow again: back where the visitor went, not left at the first slide.
    expect(measured(state, 1, 3)).toBe(true);
    expect(state.index).toBe(3);
    // Three a view: position 3 is past the last full view (2).
    expect(measured(state, 3, 3)).toBe(false);
    expect(state.index).toBe(2);
  });
  it('is true only when it starts or stops having somewhere to go (a late image must not restart the timer)', () => {
    const state = five();
    expect(measured(state, 1, 0)).toBe(false);
    expect(measured(state, 2, 0)).toBe(false);
    expect(measured(state, 5, 0)).toBe(true);
    expect(measured(state, 5, 0)).toBe(false);
  });
});

describe('carousel state: where a drag or swipe lands (spec §2 swipe on touch; 40 px decides)', () => {
  it('40 px or more to the left is next, to the right previous, less goes back; no wrap-around at either end', () => {
    expect(swiped(five({ index: 2 }), -40)).toBe(3);
    expect(swiped(five({ index: 2 }), 40)).toBe(1);
    expect(swiped(five({ index: 2 }), -39)).toBe(2);
    expect(swiped(five(), 300)).toBe(0);
    const last = five({ index: 4 });
    go(last, swiped(last, -300));
    expect(last.index).toBe(4);
  });
});
