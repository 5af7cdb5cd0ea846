/**
 * The builder's own controls, built with createElement and textContent (never an HTML string):
 * each control with its label, a hint and a message area, both tied to it by aria-describedby.
 */

/**
 * An element of the builder page: attributes (strings; `true` a bare one; null/false none) and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | boolean | null | undefined>} [attrs]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

/**
 * `<select>` options: [value, text] pairs, `selected` chosen.
 * @param {HTMLSelectElement} select
 * @param {Array<[string, string]>} options
 * @param {string} selected
 */
export function setOptions(select, options, selected) {
  select.replaceChildren(...options.map(([value, text]) => el('option', { value }, text)));
  select.value = options.some(([value]) => value === selected) ? selected : (options[0]?.[0] ?? '');
}

/**
 * @typedef {object} Field
 * @property {HTMLElement} root the field's box (label, control, hint, messages)
 * @property {HTMLElement} messages where the checker's messages about it go
 * @property {(lines: string[], invalid: boolean) => void} say shows messages (none: clears them)
 */

/**
 * A labelled control. A checkbox sits before its label; any other control after it.
 * @param {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} control with its id set
 * @param {string | Node} label
 * @param {string} [hint]
 * @returns {Field}
 */
export function field(control, label, hint) {
  const id = control.id;
  const hintNode = hint ? el('p', { class: 'hint', id: `${id}-hint` }, hint) : null;
  const messages = el('div', { class: 'messages', id: `${id}-messages` });
  control.setAttribute('aria-describedby', [hintNode?.id, messages.id].filter(Boolean).join(' '));
  const labelNode = el('label', { for: id }, label);
  const checkbox = control instanceof HTMLInputElement && control.type === 'checkbox';
  const root = checkbox
    ? el('div', { class: 'field field--check' }, el('span', { class: 'check' }, control, labelNode), hintNode, messages)
    : el('div', { class: 'field' }, labelNode, control, hintNode, messages);
  return {
    root,
    messages,
    say(lines, invalid) {
      messages.replaceChildren(...lines.map((line) => el('p', {}, line)));
      if (invalid) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    },
  };
}

/**
 * A finding as one line: what is wrong, what the element does instead, the fix.
 * @param {{ problem: string, fallback?: string, fix?: string, severity?: string }} finding
 */
export function findingLine(finding) {
  // The problem starts with what it names (an attribute, a tag): left as written.
  const text = [sentence(finding.problem, false), sentence(finding.fallback), sentence(finding.fix)].filter(Boolean).join(' ');
  return `${finding.severity === 'warning' ? 'Warning' : 'Error'}: ${text}`;
}

/**
 * `text` as a sentence with its full stop ('' for none), capitalised unless `capital` is false.
 * @param {string | undefined} text
 */
function sentence(text, capital = true) {
  const t = (text ?? '').trim();
  if (!t) return '';
  return (capital ? t[0].toUpperCase() + t.slice(1) : t) + (/[.!?…]$/.test(t) ? '' : '.');
}

/**
 * Runs `task` once calls have stopped for `ms` milliseconds.
 * @param {() => void} task
 * @param {number} ms
 */
export function debounce(task, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(task, ms);
  };
}
