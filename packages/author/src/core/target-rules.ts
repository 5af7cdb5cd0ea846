/**
 * The panels a lead form's steps name (spec §4: "a go-to action follows its target step, and with
 * conditions also the else step"; Back goes to the back target): a name that is no panel makes
 * the wizard go on to the next panel, or Back to the previous one (core/wizard.ts).
 */
import { isAction, panelIndex } from '@vt-elements/lead-wizard';
import { meant, type LeadForm } from './lead-form';
import type { Finding } from './model';
import { capital, fixOneOf, nextPanel, panelIds, panelLabel } from './panel-words';
import { finding } from './tree';
import { quote, quoteList } from './words';

/** go_to's data-step-name-to / data-step-name-else naming no panel: the wizard goes on to the next panel (core/wizard.ts #advance). */
function goToFindings(form: LeadForm, index: number): Finding[] {
  const panel = form.panels[index]!;
  if (panel.actionName !== 'go_to') return [];
  const node = form.nodes[index]!;
  const label = panelLabel(form, index);
  const next = nextPanel(form, index);
  const onwards = next
    ? `it goes on to ${next}`
    : 'there is no panel after it, so the form reports that the flow ends and the visitor stays where they are';
  const ids = panelIds(form);
  const findings: Finding[] = [];
  const branches = [
    { name: 'data-step-name-to', target: panel.stepNameTo, when: panel.conditions.length ? 'When its conditions match, ' : '' },
    { name: 'data-step-name-else', target: panel.stepNameElse, when: 'When its conditions do not match, ' },
  ];
  for (const { name, target, when } of branches) {
    if (target !== null && panelIndex(form.panels, target) >= 0) continue;
    // Without conditions the else step is never taken; without one the next panel is meant.
    if (name === 'data-step-name-else' && (target === null || !panel.conditions.length)) continue;
    // A misspelt data-step-name-to is told as such (attributeFindings).
    if (target === null && Object.keys(node.attributes).some((written) => meant(written) === name)) continue;
    findings.push(
      finding(
        'missing-target',
        'error',
        form.element,
        {
          problem:
            target === null
              ? `${capital(label)} is a go_to step without data-step-name-to.`
              : `${name} ${quote(target)} of ${label} names no panel of the form.`,
          fallback: `${capital(`${when}${onwards}`)}.`,
          fix:
            target === null
              ? `Add data-step-name-to with the data-id of the panel to go to: ${quoteList(ids)}.`
              : fixOneOf(target, ids, "one of the panels' data-ids"),
        },
        { node, attribute: name },
      ),
    );
  }
  return findings;
}

/** data-back-target-id naming no panel to show: Back goes to the previous panel in the page instead (core/wizard.ts backTargetIndex). */
function backFindings(form: LeadForm, index: number): Finding[] {
  const target = form.panels[index]!.backTargetId;
  if (target === null) return [];
  const at = panelIndex(form.panels, target);
  if (at >= 0 && !isAction(form.panels[at]!)) return [];
  const shown = panelIds(form, (i) => !isAction(form.panels[i]!));
  return [
    finding(
      'missing-target',
      'error',
      form.element,
      {
        problem:
          at < 0
            ? `data-back-target-id ${quote(target)} of ${panelLabel(form, index)} names no panel of the form.`
            : `data-back-target-id ${quote(target)} of ${panelLabel(form, index)} names an action step, which is never shown.`,
        fallback: 'Back, on the panel shown after it, goes to the previous panel in the page instead.',
        fix: fixOneOf(target, shown, 'the data-id of one of the panels it shows'),
      },
      { node: form.nodes[index], attribute: 'data-back-target-id' },
    ),
  ];
}

/** The go_to and back targets of one panel. */
export function targetFindings(form: LeadForm, index: number): Finding[] {
  return [...goToFindings(form, index), ...backFindings(form, index)];
}
