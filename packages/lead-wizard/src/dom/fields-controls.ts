import { VALUELESS_INPUT_TYPES, normalizeCountry, type ControlState } from '../core/fields';

/** A named form control the lead form reads (spec §3 Lead form fields). */
export type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isFieldControl(node: unknown): node is FieldControl {
  return (
    typeof node === 'object' &&
    node !== null &&
    'tagName' in node &&
    ['INPUT', 'SELECT', 'TEXTAREA'].includes(String((node as Element).tagName)) &&
    !VALUELESS_INPUT_TYPES.has((node as HTMLInputElement).type)
  );
}

export function isCheckable(control: FieldControl): control is HTMLInputElement {
  return control.type === 'checkbox' || control.type === 'radio';
}

export function isDisabled(control: FieldControl): boolean {
  return control.disabled || control.closest('fieldset[disabled]') !== null;
}

/**
 * Hidden from the visitor inside the panel: a `hidden`/`inert` ancestor or an inline
 * display:none between the control and the panel (the panel itself is the caller's business).
 */
export function isHiddenWithin(control: FieldControl, panel: Element): boolean {
  if (control.type === 'hidden') return true;
  for (let node: Element | null = control; node && node !== panel; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.hasAttribute('inert')) return true;
    if ((node as HTMLElement).style?.display === 'none') return true;
  }
  return false;
}

/** The part of a control that decides its value (multi-selects give every selected option). */
export function controlStates(control: FieldControl): ControlState[] {
  if (control instanceof HTMLSelectElement && control.multiple) {
    return Array.from(control.selectedOptions, (option) => ({ type: 'checkbox', checked: true, value: option.value }));
  }
  return [{ type: control.type, checked: isCheckable(control) ? control.checked : undefined, value: control.value }];
}

/** Named controls grouped by name, in document order. */
export function groupByName(controls: Iterable<FieldControl>): Map<string, FieldControl[]> {
  const groups = new Map<string, FieldControl[]>();
  for (const control of controls) {
    if (!control.name) continue;
    const group = groups.get(control.name);
    if (group) group.push(control);
    else groups.set(control.name, [control]);
  }
  return groups;
}

/** The controls of a panel that are checked now: named, not disabled, not hidden. */
export function activeControls(panel: Element): FieldControl[] {
  return Array.from(panel.querySelectorAll('input, select, textarea')).filter(
    (node): node is FieldControl => isFieldControl(node) && !!node.name && !isDisabled(node) && !isHiddenWithin(node, panel),
  );
}

/** The form a root belongs to: the root itself, a form inside it, or the form around it. */
export function formOf(root: Element): HTMLFormElement | null {
  if (root instanceof HTMLFormElement) return root;
  return root.querySelector('form') ?? root.closest('form');
}

/** The form's country_code control, if it has one. */
export function countryControl(form: HTMLFormElement | null): FieldControl | null {
  if (!form) return null;
  const control = Array.from(form.elements).find((element) => isFieldControl(element) && element.name === 'country_code');
  return (control as FieldControl | undefined) ?? null;
}

/** The form's country (spec §9 default US). */
export function formCountry(form: HTMLFormElement | null): string {
  return normalizeCountry(countryControl(form)?.value);
}
