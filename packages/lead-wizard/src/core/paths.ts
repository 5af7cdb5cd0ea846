import { isAction, panelIndex, type Panel } from './panel';

/** §9: a path longer than 30 steps is runaway (a go_to loop) and yields an empty path. */
export const MAX_PATH = 30;

/**
 * The panels after `index` in the flow: a go_to follows its target step, and with conditions
 * also its else step (or the next panel when it names none); a redirect with empty conditions
 * ends the path, one with conditions may end it or continue. Conditions are not decided here:
 * every branch the values could take is a path (the wizard decides them as it goes).
 */
function successors(panels: readonly Panel[], index: number): (number | null)[] {
  const panel = panels[index]!;
  const next = index + 1 < panels.length ? index + 1 : null;
  if (!isAction(panel)) return [next];
  switch (panel.actionName) {
    case 'go_to': {
      const to = panelIndex(panels, panel.stepNameTo);
      const target = to >= 0 ? to : next;
      if (panel.conditions.length === 0) return [target];
      const elseIndex = panelIndex(panels, panel.stepNameElse);
      const other = elseIndex >= 0 ? elseIndex : next;
      return target === other ? [target] : [target, other];
    }
    case 'redirect':
      return panel.conditions.length === 0 ? [null] : [null, next];
    default:
      return [next];
  }
}

/** Every path from `start` (panel indices, `start` included); a runaway path is []. */
export function allPaths(panels: readonly Panel[], start: number): number[][] {
  const out: number[][] = [];
  const walk = (index: number, path: number[]) => {
    const here = [...path, index];
    if (here.length > MAX_PATH) {
      out.push([]);
      return;
    }
    for (const next of successors(panels, index)) {
      if (next === null) out.push(here);
      else walk(next, here);
    }
  };
  if (start >= 0 && start < panels.length) walk(start, []);
  return out;
}

/** A step counts for the progress when it has a visible input and is not an action (§4 Paths). */
export function countsAsStep(panel: Panel): boolean {
  return panel.hasVisibleInput && !isAction(panel);
}

/**
 * Longest path lengths already found, per panel list and start: a form's panels are read once and
 * not changed, and walking every path again on each Next was the largest part of the click's own
 * work (issue 38: about 1.7 ms of 11 unthrottled on the demo form).
 */
const longestFound = new WeakMap<readonly Panel[], Map<number, number>>();

/** No path from here ends within MAX_PATH panels (every one is runaway). */
const RUNAWAY = -1;

/**
 * §4 Paths: the longest path length, counting only the panels that count as steps; a runaway path
 * counts 0 (allPaths makes it []). Found without listing the paths: from a panel reached as the
 * n-th of its path, the best is the same whatever came before, so each (panel, n) is worked out
 * once, at most panels × 30 of them. Listing them took 2^n steps for n conditional go_tos looping
 * back, and froze the page (issue 41's checker found it).
 */
export function longestPathLength(panels: readonly Panel[], start = 0): number {
  let found = longestFound.get(panels);
  if (!found) longestFound.set(panels, (found = new Map()));
  let longest = found.get(start);
  if (longest !== undefined) return longest;
  const memo = new Map<number, number>();
  /** The most steps counted from `index`, the `length`-th panel of its path, to a path's end. */
  const best = (index: number, length: number): number => {
    if (length > MAX_PATH) return RUNAWAY;
    const key = index * (MAX_PATH + 1) + length;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let most = RUNAWAY;
    for (const next of successors(panels, index)) {
      const rest = next === null ? 0 : best(next, length + 1);
      if (rest > most) most = rest;
    }
    const result = most === RUNAWAY ? RUNAWAY : most + (countsAsStep(panels[index]!) ? 1 : 0);
    memo.set(key, result);
    return result;
  };
  longest = start >= 0 && start < panels.length ? Math.max(0, best(start, 1)) : 0;
  found.set(start, longest);
  return longest;
}

export interface StepStatus {
  active: boolean;
  complete: boolean;
}

export interface Progress {
  /** N: completed or active steps up to the current one. */
  value: number;
  /** M: those before the current step plus the longest path still ahead (current included). */
  total: number;
  /** 'N of M' (§2 progress bar text). */
  text: string;
}

/**
 * §4 Wizard flow: progress is the count of completed or active steps up to the current, over the
 * total. The total is the steps already done plus the longest path from the current panel, so
 * it shrinks when a branch skips steps and ends at 'M of M' on the last step.
 */
export function progress(panels: readonly Panel[], status: readonly StepStatus[], current: number): Progress {
  let before = 0;
  let value = 0;
  for (let i = 0; i <= current && i < panels.length; i++) {
    const s = status[i];
    if (!s || !countsAsStep(panels[i]!) || !(s.active || s.complete)) continue;
    value++;
    if (i < current) before++;
  }
  const total = Math.max(value, before + longestPathLength(panels, current));
  return { value, total, text: `${value} of ${total}` };
}
