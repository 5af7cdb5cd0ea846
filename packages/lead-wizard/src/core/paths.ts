import { conditionsMatch } from './conditions';
import { isAction, panelIndex, type Panel } from './panel';

/** §9: a path longer than 30 steps is runaway (a go_to loop) and yields an empty path. */
export const MAX_PATH = 30;

/**
 * The panels after `index` in the flow: a go_to follows its target step, and with conditions
 * also its else step (or the next panel when it names none); a redirect with empty conditions
 * ends the path, one with conditions may end it or continue. With `values`, conditions are
 * decided and a single branch is followed.
 */
function successors(panels: readonly Panel[], index: number, values?: Readonly<Record<string, string>>): (number | null)[] {
  const panel = panels[index]!;
  const next = index + 1 < panels.length ? index + 1 : null;
  if (!isAction(panel)) return [next];
  const decided = values ? conditionsMatch(panel.conditions, values) : null;
  switch (panel.actionName) {
    case 'go_to': {
      const to = panelIndex(panels, panel.stepNameTo);
      const target = to >= 0 ? to : next;
      if (panel.conditions.length === 0) return [target];
      const elseIndex = panelIndex(panels, panel.stepNameElse);
      const other = elseIndex >= 0 ? elseIndex : next;
      if (decided === null) return target === other ? [target] : [target, other];
      return [decided ? target : other];
    }
    case 'redirect':
      if (panel.conditions.length === 0) return [null];
      if (decided === null) return [null, next];
      return [decided ? null : next];
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

/** §4 Paths: the longest path length, counting only the panels that count as steps. */
export function longestPathLength(panels: readonly Panel[], start = 0): number {
  let found = longestFound.get(panels);
  if (!found) longestFound.set(panels, (found = new Map()));
  let longest = found.get(start);
  if (longest !== undefined) return longest;
  longest = 0;
  for (const path of allPaths(panels, start)) {
    longest = Math.max(longest, path.filter((i) => countsAsStep(panels[i]!)).length);
  }
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
