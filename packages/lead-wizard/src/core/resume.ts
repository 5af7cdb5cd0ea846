import { conditionsMatch } from './conditions';
import { isAction, panelIndex, type Panel } from './panel';
import { MAX_PATH } from './paths';

export interface ResumeChecks {
  /** The panel's fields pass §5 with the restored values (checked silently: no errors shown). */
  valid(index: number): boolean;
  values(): Record<string, string>;
  /** An option step on the way applies its hidden fields, as the visitor's Next did. */
  applyOptions(index: number): void;
}

/** Panels shown only in passing: never a step to resume at. */
function transient(panel: Panel): boolean {
  return panel.type === 'interstitial' || panel.type === 'confirm-checkmark';
}

/** The path without its transient tail: it ends on a panel a visitor can stay on. */
function settled(panels: readonly Panel[], path: number[]): number[] {
  const out = [...path];
  while (out.length > 1 && transient(panels[out[out.length - 1]!]!)) out.pop();
  return out;
}

/**
 * The panels (shown ones, in order, from the first) a reloaded form walks again to resume at
 * `saved`, following the wizard's own rules with the restored values. It ends at:
 * - `saved`, when every panel before it is valid and the path reaches it;
 * - the first invalid panel on the way (the visitor resumes where a field is missing);
 * - the panel before a submit or redirect step whose conditions match, met first: a submission is never
 *   replayed on load, and the hidden fields a response wrote are not kept, so the visitor
 *   resumes at the Next that runs it again (e.g. check_email before new_user);
 * - the first panel alone when the path ends or loops without reaching it.
 * A transient panel (interstitial, confirm-checkmark) is passed through, never resumed at.
 */
export function resumePath(panels: readonly Panel[], saved: number, checks: ResumeChecks): number[] {
  const first = panels.findIndex((p) => !isAction(p));
  if (first < 0) return [];
  const start = [first];
  const target = panels[saved];
  if (!target || isAction(target) || transient(target)) return start;
  const path = [first];
  let i = first;
  for (let guard = 0; guard <= MAX_PATH + panels.length; guard++) {
    if (i === saved) return path;
    if (!checks.valid(i)) return settled(panels, path);
    const values = checks.values();
    let j = i + 1;
    for (;;) {
      const panel = panels[j];
      if (!panel) return start;
      if (!isAction(panel)) break;
      const match = conditionsMatch(panel.conditions, values);
      if (panel.actionName === 'go_to') {
        const to = panelIndex(panels, match ? panel.stepNameTo : panel.stepNameElse);
        j = to >= 0 ? to : j + 1;
      } else if ((panel.actionName === 'submit' || panel.actionName === 'redirect') && match) {
        return settled(panels, path);
      } else {
        if (panel.actionName === 'option' && match) checks.applyOptions(j);
        j++;
      }
      if (++guard > MAX_PATH + panels.length) return start;
    }
    if (path.includes(j)) return start;
    path.push(j);
    i = j;
  }
  return start;
}
