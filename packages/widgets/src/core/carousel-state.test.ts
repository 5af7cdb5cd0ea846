import { describe, expect, it } from 'vitest';
import { go, moves, next, rotating, swiped, type CarouselState } from './carousel-state';

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
