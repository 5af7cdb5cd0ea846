/**
 * The lead form's panels in the embed builder (contract "Panel attributes", spec §3): a list the
 * editor changes (panel-editor.js), written as the `<form>` of a `<vt-lead-wizard>`. A panel names
 * its targets (back, go to, else) by the other panel's `key`, not its id: renaming a panel keeps
 * every target pointing at it, and each target is written with that panel's id of the moment.
 */
import { h } from './snippet.js';

/** @typedef {'welcome' | 'multiple-choice' | 'interstitial' | 'confirm-checkmark' | 'action' | 'form'} PanelType */
/** @typedef {'go_to' | 'redirect' | 'submit' | 'option'} ActionName */
/**
 * @typedef {object} Panel
 * @property {number} key its identity in the editor
 * @property {PanelType} type
 * @property {string} id data-id
 * @property {string} heading the panel's heading (not for an action)
 * @property {string} field multiple-choice: the name its radios submit under
 * @property {string} choices multiple-choice: one choice a line
 * @property {string} delay interstitial: seconds before it moves on ('' for the default, 3)
 * @property {number | null} back data-back-target-id (a panel's key; null: the previous panel)
 * @property {ActionName} action action: data-action-name
 * @property {number | null} to go_to: data-step-name-to
 * @property {number | null} otherwise go_to: data-step-name-else (null: the next panel)
 * @property {string} conditions go_to, redirect, option: data-conditions (JSON)
 * @property {string} url redirect: data-url ('' for the form's data-redirect-url)
 * @property {string} options option: data-options (JSON)
 */

export const PANEL_TYPES = /** @type {const} */ (['welcome', 'multiple-choice', 'interstitial', 'confirm-checkmark', 'form', 'action']);
export const ACTION_NAMES = /** @type {const} */ (['go_to', 'redirect', 'submit', 'option']);

/** What each type of panel is, for the editor's choices. */
export const PANEL_LABELS = {
  welcome: 'Welcome',
  'multiple-choice': 'Multiple choice (a question)',
  interstitial: 'Interstitial (moves on by itself)',
  'confirm-checkmark': 'Confirm (a checkmark, then on)',
  form: 'Form (contact details)',
  action: 'Action step (go to, redirect, submit, option)',
};
export const ACTION_LABELS = {
  go_to: 'go_to: go to another panel',
  redirect: 'redirect: go to a thank-you page',
  submit: 'submit: send the lead',
  option: 'option: set options when the conditions match',
};

const HEADINGS = {
  welcome: 'Find a tutor in minutes',
  'multiple-choice': 'Who needs tutoring?',
  interstitial: 'Finding the best tutors for you…',
  'confirm-checkmark': 'Looks great!',
  form: 'Where can we reach you?',
  action: '',
};
const IDS = {
  welcome: 'welcome',
  'multiple-choice': 'question',
  interstitial: 'matching',
  'confirm-checkmark': 'confirm',
  form: 'contact',
  action: 'step',
};

let lastKey = 0;

/**
 * `base`, or `base-2`, `base-3`… : an id no other panel has.
 * @param {string} base @param {readonly Panel[]} panels @param {Panel} [except]
 */
