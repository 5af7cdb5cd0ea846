/** The part of a form control that decides its value (spec §5 Field value). */
export interface ControlState {
  type: string;
  checked?: boolean;
  value: string;
}

/** Input types that carry no field value of their own (buttons, a file): not fields of the form. */
export const VALUELESS_INPUT_TYPES: ReadonlySet<string> = new Set(['submit', 'button', 'reset', 'image', 'file']);

function isCheckable(type: string): boolean {
  return type === 'checkbox' || type === 'radio';
}

/**
 * Spec §5 Field value of the controls sharing one name: only checked checkboxes and radios
 * count; a checkbox group's values are joined by commas; otherwise the last value is used.
 * Nothing counted gives ''.
 */
export function fieldValue(controls: readonly ControlState[]): string {
  const counted = controls.filter((control) => !isCheckable(control.type) || control.checked === true);
  if (controls.some((control) => control.type === 'checkbox')) {
    return counted.map((control) => control.value).join(',');
  }
  return counted.at(-1)?.value ?? '';
}

/** How many checkboxes/radios are checked (spec §5 Multiple-choice step counts these). */
export function checkedCount(controls: readonly ControlState[]): number {
  return controls.filter((control) => isCheckable(control.type) && control.checked === true).length;
}
