/**
 * The form of an element's attributes, generated from the custom-elements manifest
 * (dist/custom-elements.json): each attribute a control by its type, its description the hint.
 * - string → text input; number → number input; boolean → checkbox (written only when it differs
 *   from the default: "true" or "false");
 * - a union of string literals (`"2" | "3"`) → a select of them, "(default)" first;
 * - JSON (data-texts, and an attribute its description calls JSON) → a textarea, checked as typed
 *   by the checker (builder.js shows the findings on that attribute here).
 */
import { el, field, setOptions } from './ui.js';

/**
 * @typedef {object} ManifestAttribute
 * @property {string} name
 * @property {{ text?: string }} [type]
 * @property {string} [description]
 * @property {string} [default]
 *
 * @typedef {object} AttributeField
 * @property {string} name
 * @property {'text' | 'number' | 'checkbox' | 'enum' | 'json'} kind
 * @property {string[]} values an enum's values
 * @property {string | undefined} fallback the default value, as the manifest writes it
 * @property {string} description
 */

/** The manifest's description says the value is JSON (not merely that a server answers JSON). */
const JSON_DESCRIPTION = /^JSON\b|\bas JSON\b|\(JSON\)|, JSON:/;

/**
 * @param {ManifestAttribute} attribute
 * @returns {AttributeField}
 */
export function attributeField(attribute) {
  const type = (attribute.type?.text ?? 'string').trim();
  const description = attribute.description ?? '';
  const parts = type.split('|').map((part) => part.trim());
  const literals = parts.filter((part) => /^"[^"]*"$/.test(part));
  const enumType = literals.length > 0 && parts.every((part) => literals.includes(part) || part === 'undefined');
  /** @type {AttributeField['kind']} */
  const kind =
    type === 'boolean'
      ? 'checkbox'
      : type === 'number'
        ? 'number'
        : enumType
          ? 'enum'
          : attribute.name === 'data-texts' || JSON_DESCRIPTION.test(description)
            ? 'json'
            : 'text';
  const values = enumType ? literals.map((literal) => JSON.parse(literal)) : [];
  const fallback =
    attribute.default === undefined || attribute.default === 'undefined' ? undefined : attribute.default.replace(/^"(.*)"$/, '$1');
  return { name: attribute.name, kind, values, fallback, description };
}

/**
 * @typedef {object} AttributeForm
 * @property {HTMLFieldSetElement} root
 * @property {() => Record<string, string>} attributes the attributes to write (empty and default ones left out)
 * @property {(name: string, lines: string[], invalid: boolean) => void} say messages next to one attribute's control
 * @property {(names: Set<string>) => void} clearExcept clears the messages of every other attribute
 * @property {(findings: Array<{ attribute?: string }>) => boolean} has whether any finding names one of its attributes
 * @property {AttributeField[]} fields
 */

/**
 * The form for `tag`'s attributes, filled with `initial` (the starter's values).
 * @param {string} tag
 * @param {ManifestAttribute[]} attributes
 * @param {Record<string, string>} initial
 * @param {() => void} changed called on every edit
 * @returns {AttributeForm}
 */
export function attributeForm(tag, attributes, initial, changed) {
  const fields = attributes.map(attributeField);
  /** @type {Map<string, { read: () => string | null, say: import('./ui.js').Field['say'] }>} */
  const controls = new Map();
  const root = el('fieldset', { class: 'attributes' }, el('legend', {}, `Attributes of <${tag}>`));
  if (fields.length === 0) root.append(el('p', { class: 'hint' }, `<${tag}> has no attributes: its content is the page's own markup.`));
  for (const spec of fields) {
    const id = `attr-${spec.name}`;
    const start = initial[spec.name] ?? '';
    const label = el('span', {}, el('code', {}, spec.name), spec.kind === 'json' ? ' (JSON)' : '');
    /** @type {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} */
    let control;
    /** @type {() => string | null} */
    let read;
    if (spec.kind === 'checkbox') {
      const box = el('input', { type: 'checkbox', id });
      const onByDefault = spec.fallback === 'true';
      box.checked = start === '' ? onByDefault : start !== 'false';
      read = () => (box.checked === onByDefault ? null : String(box.checked));
      control = box;
    } else if (spec.kind === 'enum') {
      const select = el('select', { id });
      const first = spec.fallback === undefined ? '(default)' : `(default: ${spec.fallback})`;
      setOptions(select, [['', first], ...spec.values.map((value) => /** @type {[string, string]} */ ([value, value]))], start);
      read = () => select.value || null;
      control = select;
    } else if (spec.kind === 'json') {
      const area = el('textarea', { id, rows: '4', spellcheck: 'false', class: 'code' });
      area.value = start;
      read = () => area.value.trim() || null;
      control = area;
    } else {
      const input = el('input', { id, type: spec.kind === 'number' ? 'number' : 'text', spellcheck: 'false' });
      if (spec.fallback !== undefined) input.placeholder = spec.fallback;
      input.value = start;
      read = () => input.value.trim() || null;
      control = input;
    }
    control.addEventListener('input', changed);
    control.addEventListener('change', changed);
    const box = field(control, label, spec.description);
    controls.set(spec.name, { read, say: box.say });
    root.append(box.root);
  }
  return {
    root,
    fields,
    attributes() {
      /** @type {Record<string, string>} */
      const out = {};
      for (const [name, control] of controls) {
        const value = control.read();
        if (value !== null) out[name] = value;
      }
      return out;
    },
    say(name, lines, invalid) {
      controls.get(name)?.say(lines, invalid);
    },
    clearExcept(names) {
      for (const [name, control] of controls) if (!names.has(name)) control.say([], false);
    },
    has(findings) {
      return findings.some((finding) => finding.attribute !== undefined && controls.has(finding.attribute));
    },
  };
}

/**
 * Without the checker, a JSON field is still checked for being JSON at all.
 * @param {AttributeField[]} fields @param {Record<string, string>} attributes
 * @returns {Array<{ attribute: string, problem: string, fix: string, severity: 'error' }>}
 */
export function jsonSyntaxFindings(fields, attributes) {
  const out = [];
  for (const spec of fields) {
    const value = attributes[spec.name];
    if (spec.kind !== 'json' || value === undefined) continue;
    try {
      JSON.parse(value);
    } catch (error) {
      out.push({
        attribute: spec.name,
        severity: /** @type {const} */ ('error'),
        problem: `${spec.name} is not JSON (${error instanceof Error ? error.message : String(error)})`,
        fix: 'Write JSON: double-quoted keys and strings, no trailing comma.',
      });
    }
  }
  return out;
}

/**
 * The element's one-line description for the picker: its first sentence (two when the first is
 * short) without its parentheses, up to a colon that ends a long enough phrase, at most about
 * 100 characters.
 * @param {string} description
 */
export function oneLine(description) {
  const sentences = description.split(/(?<=\.)\s+/);
  let text = sentences[0] ?? '';
  if (text.length < 32 && sentences[1]) text += ` ${sentences[1]}`;
  text = text.replace(/\s*\([^()]*\)/g, '').replace(/\.$/, '');
  const colon = text.indexOf(': ');
  if (colon >= 25) text = text.slice(0, colon);
  return text.length > 100 ? `${text.slice(0, text.lastIndexOf(' ', 98))}…` : text;
}
