import { isCheckable, isFieldControl, type FieldControl } from './fields-controls';

/** One invalid control with its §8 message ('Required', 'Invalid', ...), in the page's language. */
export interface FieldError {
  control: HTMLElement;
  name: string;
  message: string;
}

export const ERROR_MESSAGE_CLASS = 'vt-error-message';
export const FIELD_ERROR_CLASS = 'vt-field--error';
export const GROUP_ERROR_CLASS = 'vt-form-group--error';
/** Marks every node showErrors touched, with the error id it added, so clearing undoes exactly that. */
const OWNER = 'data-vt-error-id';
const MESSAGE_FOR = 'data-vt-error-for';

function sameName(panel: HTMLElement, name: string): FieldControl[] {
  return Array.from(panel.querySelectorAll('input, select, textarea')).filter(
    (node): node is FieldControl => isFieldControl(node) && node.name === name,
  );
}

function isGroup(panel: HTMLElement, control: HTMLElement, controls: FieldControl[]): boolean {
  if (!isFieldControl(control) || !isCheckable(control)) return false;
  return controls.length > 1 || panel.getAttribute('data-panel-type') === 'multiple-choice';
}

/** A checkbox/radio group's container: its fieldset or ARIA group, else the panel. */
function groupContainer(panel: HTMLElement, control: HTMLElement): HTMLElement {
  const container = control.closest<HTMLElement>('fieldset, [role="group"], [role="radiogroup"]');
  return container && panel.contains(container) ? container : panel;
}

/** The wrapper of a single control that gets the group error class: a form group, its label, its parent. */
function fieldGroup(panel: HTMLElement, control: HTMLElement): HTMLElement | null {
  const group = control.closest<HTMLElement>('.vt-form-group, .form-group, [data-field]');
  if (group && panel.contains(group) && group !== panel) return group;
  const label = control.closest('label');
  if (label && panel.contains(label)) return label;
  const parent = control.parentElement;
  return parent && parent !== panel && panel.contains(parent) ? parent : null;
}

/** The child of `container` that holds `node` (the option's label or wrapper). */
function childHolding(container: HTMLElement, node: HTMLElement): HTMLElement {
  let current: HTMLElement = node;
  while (current.parentElement && current.parentElement !== container) current = current.parentElement;
  return current;
}

