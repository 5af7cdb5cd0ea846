/**
 * The paths from the first panel (spec §4 Paths, followed by the element's own allPaths): none
 * runs over 30 steps (runaway), and each reaches a submit step before it ends.
 */
import { MAX_PATH, allPaths, isAction, panelIndex, type Panel } from '@vt-elements/lead-wizard';
import type { LeadForm } from './lead-form';
import type { Finding } from './model';
import { capital, panelLabel, pathText } from './panel-words';
import { finding } from './tree';
import { quote } from './words';

/**
 * The work allowed to follow a form's paths, in reads of its panel list: loops of conditional
 * go_to steps multiply the paths (two branches a step, 30 steps deep: a billion), and the element
 * itself would not finish counting them either. Such a form is reported rather than followed.
 */
const PATH_BUDGET = 2_000_000;
const TOO_MANY_PATHS = Symbol('too many paths');

/** The element's allPaths, stopped (throwing TOO_MANY_PATHS) past the budget. */
function paths(panels: readonly Panel[], start: number): number[][] {
  let reads = 0;
  const counted = new Proxy(panels, {
    get(target, key, receiver) {
      if (++reads > PATH_BUDGET) throw TOO_MANY_PATHS;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return allPaths(counted, start);
}

const runsAway = (panels: readonly Panel[], start: number) => paths(panels, start).some((path) => path.length === 0);

/** The panels with every panel to show turned into a step that ends the path: what remains are runs of action steps. */
const actionsOnly = (panels: readonly Panel[]): Panel[] =>
  panels.map((p) => (isAction(p) ? p : { ...p, type: 'action' as const, actionName: 'redirect' as const, conditions: [] }));

const PROGRESS = "The form runs, but its progress bar leaves this path out when it counts the steps ('N of M').";

/**
 * §4: a path over 30 steps is runaway. Blames each go_to going back without which the paths end
 * in time; a loop of action steps alone strands the visitor (the wizard reports a runaway flow).
 */
function runawayFindings(form: LeadForm, first: number): Finding[] {
  const { panels } = form;
  if (!runsAway(panels, first)) return [];
  const stops = actionsOnly(panels);
  const found: Finding[] = [];
  panels.forEach((panel, index) => {
    if (panel.actionName !== 'go_to') return;
    const back = (['data-step-name-to', 'data-step-name-else'] as const).find((name) => {
      const at = panelIndex(panels, name === 'data-step-name-to' ? panel.stepNameTo : panel.stepNameElse);
      return at >= 0 && at <= index;
    });
    if (!back) return;
    const without = panels.map((p, i) => (i === index ? { ...p, actionName: 'option' as const, options: {} } : p));
    if (runsAway(without, first)) return;
    const stuck = runsAway(stops, index);
    const target = back === 'data-step-name-to' ? panel.stepNameTo! : panel.stepNameElse!;
    found.push(
      finding(
        'runaway-path',
        'error',
        form.element,
        {
          problem: `${capital(panelLabel(form, index))} goes back to ${quote(target)} (${back}): the path from ${quote(panels[first]!.id)} loops and runs over ${MAX_PATH} steps.`,
          fallback: stuck
            ? 'The visitor is stuck: the form goes round the loop of action steps, reports a runaway flow and does not move on.'
            : PROGRESS,
          fix: stuck
            ? `Point ${back} at a panel further on, or give the loop a panel to show.`
            : `Point ${back} at a panel further on: a path that can come back here never ends within ${MAX_PATH} steps.`,
        },
        { node: form.nodes[index], attribute: back },
      ),
    );
  });
  if (found.length) return found;
  const stuck = panels.some((p, index) => isAction(p) && runsAway(stops, index));
  return [
    finding('runaway-path', 'error', form.element, {
      problem: `A path from ${quote(panels[first]!.id)} runs over ${MAX_PATH} steps.`,
      fallback: stuck
        ? 'The visitor is stuck where the path loops through action steps alone: the form reports a runaway flow and does not move on.'
        : PROGRESS,
      fix: `Keep every path within ${MAX_PATH} steps: break the loops between its go_to steps, or split the form.`,
    }),
  ];
}

/** §4: each path from the first panel reaches a submit step before it ends, or its lead is never sent. */
function submitFindings(form: LeadForm, first: number): Finding[] {
  const { panels } = form;
  // The shortest path to each end without a submit step.
  const ends = new Map<number, number[]>();
  for (const path of paths(panels, first)) {
    if (!path.length || path.some((i) => panels[i]!.actionName === 'submit')) continue;
    const last = path[path.length - 1]!;
    const known = ends.get(last);
    if (!known || path.length < known.length) ends.set(last, path);
  }
  return [...ends.entries()]
    .sort(([a], [b]) => a - b)
    .map(([last, path]) => {
      const end = quote(panels[last]!.id);
      return finding(
        'no-submit',
        'error',
        form.element,
        panels[last]!.actionName === 'redirect'
          ? {
              problem: `The path ${pathText(form, path)} ends at the redirect step ${end} without reaching a submit step.`,
              fallback: 'The visitor leaves by the redirect and the lead is never sent.',
              fix: `Add a submit step (data-action-name="submit") on this path before ${end}.`,
            }
          : {
              problem: `The path ${pathText(form, path)} ends after ${panelLabel(form, last)} without reaching a submit step.`,
              fallback: `The lead is never sent: after ${end} there is no panel to show, so the form reports that the flow ends and the visitor stays.`,
              fix: `Add a submit step (data-action-name="submit") after ${end}, or a go_to to one.`,
            },
        { node: form.nodes[last] },
      );
    });
}

/** The path rules (none for a form without a panel to show: the element shows nothing). */
export function pathFindings(form: LeadForm): Finding[] {
  const first = form.panels.findIndex((panel) => !isAction(panel));
  if (first < 0) return [];
  try {
    return [...runawayFindings(form, first), ...submitFindings(form, first)];
  } catch (error) {
    if (error !== TOO_MANY_PATHS) throw error;
    return [
      finding('runaway-path', 'error', form.element, {
        problem: `The paths from ${quote(form.panels[first]!.id)} multiply beyond counting: go_to steps with conditions loop back into each other.`,
        fallback:
          'Counting the steps for its progress bar follows every path: the page stops responding once the visitor leaves the first panel.',
        fix: 'Break the loops: point the go_to steps (data-step-name-to, data-step-name-else) at panels further on.',
      }),
    ];
  }
}
