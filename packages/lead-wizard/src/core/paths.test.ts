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

  it('longest path length is what walking every path gives (runaway paths count 0), and stays fast when conditional go_tos loop back (20 of them: about 2^20 paths)', () => {
    // The same answer as the max over allPaths, on flows with branches, loops and a runaway branch.
    const flows = [
      homeFlow(),
      panelsFrom([
        { 'data-id': 'a', input: 'yes' },
        {
          'data-id': 'route',
          'data-panel-type': 'action',
          'data-action-name': 'go_to',
          'data-step-name-to': 'c',
          'data-conditions': '[{"field":"x","value":"1"}]',
        },
        { 'data-id': 'b', input: 'yes' },
        { 'data-id': 'c', input: 'yes' },
        {
          'data-id': 'back',
          'data-panel-type': 'action',
          'data-action-name': 'go_to',
          'data-step-name-to': 'a',
          'data-conditions': '[{"field":"y","value":"1"}]',
        },
        { 'data-id': 'd', input: 'yes' },
      ]),
    ];
    for (const flow of flows)
      for (let start = 0; start < flow.length; start++) {
        const walked = Math.max(
          0,
          ...allPaths(flow, start).map((path) => path.filter((i) => !!flow[i]!.hasVisibleInput && flow[i]!.type !== 'action').length),
        );
        expect(longestPathLength(flow, start), `start ${start}`).toBe(walked);
      }
    // 20 conditional go_tos, each looping back to the first panel or going on: listing the paths
    // took 2^20 steps (a frozen page); the longest is found at once.
    const loops = panelsFrom([
      { 'data-id': 'first', input: 'yes' },
      ...Array.from({ length: 20 }, (_, i) => ({
        'data-id': `loop-${i}`,
        'data-panel-type': 'action',
        'data-action-name': 'go_to',
        'data-step-name-to': 'first',
        'data-conditions': `[{"field":"f${i}","value":"1"}]`,
      })),
      { 'data-id': 'last', input: 'yes' },
    ]);
    // Issue 51: the work is counted, not timed (a 50 ms budget failed on a busy machine and passed
    // on a fast one with a slower walk). Each go_to's target is read once per visit; a walk that
    // works out each (panel, position in a path of at most 30) once reads each of the 20 at most
    // 30 times, where listing the paths read them about 2^20 times. The count throws past that
    // bound, so a blow-up fails at once instead of freezing the run.
    const bound = 20 * 30;
    let visits = 0;
    const counted = loops.map((panel) =>
      panel.actionName === 'go_to'
        ? new Proxy(panel, {
            get(target, key, receiver) {
              if (key === 'stepNameTo' && ++visits > bound) throw new Error(`more than ${bound} go_to visits: the walk blows up`);
              return Reflect.get(target, key, receiver) as unknown;
            },
          })
        : panel,
    );
    // The longest within 30 panels: four turns back from loop-0 (first, loop-0: 2 panels each),
    // then first, the 20 go_tos and last (22): first counted 5 times, and last.
    expect(longestPathLength(counted)).toBe(6);
    expect(visits).toBeGreaterThan(0);
    expect(visits).toBeLessThanOrEqual(bound);
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

describe('§4 Paths and §9 max path 30: the edges (issue 51)', () => {
  const steps = (n: number) => panelsFrom(Array.from({ length: n }, (_, i) => ({ 'data-id': `p${i}`, input: 'yes' })));

  it('a path of exactly 30 panels counts all 30 steps; one of 31 is runaway and counts 0', () => {
    expect(longestPathLength(steps(30))).toBe(30);
    expect(longestPathLength(steps(31))).toBe(0);
  });

  it('a go_to with conditions whose target and else step are the same panel gives one path', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      {
        'data-id': 'jump',
        'data-panel-type': 'action',
        'data-action-name': 'go_to',
        'data-conditions': '[{"field":"x","value":"1"}]',
        'data-step-name-to': 'c',
        'data-step-name-else': 'c',
      },
      { 'data-id': 'b', input: 'yes' },
      { 'data-id': 'c', input: 'yes' },
    ]);
    expect(allPaths(panels, 0)).toEqual([[0, 1, 3]]);
  });

  it('a go_to whose else step is the first panel loops back to it (a runaway path on that branch)', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      {
        'data-id': 'jump',
        'data-panel-type': 'action',
        'data-action-name': 'go_to',
        'data-conditions': '[{"field":"x","value":"1"}]',
        'data-step-name-to': 'b',
        'data-step-name-else': 'a',
      },
      { 'data-id': 'b', input: 'yes' },
    ]);
    const paths = allPaths(panels, 0);
    // Straight on, or round the loop once, twice… until a round would pass 30 panels (runaway).
    expect(paths.slice(0, 3)).toEqual([
      [0, 1, 2],
      [0, 1, 0, 1, 2],
      [0, 1, 0, 1, 0, 1, 2],
    ]);
    expect(paths.map((path) => path.length)).toEqual([3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 0, 0]);
  });

  it('a start outside the panels has no path and no length', () => {
    const panels = steps(2);
    expect(allPaths(panels, -1)).toEqual([]);
    expect(allPaths(panels, 2)).toEqual([]);
    expect(longestPathLength(panels, -1)).toBe(0);
    expect(longestPathLength(panels, 2)).toBe(0);
    expect(allPaths(panels, 1)).toEqual([[1]]);
  });

  it('a panel with a visible input that is an action step (data-action-name) is not a step', () => {
    const panels = panelsFrom([
      { 'data-id': 'a', input: 'yes' },
      { 'data-id': 'send', 'data-panel-type': 'form', 'data-action-name': 'submit', input: 'yes' },
      { 'data-id': 'b', input: 'yes' },
    ]);
    expect(longestPathLength(panels)).toBe(2);
  });

  it('the progress counts a completed step and the active one, not a step neither active nor complete', () => {
    const panels = steps(3);
    const s = (active: boolean, complete: boolean) => ({ active, complete });
    expect(progress(panels, [s(false, true), s(true, false), s(false, false)], 1).text).toBe('2 of 3');
    expect(progress(panels, [s(false, false), s(true, false), s(false, false)], 1).text).toBe('1 of 2');
    // Status missing for a panel (not yet known): it does not count.
    expect(progress(panels, [s(false, true)], 1).text).toBe('1 of 3');
    expect(progress(panels, [s(false, true), s(false, true), s(true, false)], 2)).toEqual({ value: 3, total: 3, text: '3 of 3' });
  });
});