export function uniqueId(base, panels, except) {
  const taken = new Set(panels.filter((p) => p !== except).map((p) => p.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * A new panel of `type` (an action: `action`), with an id no panel of `panels` has.
 * @param {PanelType} type @param {readonly Panel[]} panels @param {Partial<Panel>} [values]
 * @returns {Panel}
 */
export function newPanel(type, panels, values = {}) {
  const action = values.action ?? 'go_to';
  const base = values.id ?? (type === 'action' ? action.replace('_', '-') : IDS[type]);
  const id = uniqueId(base, panels);
  return {
    type,
    heading: HEADINGS[type],
    field: id.replace(/-/g, '_'),
    choices: 'Option A\nOption B',
    delay: type === 'interstitial' ? '2' : '',
    back: null,
    action,
    to: null,
    otherwise: null,
    conditions: action === 'redirect' || action === 'option' ? '[]' : '',
    url: action === 'redirect' ? '/contacts/marketing/thank-you' : '',
    options: action === 'option' ? '{"tutoring-type":"Group Classes"}' : '',
    ...values,
    key: ++lastKey,
    id,
  };
}

/** The panels of lead-wizard.html's form, fewer: a question routes the flow, then contact, submit, thank-you. */
export function defaultPanels() {
  /** @type {Panel[]} */
  const panels = [];
  const add = (/** @type {PanelType} */ type, /** @type {Partial<Panel>} */ values) => {
    const panel = newPanel(type, panels, values);
    panels.push(panel);
    return panel;
  };
  add('welcome', { id: 'welcome' });
  add('multiple-choice', { id: 'who', field: 'who_needs_help', choices: 'My child\nMyself\nSomeone else' });
  const route = add('action', {
    id: 'route-by-who',
    action: 'go_to',
    conditions: JSON.stringify([{ field: 'who_needs_help', value: 'My child' }]),
  });
  const grade = add('multiple-choice', {
    id: 'grade',
    heading: 'What grade is your child in?',
    field: 'grade_level',
    choices: 'Elementary\nMiddle School\nHigh School\nCollege',
  });
  const contact = add('form', { id: 'contact' });
  add('action', { id: 'send-lead', action: 'submit' });
  add('action', { id: 'thank-you', action: 'redirect', conditions: '[]', url: '/contacts/marketing/thank-you' });
  route.to = grade.key;
  route.otherwise = contact.key;
  return panels;
}

/** @param {readonly Panel[]} panels @param {number | null} key */
const idOf = (panels, key) => panels.find((p) => p.key === key)?.id ?? null;

const actions = (/** @type {boolean} */ first, /** @type {string} */ next) =>
  h(
    'div',
    { class: 'actions' },
    first ? null : h('button', { type: 'button', 'data-back': true }, 'Back'),
    h('button', { type: 'button', 'data-next': true }, next),
  );

/**
 * One panel's markup. `first`: the first panel shown (it has no Back button).
 * @param {Panel} panel @param {readonly Panel[]} panels @param {boolean} first
 */
function panelMarkup(panel, panels, first) {
  const attrs = { 'data-panel-type': panel.type, 'data-id': panel.id };
  if (panel.type === 'action') {
    const go = panel.action === 'go_to';
    return h('div', {
      ...attrs,
      'data-action-name': panel.action,
      'data-conditions': panel.action === 'submit' ? null : panel.conditions.trim(),
      'data-step-name-to': go ? idOf(panels, panel.to) : null,
      'data-step-name-else': go ? idOf(panels, panel.otherwise) : null,
      'data-url': panel.action === 'redirect' ? panel.url.trim() : null,
      'data-options': panel.action === 'option' ? panel.options.trim() : null,
    });
  }
  const back = idOf(panels, panel.back);
  const heading = h('h2', {}, panel.heading);
  const own = { ...attrs, 'data-back-target-id': back };
  switch (panel.type) {
    case 'welcome':
      return h('div', own, heading, h('p', {}, 'Answer a few quick questions to get matched.'), actions(first, 'Get started'));
    case 'multiple-choice': {
      const choices = panel.choices
        .split('\n')
        .map((c) => c.trim())
        .filter(Boolean);
      const radios = choices.map((value) =>
        h('label', { class: 'choice' }, h('input', { type: 'radio', name: panel.field.trim(), value }), ` ${value}`),
      );
      return h(
        'div',
        { ...own, 'data-min': '1', 'data-max': '1' },
        h('fieldset', {}, h('legend', {}, heading), ...radios),
        actions(first, 'Next'),
      );
    }
    case 'interstitial':
      return h('div', { ...own, 'data-delay': panel.delay.trim() }, heading, h('p', {}, 'One moment, please.'));
    case 'confirm-checkmark':
      return h('div', own, heading, h('p', {}, 'One last step: how can we reach you?'), actions(first, 'Continue'));
    default:
      return h('div', own, heading, ...contactFields(panel.id), actions(first, 'Get my match'));
  }
}

/** A form panel's fields (lead-wizard.html's), their ids made from the panel's. @param {string} id */
function contactFields(id) {
  const input = (/** @type {string} */ label, /** @type {string} */ type, /** @type {string} */ name, /** @type {string} */ autocomplete) =>
    h(
      'div',
      { class: 'field' },
      h('label', { for: `${id}-${name}` }, label),
      h('input', { id: `${id}-${name}`, type, name, autocomplete, required: true }),
    );
  return [
    input('Full name', 'text', 'full_name', 'name'),
    input('Email', 'email', 'email', 'email'),
    input('Phone number', 'tel', 'phone_number', 'tel'),
    h(
      'div',
      { class: 'field' },
      h(
        'label',
        {},
        h('input', { type: 'checkbox', name: 'dialer_consent_accepted', value: 'true', required: true }),
        ' I agree to be contacted by phone about tutoring.',
      ),
    ),
  ];
}

/**
 * The `<form>` inside `<vt-lead-wizard>`: a hidden `leadform` input, then the panels in order.
 * @param {readonly Panel[]} panels
 */
export function leadForm(panels) {
  const firstShown = panels.find((p) => p.type !== 'action');
  return h(
    'form',
    { 'aria-label': 'Request a tutor', novalidate: true },
    h('input', { type: 'hidden', name: 'leadform', value: 'embed-builder' }),
    ...panels.map((panel) => panelMarkup(panel, panels, panel === firstShown)),
  );
}
