import { describe, expect, it } from 'vitest';
import { allPaths, longestPathLength, MAX_PATH, progress } from './paths';
import { homeFlow, panelsFrom } from '../../../../tests/support/lead-panels';

const idle = { active: false, complete: false };

describe('§4 Paths', () => {
  it('a go_to with conditions follows both its target and its else step; a redirect with empty conditions ends the path', () => {
    expect(allPaths(homeFlow(), 0)).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7],
      [0, 1, 2, 4, 5, 6, 7],
    ]);
  });

  it('a go_to without conditions follows only its target', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'jump', 'data-panel-type': 'action', 'data-action-name': 'go_to', 'data-step-name-to': 'c' },
      { 'data-id': 'b', input: 'yes' },
      { 'data-id': 'c', input: 'yes' },
    ]);
    expect(allPaths(panels, 0)).toEqual([[0, 1, 3]]);
  });

  it('a redirect with conditions may end the path or continue', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'out', 'data-panel-type': 'action', 'data-action-name': 'redirect', 'data-conditions': '[{"field":"x","value":"1"}]' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    expect(allPaths(panels, 0)).toEqual([
      [0, 1],
      [0, 1, 2],
    ]);
  });

  it(`§9 a path over ${MAX_PATH} steps is runaway and yields an empty path`, () => {
    const loop = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'again', 'data-panel-type': 'action', 'data-action-name': 'go_to', 'data-step-name-to': 'a' },
    ]);
    expect(allPaths(loop, 0)).toEqual([[]]);
    expect(longestPathLength(loop)).toBe(0);
    // Exactly 30 steps is still a path.
    const thirty = panelsFrom(Array.from({ length: 30 }, (_, i) => ({ 'data-id': `p${i}`, input: 'yes' })));
    expect(allPaths(thirty, 0)[0]).toHaveLength(30);
    const thirtyOne = panelsFrom(Array.from({ length: 31 }, (_, i) => ({ 'data-id': `p${i}`, input: 'yes' })));
    expect(allPaths(thirtyOne, 0)).toEqual([[]]);
  });

  it('longest path length counts panels with a visible input and no action', () => {
    // who, grade, contact (welcome, interstitial and the actions have no visible input).
    expect(longestPathLength(homeFlow())).toBe(3);
    expect(longestPathLength(homeFlow(), 5)).toBe(1);
  });
});

describe('§4 Progress: completed or active steps up to the current, over the total', () => {
  const panels = homeFlow();
  const status = (active: number, complete: number[]) => panels.map((_, i) => ({ active: i === active, complete: complete.includes(i) }));

  it('on the welcome panel: 0 of 3', () => {
    expect(progress(panels, status(0, []), 0)).toEqual({ value: 0, total: 3, text: '0 of 3' });
  });
  it('on "who": 1 of 3', () => {
    expect(progress(panels, status(1, [0]), 1).text).toBe('1 of 3');
  });
  it('the long branch: grade 2 of 3, contact 3 of 3', () => {
    expect(progress(panels, status(3, [0, 1]), 3).text).toBe('2 of 3');
    expect(progress(panels, status(5, [0, 1, 3, 4]), 5).text).toBe('3 of 3');
  });
  it('the short branch skips grade: contact is 2 of 2', () => {
    expect(progress(panels, status(5, [0, 1, 4]), 5).text).toBe('2 of 2');
  });
  it('steps after the current one do not count', () => {
    expect(
      progress(panels, [idle, { active: true, complete: false }, idle, idle, idle, { active: false, complete: true }, idle, idle], 1).text,
    ).toBe('1 of 3');
  });
});
