import { reportError } from '@vt-elements/core';
import { checkedCount, fieldRule, fieldValue, normalizeCountry, parseBound, selectionError, validateField } from '../core/fields';
import type { FieldError } from './errors';
import { TEXTS, localize, type LeadTexts } from '../core/texts';
import {
  activeControls,
  controlStates,
  formCountry,
  groupByName,
  isCheckable,
  isDisabled,
  isFieldControl,
  type FieldControl,
} from './fields-controls';

/** §5 Field value over the whole form: only checked checkboxes/radios count, checkbox groups joined by ",", otherwise the last value. */
export function collectValues(form: HTMLFormElement): Record<string, string> {
  const controls = Array.from(form.elements).filter((node): node is FieldControl => isFieldControl(node) && !isDisabled(node));
  const values: Record<string, string> = {};
  for (const [name, group] of groupByName(controls)) values[name] = fieldValue(group.flatMap(controlStates));
  return values;
}

/** Malformed data-min/data-max are reported once per panel, then ignored. */
const reported = new WeakSet<Element>();

function bounds(panel: HTMLElement): { min?: number; max?: number } {
  const result: { min?: number; max?: number } = {};
  for (const key of ['min', 'max'] as const) {
    const raw = panel.getAttribute(`data-${key}`);
    const bound = parseBound(raw);
    if (bound === null) {
      if (!reported.has(panel)) {
        reported.add(panel);
        const id = panel.getAttribute('data-id') ?? '(no data-id)';
        reportError(new Error(`Multiple-choice panel "${id}" has a malformed data-${key} "${raw}"; ignoring it`), {
          source: 'vt-lead-wizard',
        });
      }
    } else if (bound !== undefined) {
      result[key] = bound;
    }
  }
  return result;
}

/**
 * Validates the controls inside one panel that are not hidden/disabled (§5 rules + multiple-choice
 * data-min/data-max of the panel with 'Please select at least N option(s)' / 'Please select at
 * most N option(s)'). Country comes from options.countryCode, else the form's `country_code`
 * field, else 'US'. Each message is worded from its rule's text key in options.texts (the page's
 * language; English by default). Errors come in document order, one per field name.
 */
export function validatePanel(panel: HTMLElement, options?: { countryCode?: string; texts?: LeadTexts }): FieldError[] {
  const countryCode = options?.countryCode ? normalizeCountry(options.countryCode) : formCountry(panel.closest('form'));
  const texts = options?.texts ?? TEXTS.en;
  const controls = activeControls(panel);
  const errors: FieldError[] = [];

  if (panel.getAttribute('data-panel-type') === 'multiple-choice') {
    const choices = controls.filter(isCheckable);
    const error = selectionError(checkedCount(choices.flatMap(controlStates)), bounds(panel));
    const first = choices[0];
    if (error && first) errors.push({ control: first, name: first.name, message: localize(error, texts) });
  }

  for (const [name, group] of groupByName(controls)) {
    if (errors.some((error) => error.name === name)) continue;
    const first = group[0];
    if (!first) continue;
    const rule = fieldRule(
      name,
      first.type,
      group.some((control) => control.required),
    );
    const international = group.some((control) => control.hasAttribute('data-international'));
    const error = validateField(rule, fieldValue(group.flatMap(controlStates)), { countryCode, international });
    if (error) errors.push({ control: first, name, message: localize(error, texts) });
  }
  return errors.sort((a, b) => (a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Control kinds that take the focus on a failed step (spec §4 Wizard flow). */
const FOCUSABLE_TYPES = new Set(['text', 'email', 'tel', 'textarea']);

/** First invalid text, email, tel or textarea control (§4 Wizard flow focus rule), else null. */
export function firstFocusable(errors: FieldError[]): HTMLElement | null {
  const error = errors.find(({ control }) => isFieldControl(control) && FOCUSABLE_TYPES.has(control.type));
  return error?.control ?? null;
}
