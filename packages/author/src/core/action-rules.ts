/**
 * Submit steps make a call the form has (spec §7 "The form's action setting selects the call"):
 * the step's own data-options {"action"}, else the element's data-action (the element's
 * stepAction), is one of the actions, and of the form's kind (tutor or lead, isTutorFlow).
 */
import { LEAD_ACTIONS, TEXTS, defaultThankYouRoute, isLeadAction, isTutorFlow, stepAction } from '@vt-elements/lead-wizard';
import type { LeadForm } from './lead-form';
import type { Finding } from './model';
import { capital, fixOneOf, panelLabel } from './panel-words';
import { attr, finding } from './tree';
import { quote, quoteList } from './words';

const family = (action: string) => (isTutorFlow(action) ? 'tutor' : 'lead');
const familyActions = (action: string) => LEAD_ACTIONS.filter((a) => isTutorFlow(a) === isTutorFlow(action));

/**
 * The submit steps' findings. A data-action that is written but wrong has its finding among
 * `elementFindings` (enum-value): it is told there what becomes of the steps relying on it.
 */
export function actionFindings(form: LeadForm, elementFindings: Finding[]): Finding[] {
  const fails = `The step fails: the visitor sees "${TEXTS.en.somethingWentWrong}" under the Next button and the lead is not sent.`;
  const written = attr(form.element, 'data-action')?.trim();
  const orphans: string[] = [];
  const found: Finding[] = [];
  form.panels.forEach((panel, index) => {
    if (panel.actionName !== 'submit') return;
    const node = form.nodes[index]!;
    const label = panelLabel(form, index);
    const own = panel.options.action;
    const call = stepAction(panel, form.action);
    if (typeof own === 'string' && own && !isLeadAction(own)) {
      const problem = `${capital(label)} asks for the action ${quote(own)} in its data-options, which is not one of the form's actions.`;
      const fix = fixOneOf(own, LEAD_ACTIONS, 'one of the actions');
      found.push(
        finding('action-not-allowed', 'error', form.element, { problem, fallback: fails, fix }, { node, attribute: 'data-options' }),
      );
    } else if (!isLeadAction(call)) {
      if (written) orphans.push(quote(panel.id));
      else
        found.push(
          finding(
            'action-not-allowed',
            'error',
            form.element,
            {
              problem: `${capital(label)} is a submit step with no action: <vt-lead-wizard> has no data-action and the step's data-options no "action".`,
              fallback: fails,
              fix: `Give <vt-lead-wizard> a data-action (one of ${quoteList(LEAD_ACTIONS)}), or the step data-options='{"action":"new_contact"}'.`,
            },
            { node },
          ),
        );
    } else if (typeof own === 'string' && own && form.action && family(own) !== family(form.action)) {
      // A tutor call in a lead form (or the reverse): its payload is built from the other form's fields.
      found.push(
        finding(
          'action-not-allowed',
          'error',
          form.element,
          {
            problem: `${capital(label)} sends ${quote(own)}, a ${family(own)} action, in a form whose data-action ${quote(form.action)} is a ${family(form.action)} action.`,
            fallback: `It makes the ${family(own)} call with this form's values (a ${family(own)} payload from a ${family(form.action)} form's fields), and if the flow ends after it, the visitor goes to ${defaultThankYouRoute(own, {})}, the ${family(own)} thank-you route.`,
            fix: `Use one of the ${family(form.action)} actions: ${quoteList(familyActions(form.action))}.`,
          },
          { node, attribute: 'data-options' },
        ),
      );
    }
  });
  const wrong = elementFindings.find((f) => f.element === form.element && !f.node && f.attribute === 'data-action');
  if (wrong && orphans.length)
    wrong.fallback = `The form has no action, so its submit step${orphans.length > 1 ? 's' : ''} ${orphans.join(', ')} fail${orphans.length > 1 ? '' : 's'}: the visitor sees "${TEXTS.en.somethingWentWrong}" and the lead is not sent.`;
  return found;
}
