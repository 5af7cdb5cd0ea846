/**
 * The embed builder (/builder, issue 41): pick an element, fill the form made from its definition
 * (dist/custom-elements.json), see it live in a blank page beside the form with the checker's
 * findings, and copy the snippet (head tags and element).
 *
 * For the browser tests: `window.vtBuilder = { tags, snippetFor(tag), ready }`, where
 * snippetFor(tag) is each element's default snippet, `{ head, body }`, as "Copy snippet" copies it.
 */
import { STARTERS, TAGS, partsFor } from './starters.js';
import { DEMO_LIBRARY, snippetText } from './snippet.js';
import { attributeForm, jsonSyntaxFindings, oneLine } from './form.js';
import { panelEditor } from './panel-editor.js';
import { defaultPanels, leadForm } from './panels.js';
import { CHECKER_MODULE, createPreview } from './preview.js';
import { debounce, el, field, findingLine, setOptions } from './ui.js';

/** @typedef {import('./preview.js').Finding} Finding */

/** @param {string} tag */
const snippetFor = (tag) => snippetText(partsFor(tag));
/** @type {(value?: unknown) => void} */
let markReady = () => {};
const ready = new Promise((resolve) => (markReady = resolve));
Object.assign(window, { vtBuilder: { tags: [...TAGS], snippetFor, ready } });

/** The text copied: the head tags, then the body markup, each under a note of where it goes. */
const copyText = (/** @type {{ head: string, body: string }} */ { head, body }) =>
  `<!-- In the page's <head>: -->\n${head}\n\n<!-- In the <body>, where the element goes: -->\n${body}\n`;

/** The manifest's element declarations, by tag. */
async function readManifest() {
  const response = await fetch('/dist/custom-elements.json');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  /** @type {{ modules: Array<{ declarations?: Array<{ tagName?: string, description?: string, attributes?: import('./form.js').ManifestAttribute[] }> }> }} */
  const manifest = await response.json();
  /** @type {Map<string, { description: string, attributes: import('./form.js').ManifestAttribute[] }>} */
  const byTag = new Map();
  for (const module of manifest.modules) {
    for (const d of module.declarations ?? [])
      if (d.tagName) byTag.set(d.tagName, { description: d.description ?? '', attributes: d.attributes ?? [] });
  }
  return byTag;
}

