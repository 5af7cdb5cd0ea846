/**
 * The lead form's panel list editor: add, remove and reorder panels; each panel's id (unique when
 * added, editable) and its settings; its targets (back, go to, else) chosen from the panels there
 * are, never typed. The checker's findings on a panel are shown in it, next to the attribute named.
 */
import { el, field, findingLine, setOptions } from './ui.js';
import { ACTION_LABELS, ACTION_NAMES, PANEL_LABELS, PANEL_TYPES, newPanel } from './panels.js';

/** @typedef {import('./panels.js').Panel} Panel */
/** @typedef {{ attribute?: string, node?: { attributes?: Record<string, string>, ref?: unknown }, problem: string, fallback?: string, fix?: string, severity?: string }} PanelFinding */

/** Which of a panel's controls shows a finding on each attribute. */
const CONTROL_OF = {
  'data-id': 'id',
  'data-conditions': 'conditions',
  'data-step-name-to': 'to',
  'data-step-name-else': 'otherwise',
  'data-url': 'url',
  'data-options': 'options',
  'data-back-target-id': 'back',
  'data-delay': 'delay',
};

/**
 * @param {Panel[]} panels changed in place
 * @param {() => void} changed called on every edit
 */
export function panelEditor(panels, changed) {
  const list = el('ol', { class: 'panel-list' });
  const typeSelect = el('select', { id: 'new-panel-type' });
  setOptions(
    typeSelect,
    PANEL_TYPES.map((type) => [type, PANEL_LABELS[type]]),
    'multiple-choice',
  );
  const add = el('button', { type: 'button' }, 'Add panel');
  const adder = field(
    typeSelect,
    'Type of the new panel',
    'It is added before the action steps that end the form; move it with Move up and Move down.',
  );
  const root = el(
    'fieldset',
    { class: 'panels' },
    el('legend', {}, 'Panels of the lead form'),
    el('p', { class: 'hint' }, 'The form shows one panel at a time, in this order; action steps run instead of showing.'),
    list,
    el('div', { class: 'panel-add' }, adder.root, add),
  );
  /** @type {Map<number, Map<string, import('./ui.js').Field>>} each panel's fields, by control name */
  let fields = new Map();

  /** Every target select: the panels' ids as they are now, its choice kept. */
  function refreshTargets() {
    for (const select of /** @type {NodeListOf<HTMLSelectElement>} */ (list.querySelectorAll('select[data-target]'))) {
      const own = Number(select.getAttribute('data-panel'));
      const kind = select.getAttribute('data-target');
      const first = kind === 'to' ? '(choose a panel)' : kind === 'back' ? '(the previous panel)' : '(the next panel)';
      const choices = panels.filter((p) => p.key !== own && (kind !== 'back' || p.type !== 'action'));
      setOptions(
        select,
        [['', first], ...choices.map((p) => /** @type {[string, string]} */ ([String(p.key), p.id || '(no id)']))],
        select.value,
      );
    }
  }

  /**
   * A target select (`kind`: back, to, otherwise) of `panel`.
   * @param {Panel} panel @param {'back' | 'to' | 'otherwise'} kind @param {string} label
   */
  function target(panel, kind, label) {
    const select = el('select', { id: `panel-${panel.key}-${kind}`, 'data-target': kind, 'data-panel': String(panel.key) });
    select.append(el('option', { value: panel[kind] === null ? '' : String(panel[kind]) }));
    select.value = select.options[0].value;
    select.addEventListener('change', () => {
      panel[kind] = select.value === '' ? null : Number(select.value);
      changed();
    });
    return field(select, label);
  }

  /**
   * A text control bound to `panel[prop]`.
   * @param {Panel} panel @param {'id' | 'heading' | 'field' | 'choices' | 'delay' | 'conditions' | 'url' | 'options'} prop
   * @param {string} label @param {{ multiline?: boolean, number?: boolean, hint?: string }} [how]
   */
  function text(panel, prop, label, how = {}) {
    const id = `panel-${panel.key}-${prop}`;
    const control = how.multiline
      ? el('textarea', { id, rows: '3', spellcheck: 'false', class: prop === 'choices' ? null : 'code' })
      : el('input', { id, type: how.number ? 'number' : 'text', spellcheck: 'false', min: how.number ? '0' : null });
    control.value = panel[prop];
    control.addEventListener('input', () => {
      panel[prop] = control.value;
      if (prop === 'id') refreshTargets();
      changed();
    });
    return field(control, label, how.hint);
  }

  /** @param {Panel} panel @param {number} index */
  function item(panel, index) {
    /** @type {Map<string, import('./ui.js').Field>} */
    const own = new Map();
    const put = (/** @type {string} */ name, /** @type {import('./ui.js').Field} */ box) => (own.set(name, box), box.root);
    const messages = el('div', { class: 'messages', id: `panel-${panel.key}-messages` });
    const number = index + 1;
    const body = [put('id', text(panel, 'id', 'Panel id (data-id)', { hint: 'Unique in the form; the targets follow a renamed panel.' }))];
    if (panel.type === 'action') {
      const action = el('select', { id: `panel-${panel.key}-action` });
      setOptions(
        action,
        ACTION_NAMES.map((name) => [name, ACTION_LABELS[name]]),
        panel.action,
      );
      action.addEventListener('change', () => {
        panel.action = /** @type {Panel['action']} */ (action.value);
        const fresh = newPanel('action', [], { action: panel.action });
        if (!panel.conditions.trim()) panel.conditions = fresh.conditions;
        if (!panel.url.trim()) panel.url = fresh.url;
        if (!panel.options.trim()) panel.options = fresh.options;
        render(`panel-${panel.key}-action`);
        changed();
      });
      body.push(put('action', field(action, 'Action (data-action-name)')));
      if (panel.action === 'go_to') {
        body.push(put('to', target(panel, 'to', 'Go to (data-step-name-to)')));
        body.push(put('otherwise', target(panel, 'otherwise', 'Else go to (data-step-name-else)')));
      }
      if (panel.action === 'redirect')
        body.push(put('url', text(panel, 'url', 'Thank-you URL (data-url)', { hint: "Empty: the form's data-redirect-url." })));
      if (panel.action === 'option') body.push(put('options', text(panel, 'options', 'Options (data-options, JSON)', { multiline: true })));
      if (panel.action !== 'submit') {
        const hint =
          'JSON list of {"field": …, "value": …}: the step applies when every condition matches the form’s values. Empty: always.';
        body.push(put('conditions', text(panel, 'conditions', 'Conditions (data-conditions, JSON)', { multiline: true, hint })));
      }
    } else {
      body.push(put('heading', text(panel, 'heading', 'Heading')));
      if (panel.type === 'multiple-choice') {
        body.push(put('field', text(panel, 'field', 'Field name (the radios’ name)')));
        body.push(put('choices', text(panel, 'choices', 'Choices, one a line', { multiline: true })));
      }
      if (panel.type === 'interstitial')
        body.push(put('delay', text(panel, 'delay', 'Seconds before it moves on (data-delay)', { number: true })));
      body.push(put('back', target(panel, 'back', 'Back goes to (data-back-target-id)')));
    }
    const tool = (/** @type {string} */ name, /** @type {string} */ label, /** @type {() => void} */ act, disabled = false) => {
      const button = el('button', { type: 'button', 'data-tool': name, 'aria-label': `${label} panel ${number}`, disabled }, label);
      button.addEventListener('click', act);
      return button;
    };
    const tools = el(
      'div',
      { class: 'panel-tools' },
      tool('up', 'Move up', () => move(index, -1, 'up'), index === 0),
      tool('down', 'Move down', () => move(index, 1, 'down'), index === panels.length - 1),
      tool('remove', 'Remove', () => remove(index)),
    );
    fields.set(panel.key, own);
    const legend = el('legend', {}, `Panel ${number}: ${panel.type === 'action' ? 'action step' : panel.type}`);
    return el(
      'li',
      {},
      el('fieldset', { class: 'panel', 'aria-describedby': messages.id, 'data-key': String(panel.key) }, legend, ...body, messages, tools),
    );
  }

  /** Draws the list again, then focuses the control `focusId` (if any). @param {string} [focusId] */
  function render(focusId) {
    fields = new Map();
    list.replaceChildren(...panels.map(item));
    refreshTargets();
    if (focusId) /** @type {HTMLElement | null} */ (root.querySelector(`#${CSS.escape(focusId)}`))?.focus();
  }

  /** @param {number} index @param {number} by @param {string} tool */
  function move(index, by, tool) {
    const [panel] = panels.splice(index, 1);
    panels.splice(index + by, 0, panel);
    render();
    const moved = list.querySelector(`[data-key="${panel.key}"]`);
    const button = moved?.querySelector(`[data-tool="${tool}"]:not([disabled])`) ?? moved?.querySelector('[data-tool]:not([disabled])');
    /** @type {HTMLElement | null | undefined} */ (button)?.focus();
    changed();
  }

  /** @param {number} index */
  function remove(index) {
    const [gone] = panels.splice(index, 1);
    for (const panel of panels) {
      if (panel.back === gone.key) panel.back = null;
      if (panel.to === gone.key) panel.to = null;
      if (panel.otherwise === gone.key) panel.otherwise = null;
    }
    const next = panels[Math.min(index, panels.length - 1)];
    render(next ? `panel-${next.key}-id` : 'new-panel-type');
    changed();
  }

  add.addEventListener('click', () => {
    const panel = newPanel(/** @type {Panel['type']} */ (typeSelect.value), panels);
    // Before the action steps that end the form (submit, thank-you), so the new panel is reached.
    let at = panels.length;
    while (at > 0 && panels[at - 1].type === 'action') at--;
    panels.splice(at === 0 ? panels.length : at, 0, panel);
    render(`panel-${panel.key}-id`);
    changed();
  });

  render();
  return {
    root,
    /**
     * The checker's findings on panels, each in its panel (next to the control of the attribute
     * it names). `shown`: the preview's panel elements, in order (a finding's node.ref is one, or
     * is inside one: a field).
     * @param {PanelFinding[]} findings @param {readonly Element[]} shown
     */
    showFindings(findings, shown) {
      const panelOf = (/** @type {PanelFinding} */ f) => {
        const ref = f.node?.ref;
        // Not instanceof: the preview's nodes belong to its own window.
        if (typeof ref === 'object' && ref !== null && 'nodeType' in ref)
          return shown.findIndex((p) => p === ref || p.contains(/** @type {Node} */ (ref)));
        const id = f.node?.attributes?.['data-id'];
        return id ? panels.findIndex((p) => p.id === id) : -1;
      };
      const placed = findings.filter((f) => f.node).map((f) => ({ f, at: panelOf(f) }));
      panels.forEach((panel, index) => {
        const mine = placed.filter(({ at }) => at === index).map(({ f }) => f);
        const own = fields.get(panel.key);
        /** @type {Map<string, string[]>} */
        const by = new Map();
        for (const finding of mine) {
          const name = (finding.attribute && CONTROL_OF[/** @type {keyof typeof CONTROL_OF} */ (finding.attribute)]) || '';
          const where = own?.has(name) ? name : '';
          by.set(where, [...(by.get(where) ?? []), findingLine(finding)]);
        }
        for (const [name, box] of own ?? []) box.say(by.get(name) ?? [], by.has(name));
        const general = list.querySelector(`#panel-${panel.key}-messages`);
        general?.replaceChildren(...(by.get('') ?? []).map((line) => el('p', {}, line)));
      });
    },
  };
}
