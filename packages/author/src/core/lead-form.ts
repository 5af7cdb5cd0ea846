/**
 * A `<vt-lead-wizard>` as the element reads it (lead-wizard dom/panel-dom.ts readPanels, the
 * controller): its `<form>`, its panels (every descendant with data-panel-type, read by the
 * element's own readPanel, reports included), its data-action, and the fields its values have
 * (dom/fields-validate.ts collectValues, plus the fields the element itself writes).
 */
import { parseAttribute } from '@vt-elements/core';
import {
  VALUELESS_INPUT_TYPES,
  isLeadAction,
  isVisibleInput,
  readPanel,
  stepAction,
  writtenFields,
  type LeadAction,
  type Panel,
} from '@vt-elements/lead-wizard';
import { readMarkup, type MarkupTag } from './markup';
import type { AuthorNode } from './model';
import { elementDefinition } from './registry';
import { attr, descendants } from './tree';
import { nearest } from './words';

/** Something readPanel reported about a panel, with the attribute it was reading. */
export interface PanelReport {
  index: number;
  attribute: string;
  message: string;
}

export interface LeadForm {
  element: AuthorNode;
  /** The first `<form>` inside (the controller's host.querySelector('form')); without one the element does nothing. */
  form: AuthorNode | undefined;
  /** The panels' nodes, in document order, and what readPanel made of each. */
  nodes: AuthorNode[];
  panels: Panel[];
  reports: PanelReport[];
  /** The element's data-action as it parses it (null when absent or not one of the actions). */
  action: LeadAction | null;
  /** The names the form's values have (conditions and placeholders read these). */
  fields: ReadonlySet<string>;
  /** The panels' data-markup, read (undefined for a panel without). */
  markup: (ReturnType<typeof readMarkup> | undefined)[];
}

/** The scheduled callback's fields, posted with the surrounding form (contract `<vt-scheduled-callback>`). */
const CALLBACK_FIELDS = ['day_to_call', 'time_to_call', 'dialer_consent_accepted'];

type Tag = Pick<MarkupTag, 'tag' | 'attributes'>;
/** An input's type as the element reads it (input.type: the attribute in any case; another value, even padded, is text). */
const typeOf = (node: Tag) => (node.attributes.type ?? '').toLowerCase();

/** A control the form's values count (named input, select or textarea; not a button). */
function controlName(node: Tag): string | null {
  if (!['input', 'select', 'textarea'].includes(node.tag)) return null;
  if (node.tag === 'input' && VALUELESS_INPUT_TYPES.has(typeOf(node))) return null;
  return node.attributes.name || null;
}

/** A panel's visible input, by the element's own rule: it makes the panel a step. */
const isStepInput = (node: Tag) => isVisibleInput(node.tag, typeOf(node));

/**
 * The international phone field (data-international on the form's phone input) makes the element
 * add a country_code field when the form has none (dom/fields-country.ts ensureCountryField).
 */
function isInternationalPhone(node: Tag): boolean {
  return (
    node.tag === 'input' && 'data-international' in node.attributes && (node.attributes.name === 'phone_number' || typeOf(node) === 'tel')
  );
}

export function readLeadForm(element: AuthorNode): LeadForm {
  const inside = [...descendants(element)];
  const form = inside.find((node) => node.tag === 'form');
  const nodes = inside.filter((node) => attr(node, 'data-panel-type') !== null);
  const reports: PanelReport[] = [];
  const markup = nodes.map((node) => {
    const html = attr(node, 'data-markup');
    return html ? readMarkup(html) : undefined;
  });
  const panels = nodes.map((node, index) => {
    // readPanel reports right after reading the attribute concerned: the last one read is it.
    let reading = '';
    const read = (name: string) => ((reading = name), attr(node, name));
    const visible = [...descendants(node)].some(isStepInput) || !!markup[index]?.tags.some(isStepInput);
    return readPanel(read, index, visible, (message) => reports.push({ index, attribute: reading, message }));
  });
  const spec = elementDefinition('vt-lead-wizard')!.attributes['data-action']!;
  const parsed = parseAttribute(spec, attr(element, 'data-action')).value;
  const action = isLeadAction(parsed) ? parsed : null;

  const fields = new Set<string>();
  const controls: Tag[] = [...(form ? descendants(form) : []), ...markup.flatMap((m) => m?.tags ?? [])];
  for (const node of controls) {
    const name = controlName(node);
    if (name) fields.add(name);
    if (node.tag === 'vt-scheduled-callback') CALLBACK_FIELDS.forEach((f) => fields.add(f));
    if (isInternationalPhone(node)) fields.add('country_code');
  }
  panels.forEach((panel) => {
    // An option step writes its data-options as hidden fields (the controller's applyOptions).
    if (panel.actionName === 'option') for (const name of Object.keys(panel.options)) if (name !== 'action') fields.add(name);
    if (panel.actionName === 'submit') {
      const stepCall = stepAction(panel, action);
      if (isLeadAction(stepCall)) writtenFields(stepCall).forEach((f) => fields.add(f));
    }
  });
  return { element, form, nodes, panels, reports, action, fields, markup };
}

/** The attributes the element reads on a panel: those readPanel reads, and the multiple-choice bounds (dom/fields-validate.ts). */
export const PANEL_ATTRIBUTES: readonly string[] = (() => {
  const names = new Set<string>();
  readPanel(
    (name) => (names.add(name), null),
    0,
    false,
    () => {},
  );
  return [...names, 'data-min', 'data-max'].sort();
})();

/** The attribute of the form a panel's unknown `name` nearly spells, if any. */
export function meant(name: string): string | undefined {
  return name.startsWith('data-') && !PANEL_ATTRIBUTES.includes(name) ? nearest(name, PANEL_ATTRIBUTES) : undefined;
}