async function start() {
  const root = /** @type {HTMLElement} */ (document.getElementById('builder'));
  /** @type {Awaited<ReturnType<typeof readManifest>>} */
  let declarations;
  try {
    declarations = await readManifest();
  } catch (error) {
    root.replaceChildren(
      el(
        'p',
        { class: 'problem' },
        `The elements' definitions (/dist/custom-elements.json) did not load (${String(error)}): build the library (npm run build), then reload.`,
      ),
    );
    markReady();
    return;
  }

  // The element picker.
  const picker = el('select', { id: 'builder-tag' });
  const summaryOf = (/** @type {string} */ name) => oneLine(declarations.get(name)?.description ?? '') || `The <${name}> element`;
  setOptions(
    picker,
    TAGS.map((name) => [name, `<${name}>: ${summaryOf(name)}`]),
    new URLSearchParams(location.search).get('element') ?? 'vt-lead-wizard',
  );
  const pickerField = field(picker, 'Element', summaryOf(picker.value));
  const hint = /** @type {HTMLElement} */ (pickerField.root.querySelector('.hint'));
  const reset = el('button', { type: 'button', class: 'secondary' }, 'Reset to the working default');
  const formBox = el('div', {});
  const panelBox = el('div', {});

  // The preview, the snippet and the checker's findings.
  const frameBox = el('div', { class: 'preview-box' });
  const library = el('input', { id: 'builder-library', type: 'text', spellcheck: 'false' });
  library.value = DEMO_LIBRARY;
  const libraryField = field(
    library,
    'Library URL',
    'Where autoload.js is on your CDN (the preview always uses this demo server’s /dist/).',
  );
  const snippet = el('textarea', { id: 'builder-snippet', readonly: true, rows: '16', spellcheck: 'false', class: 'code' });
  const snippetField = field(snippet, 'Snippet: the head tags, then the element');
  const copy = el('button', { type: 'button' }, 'Copy snippet');
  const copyStatus = el('p', { role: 'status', class: 'status' });
  const summary = el('p', { role: 'status', class: 'status', id: 'builder-summary' }, 'Checking…');
  const list = el('ul', { class: 'findings', 'aria-labelledby': 'builder-checker' });

  root.replaceChildren(
    el(
      'section',
      { class: 'builder-form', 'aria-labelledby': 'builder-element' },
      el('h2', { id: 'builder-element' }, 'Element'),
      pickerField.root,
      el('p', {}, reset),
      formBox,
      panelBox,
    ),
    el(
      'section',
      { class: 'builder-output', 'aria-labelledby': 'builder-preview' },
      el('h2', { id: 'builder-preview' }, 'Live preview'),
      frameBox,
      el('h2', { id: 'builder-checker' }, 'Checker'),
      summary,
      list,
      el('h2', { id: 'builder-copy' }, 'Snippet'),
      libraryField.root,
      snippetField.root,
      el('p', {}, copy),
      copyStatus,
    ),
  );

  const preview = createPreview(frameBox);
  let tag = picker.value;
  /** @type {ReturnType<typeof attributeForm>} */
  let form;
  /** @type {import('./panels.js').Panel[] | null} */
  let panels = null;
  /** @type {ReturnType<typeof panelEditor> | null} */
  let editor = null;

  const state = () => ({ attrs: form.attributes(), content: panels ? [leadForm(panels)] : undefined });
  const writeSnippet = () => {
    snippet.value = copyText(snippetText({ ...partsFor(tag, state()), library: library.value.trim() || DEMO_LIBRARY }));
  };

  /** The preview again, then the checker's findings: all under it, each also next to its field or panel. */
  async function refresh() {
    try {
      showFindings(await preview.show(tag, partsFor(tag, state())));
    } catch (error) {
      console.error('Embed builder: the preview failed.', error);
      summary.textContent = `The preview failed (${error instanceof Error ? error.message : String(error)}).`;
    }
  }

  /** @param {import('./preview.js').Shown | null} shown */
  function showFindings(shown) {
    if (!shown) return;
    const findings = shown.findings ?? jsonSyntaxFindings(form.fields, form.attributes());
    if (shown.findings === null) {
      summary.textContent =
        shown.failure === 'unavailable'
          ? `The checker is unavailable (${CHECKER_MODULE} did not load): the preview works, and JSON fields are only checked for being JSON.`
          : `The checker failed (${shown.failure}): the preview works, and JSON fields are only checked for being JSON.`;
    } else {
      const errors = findings.filter((f) => f.severity !== 'warning').length;
      const warnings = findings.length - errors;
      summary.textContent =
        findings.length === 0
          ? 'No problems found.'
          : `${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}:`;
    }
    list.replaceChildren(
      ...findings.map((f) => {
        const where =
          'element' in f
            ? `<${f.element.tag}>${f.node?.attributes?.['data-id'] ? ` panel "${f.node.attributes['data-id']}"` : ''}`
            : `<${tag}>`;
        return el('li', { class: f.severity === 'warning' ? 'warning' : 'error' }, el('code', {}, where), ' ', findingLine(f));
      }),
    );
    // The element's own attributes: findings on it (not on a panel or another tag).
    const own = findings.filter(
      (f) => !('node' in f && f.node) && (!('element' in f) || f.element.ref === shown.element || f.element.tag === tag),
    );
    for (const spec of form.fields) {
      const mine = own.filter((f) => f.attribute === spec.name);
      form.say(
        spec.name,
        mine.map(findingLine),
        mine.some((f) => f.severity !== 'warning'),
      );
    }
    const panelNodes = shown.element ? [...shown.element.querySelectorAll('[data-panel-type]')] : [];
    editor?.showFindings(/** @type {Finding[]} */ (findings.filter((f) => 'node' in f && f.node)), panelNodes);
  }
  const refreshSoon = debounce(() => void refresh(), 300);
  const changed = () => {
    writeSnippet();
    refreshSoon();
  };

  /** Shows `next`'s form, filled with its working default. */
  function choose(/** @type {string} */ next) {
    tag = next;
    const declaration = declarations.get(tag);
    hint.textContent = summaryOf(tag);
    form = attributeForm(tag, declaration?.attributes ?? [], STARTERS[tag].attrs ?? {}, changed);
    formBox.replaceChildren(form.root);
    panels = tag === 'vt-lead-wizard' ? defaultPanels() : null;
    editor = panels ? panelEditor(panels, changed) : null;
    panelBox.replaceChildren(...(editor ? [editor.root] : []));
    writeSnippet();
    return refresh();
  }

  picker.addEventListener('change', () => void choose(picker.value));
  reset.addEventListener('click', () => void choose(tag));
  library.addEventListener('input', writeSnippet);
  copy.addEventListener('click', async () => {
    copyStatus.textContent = '';
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no Clipboard API');
      await navigator.clipboard.writeText(snippet.value);
      copyStatus.textContent = 'Copied.';
    } catch {
      snippet.focus();
      snippet.select();
      copyStatus.textContent = 'The browser did not let the page copy: the snippet is selected, press Ctrl+C (⌘C on a Mac) to copy it.';
    }
  });

  await choose(tag);
  root.setAttribute('data-ready', '');
  markReady();
}

void start();