function uniqueId(base: string): string {
  let id = base;
  for (let n = 2; document.getElementById(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * Spec §5 "Error: a message span beside the input": a <span>, shown as a block by the element's
 * CSS (fields-styles.ts) so it sits on its own line under the field as the <p> it replaced did.
 */
function errorMessage(id: string, name: string, text: string, prefix: string): HTMLSpanElement {
  const message = document.createElement('span');
  message.id = id;
  message.className = ERROR_MESSAGE_CLASS;
  message.setAttribute(MESSAGE_FOR, name);
  const hidden = document.createElement('span');
  hidden.className = 'vt-visually-hidden';
  hidden.textContent = prefix;
  message.append(hidden, ` ${text}`);
  return message;
}

function own(node: Element, errorId: string) {
  const ids = (node.getAttribute(OWNER) ?? '').split(/\s+/).filter(Boolean);
  if (!ids.includes(errorId)) node.setAttribute(OWNER, [...ids, errorId].join(' '));
}

function describe(node: HTMLElement, errorId: string) {
  const ids = (node.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  // After any hint: the error id goes last.
  node.setAttribute('aria-describedby', [...ids.filter((id) => id !== errorId), errorId].join(' '));
  own(node, errorId);
}

function showOne(panel: HTMLElement, error: FieldError, prefix: string) {
  const controls = sameName(panel, error.name);
  const control = error.control;
  const group = isGroup(panel, control, controls);
  const container = group ? groupContainer(panel, control) : null;
  // GOV.UK names a group's message after the group (fieldset), a single field's after the input.
  const groupId = container && container !== panel ? container.id : '';
  const base = groupId || control.id || `vt-${error.name.replace(/[^\w-]/g, '-')}`;
  const id = uniqueId(`${base}-error`);
  const message = errorMessage(id, error.name, error.message, prefix);
  const members: HTMLElement[] = group && controls.length ? controls : [control];

  if (container) {
    const legend = container.tagName === 'FIELDSET' ? container.querySelector(':scope > legend') : null;
    if (legend) legend.after(message);
    else container.insertBefore(message, childHolding(container, members[0] ?? control));
    const describedNodes = container !== panel ? [container] : members;
    for (const node of describedNodes) describe(node, id);
    container.classList.add(GROUP_ERROR_CLASS);
    own(container, id);
  } else {
    const label = control.closest('label');
    // After the label that wraps the control, not inside it: the message would join the
    // label's text, the control's accessible name (it is its description, aria-describedby).
    (label && panel.contains(label) ? label : control).after(message);
    describe(control, id);
    // The group holds its message (issue 19): a lone checkbox's label cannot, so its wrapper is
    // the label's parent (the consent's field), and 'Required' sits inside the group's box.
    let wrapper = fieldGroup(panel, control);
    if (wrapper && !wrapper.contains(message)) {
      const parent = message.parentElement;
      wrapper = parent && parent !== panel && panel.contains(parent) ? parent : wrapper;
    }
    if (wrapper) {
      wrapper.classList.add(GROUP_ERROR_CLASS);
      own(wrapper, id);
    }
  }
  for (const member of members) {
    member.setAttribute('aria-invalid', 'true');
    member.classList.add(FIELD_ERROR_CLASS);
    own(member, id);
  }
}

/** Takes one error off a node; the node's error state goes when its last error goes. */
function undo(node: Element, errorId: string) {
  const described = (node.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== errorId);
  if (described.length) node.setAttribute('aria-describedby', described.join(' '));
  else node.removeAttribute('aria-describedby');
  const owners = (node.getAttribute(OWNER) ?? '').split(/\s+/).filter((id) => id && id !== errorId);
  if (owners.length) {
    node.setAttribute(OWNER, owners.join(' '));
    return;
  }
  node.removeAttribute(OWNER);
  node.removeAttribute('aria-invalid');
  node.classList.remove(FIELD_ERROR_CLASS, GROUP_ERROR_CLASS);
  if (node.classList.length === 0) node.removeAttribute('class');
}

/**
 * Removes the errors showErrors added inside the panel: all of them, or only those of one
 * field name (live clearing once the field is valid).
 */
export function clearFieldErrors(panel: HTMLElement, name?: string): void {
  const messages = Array.from(panel.querySelectorAll<HTMLElement>(`.${ERROR_MESSAGE_CLASS}[${MESSAGE_FOR}]`)).filter(
    (message) => name === undefined || message.getAttribute(MESSAGE_FOR) === name,
  );
  const ids = messages.map((message) => message.id);
  const owned = [panel, ...Array.from(panel.querySelectorAll(`[${OWNER}]`))].filter((node) => node.hasAttribute(OWNER));
  for (const node of owned) {
    const owners = (node.getAttribute(OWNER) ?? '').split(/\s+/);
    for (const id of name === undefined ? owners : ids.filter((id) => owners.includes(id))) undo(node, id);
  }
  for (const message of messages) message.remove();
}

/** Removes every error message, class and ARIA state that showErrors added inside the panel. */
export function clearErrors(panel: HTMLElement): void {
  clearFieldErrors(panel);
}

/**
 * GOV.UK pattern, as a span (spec §5): `<span id="{id}-error" class="vt-error-message"><span class="vt-visually-hidden">Error:</span> text</span>`
 * beside the input (for a group: in the group), input gets aria-invalid="true", the error id
 * appended to aria-describedby (after any hint), an error class on the input (`vt-field--error`)
 * and its group. Replaces the panel's previous errors. One message per field name.
 */
export function showErrors(panel: HTMLElement, errors: FieldError[], prefix = 'Error:'): void {
  clearFieldErrors(panel);
  const seen = new Set<string>();
  for (const error of errors) {
    if (seen.has(error.name)) continue;
    seen.add(error.name);
    showOne(panel, error, prefix);
  }
}

/** Does the panel show an error for this field name? */
export function hasFieldError(panel: HTMLElement, name: string): boolean {
  return Array.from(panel.querySelectorAll(`.${ERROR_MESSAGE_CLASS}[${MESSAGE_FOR}]`)).some(
    (message) => message.getAttribute(MESSAGE_FOR) === name,
  );
}
