import DOMPurify, { type Config, type RemovedAttribute, type RemovedElement } from 'dompurify';
import { reportError } from './errors';
import { sanitizerPolicy, type SafeHTML } from './trusted-types';

/**
 * Markup a CMS author wrote (a lead form panel's data-markup, spec §3/§4), sanitised by DOMPurify
 * (issue 50): an allow-list maintained against the bypasses a remove-list is beaten by (DOM
 * clobbering, SVG animation of href, mutation XSS). A chunk of its own, imported only by a page
 * with such markup, when a panel with it is about to be shown (and at idle before that).
 *
 * The configuration, DOMPurify's defaults plus what a CMS form needs:
 * - The allow-list is DOMPurify's HTML, SVG and MathML one (forms and their controls, labels,
 *   fieldsets, images, links, tables, `<style>`; data-* and aria-* attributes; http(s), mailto:
 *   and tel: URLs, data: in images only), plus `<use>` (SVG icons from a sprite: its href passes
 *   the same URL rule, so no javascript: or data:), links' `target` and SVG's `focusable`, and
 *   our own elements (`vt-*`, with those attributes). Scripts come only through data-js.
 * - SANITIZE_DOM (named-property protection): an `id` or `name` whose value is a property of
 *   `document` or of a form (`getElementById`, `querySelector`, `cookie`, `forms`, `action`,
 *   `submit`…) is removed, so the markup cannot shadow them for the page's scripts and ours.
 * - SANITIZE_NAMED_PROPS is off: it prefixes every id and name with `user-content-`, so a form
 *   would submit `user-content-email` and `<label for="email">` would no longer name its input.
 *   Form controls' names only ever shadow their form's properties, which SANITIZE_DOM covers;
 *   the names that add properties to `document` (and the window) are those of `<img>`, `<form>`,
 *   `<embed>`, `<object>` and `<iframe>`, obsolete or out of place in a form's markup: removed
 *   (HOOK below), so no name of the markup appears on `document`. Ids stay as written (labels,
 *   aria-describedby and the page's CSS point at them).
 * - FORCE_BODY: parsed as the content of a body, as it is inserted (a leading `<style>` or
 *   `<template>` stays the markup's, and is sanitised, instead of going to a head and being lost).
 * - RETURN_TRUSTED_TYPE with the vt-elements policy (trusted-types.ts): the output is Trusted
 *   HTML of that one policy, parsed inertly in the same context and inserted as nodes.
 */
const CONFIG = {
  ADD_TAGS: ['use'],
  ADD_ATTR: ['target', 'focusable'],
  CUSTOM_ELEMENT_HANDLING: { tagNameCheck: /^vt-/, allowCustomizedBuiltInElements: false },
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: false,
  FORCE_BODY: true,
  RETURN_TRUSTED_TYPE: true,
} satisfies Config;

/** The elements whose `name` is a property of `document` (HTML "supported property names"). */
const DOCUMENT_NAMED = new Set(['img', 'form', 'embed', 'object', 'iframe']);

DOMPurify.addHook('uponSanitizeAttribute', (node, event) => {
  if (event.attrName === 'name' && DOCUMENT_NAMED.has(node.localName)) event.keepAttr = false;
});

/** The configuration sanitise() uses (for tests and the docs): the policy is the page's. */
export function sanitizerConfig(): Config & { RETURN_TRUSTED_TYPE: true } {
  // null, not undefined: without our policy DOMPurify must not create one of its own (a policy
  // named "dompurify" is a violation on a page that allows vt-elements only).
  return { ...CONFIG, TRUSTED_TYPES_POLICY: sanitizerPolicy() as Config['TRUSTED_TYPES_POLICY'] };
}

/** What DOMPurify removed, in words: "<script>, onclick from <img>" (each once, in order). */
export function describeRemoved(removed: readonly (RemovedElement | RemovedAttribute)[]): string {
  const names = new Set<string>();
  for (const entry of removed) {
    if ('element' in entry) {
      const name = entry.element.nodeName.toLowerCase();
      names.add(name.startsWith('#') ? `a ${name.slice(1)}` : `<${name}>`);
    } else {
      names.add(`${entry.attribute?.name ?? 'an attribute'} from <${entry.from.nodeName.toLowerCase()}>`);
    }
  }
  const all = [...names];
  return all.length > 8 ? `${all.slice(0, 8).join(', ')} and ${all.length - 8} more` : all.join(', ');
}

/**
 * `markup` sanitised (see CONFIG), as a fragment of this document to insert. What DOMPurify
 * removed is reported once, as `{where}: removed …` (e.g. `<vt-lead-wizard> panel "days"
 * data-markup: removed <script>, onclick from <img>`); the rest is kept. Null, reported, when it
 * cannot be sanitised (a page whose Trusted Types forbid the vt-elements policy): nothing of it
 * is inserted.
 */
export function sanitizedFragment(markup: string, where: string, source: string): DocumentFragment | null {
  try {
    const clean = DOMPurify.sanitize(markup, sanitizerConfig()) as unknown as SafeHTML;
    // FORCE_BODY's own `<remove>` element, removed first, is not the author's.
    const removed = describeRemoved(
      DOMPurify.removed.filter((entry, i) => i || !('element' in entry) || entry.element.nodeName !== 'REMOVE'),
    );
    if (removed) reportError(new Error(`${where}: removed ${removed}`), { source });
    return parseClean(clean);
  } catch (error) {
    reportError(new Error(`${where} could not be sanitised: it is left out`, { cause: error }), { source });
    return null;
  }
}

/**
 * DOMPurify's output parsed as the content of a body (as DOMPurify parsed it), in a document of
 * no window (no script runs, nothing loads), its nodes moved into a fragment of this document.
 */
function parseClean(html: SafeHTML): DocumentFragment {
  const { body } = document.implementation.createHTMLDocument('');
  body.innerHTML = html as string;
  const fragment = document.createDocumentFragment();
  fragment.append(...body.childNodes);
  return fragment;
}
