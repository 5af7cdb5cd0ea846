/**
 * Conditions and `{{placeholders}}` name fields of the form (spec §3 Interpolation, §5 Action
 * conditions): a condition on a field the form has not never matches, a placeholder shows ''.
 */
import { fillPlaceholders, panelIndex } from '@vt-elements/lead-wizard';
import type { LeadForm } from './lead-form';
import type { AuthorNode, Finding } from './model';
import { fixOneOf, nextPanel, panelLabel } from './panel-words';
import { attr, descendants, finding } from './tree';
import { quote } from './words';

/** The names of a text's `{{placeholders}}`, as the element fills them (core/placeholders.ts). */
export function placeholderNames(text: string): string[] {
  const names: string[] = [];
  const record = new Proxy({} as Record<string, string>, {
    get: (_, name) => {
      if (typeof name === 'string') names.push(name);
      return '';
    },
  });
  fillPlaceholders(text, record);
  return names;
}

/** What a step does when its condition can never match. */
function neverMatches(form: LeadForm, index: number): string {
  const panel = form.panels[index]!;
  const never = 'The condition never matches (the form has no such value)';
  switch (panel.actionName) {
    case 'go_to': {
      const other = panelIndex(form.panels, panel.stepNameElse);
      const next = nextPanel(form, index);
      const where = other >= 0 ? `to ${quote(panel.stepNameElse!)}` : next ? `on to ${next}` : 'nowhere: the flow ends there';
      return `${never}, so the step always goes ${where}.`;
    }
    case 'redirect':
      return `${never}, so the step never redirects.`;
    case 'submit':
      return `${never}, so the step never submits: it is passed by with no call.`;
    case 'option':
      return `${never}, so the step never writes its options.`;
    default:
      return `${never}.`;
  }
}

export function fieldFindings(form: LeadForm): Finding[] {
  const fields = [...form.fields].sort();
  const fix = (name: string) => fixOneOf(name, fields, "the name of one of the form's fields");
  const unknownField = (index: number, problem: string, fallback: string, name: string, attribute?: string) =>
    finding('unknown-field', 'error', form.element, { problem, fallback, fix: fix(name) }, { node: form.nodes[index], attribute });
  const isPanel = (node: AuthorNode) => attr(node, 'data-panel-type') !== null;
  return form.panels.flatMap((panel, index) => {
    const label = panelLabel(form, index);
    const found: Finding[] = [];
    for (const { field } of panel.conditions) {
      if (form.fields.has(field)) continue;
      const problem = `data-conditions of ${label} names the field ${quote(field)}, which the form does not have.`;
      found.push(unknownField(index, problem, neverMatches(form, index), field, 'data-conditions'));
    }
    // The panel's text (a panel inside it has its own), then its data-markup's.
    const node = form.nodes[index]!;
    const text = [node, ...descendants(node, isPanel)].filter((n) => n === node || !isPanel(n)).map((n) => n.text);
    const sources: [string[], string | undefined][] = [
      [text, undefined],
      [[form.markup[index]?.text ?? ''], 'data-markup'],
    ];
    for (const [texts, attribute] of sources) {
      const seen = new Set<string>();
      for (const name of texts.flatMap(placeholderNames)) {
        if (form.fields.has(name) || seen.has(name)) continue;
        seen.add(name);
        const where = attribute ? `the ${attribute} of ${label}` : label;
        const problem = `The placeholder {{${name}}} in ${where} names no field of the form.`;
        found.push(unknownField(index, problem, 'It shows an empty text in its place.', name, attribute));
      }
    }
    return found;
  });
}
