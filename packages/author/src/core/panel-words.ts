/** How lead form findings name a form's panels and fields. */
import type { LeadForm } from './lead-form';
import { attr } from './tree';
import { nearest, ordinal, quote, quoteList } from './words';

/** `panel "who"`, or `the 3rd panel` for one without a data-id. */
export function panelLabel(form: LeadForm, index: number): string {
  return attr(form.nodes[index]!, 'data-id')?.trim() ? `panel ${quote(form.panels[index]!.id)}` : `the ${ordinal(index + 1)} panel`;
}

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The panel after `index` in the page, as the flow's fallback goes there: `the next panel, "x"`, or null at the end. */
export function nextPanel(form: LeadForm, index: number): string | null {
  const next = form.panels[index + 1];
  return next ? `the next panel, ${quote(next.id)}` : null;
}

/** The panels' own data-ids (for a fix: the names a target may take). */
export function panelIds(form: LeadForm, which: (index: number) => boolean = () => true): string[] {
  return form.nodes.flatMap((node, index) => {
    const id = attr(node, 'data-id')?.trim();
    return id && which(index) ? [id] : [];
  });
}

/** `Did you mean "x"? Use …` with the valid names. */
export function fixOneOf(wrong: string, names: readonly string[], what: string): string {
  const near = nearest(wrong, names);
  const mean = near ? `Did you mean ${quote(near)}? ` : '';
  return names.length ? `${mean}Use ${what}: ${quoteList(names)}.` : `${mean}The form has none yet to use: add it first.`;
}

/** `"welcome" → "who" → "bye"`, shortened in the middle when long. */
export function pathText(form: LeadForm, path: readonly number[]): string {
  const ids = path.map((i) => quote(form.panels[i]!.id));
  return (ids.length > 6 ? [...ids.slice(0, 3), '…', ...ids.slice(-2)] : ids).join(' → ');
}
