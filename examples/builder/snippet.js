/**
 * The embed builder's markup (issue 41): a snippet is a small tree of plain objects, written out
 * two ways from the same tree, so what is copied and what is previewed never differ:
 * - as HTML text (the snippet to copy), every attribute value and text escaped;
 * - as DOM nodes in the preview's document (createElement, setAttribute, text nodes: no HTML
 *   string is parsed, so the page needs no Trusted Types policy and runs nothing it did not mean to).
 */

/**
 * @typedef {{ tag: string, attrs: Array<[string, string]>, children: MarkupChild[] }} MarkupNode
 * @typedef {{ comment: string }} MarkupComment
 * @typedef {MarkupNode | MarkupComment | string} MarkupChild
 */

/**
 * An element: `attrs` in the order written; `true` writes a bare attribute, and `null`,
 * `undefined`, `false` or '' leave it out (so a form's empty field writes nothing).
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {...(MarkupChild | MarkupChild[] | null | undefined | false)} children
 * @returns {MarkupNode}
 */
export function h(tag, attrs = {}, ...children) {
  /** @type {Array<[string, string]>} */
  const list = [];
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false || value === '') continue;
    list.push([name, value === true ? '' : String(value)]);
  }
  const kids = /** @type {MarkupChild[]} */ (children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return { tag, attrs: list, children: kids };
}

/** @param {string} text @returns {MarkupComment} */
export const comment = (text) => ({ comment: text });

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Tags that sit inside a line of text: a parent holding only these (and text) is written on one line. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'button',
  'code',
  'em',
  'i',
  'img',
  'input',
  'kbd',
  'label',
  'q',
  'small',
  'span',
  'strong',
]);
/** Tags whose content is a line of text (a `<div>` or `<form>` always lists its children one a line). */
const TEXTUAL = new Set([
  ...INLINE,
  'blockquote',
  'dd',
  'dt',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'legend',
  'li',
  'option',
  'p',
  'summary',
  'td',
  'th',
]);

/** @param {string} text */
export const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An attribute as written: `name`, `name="value"`, or `name='value'` for a value holding double
 * quotes and no single ones (JSON stays readable). `&` is always escaped, and the quote in use.
 * @param {string} name @param {string} value
 */
export function attribute(name, value) {
  if (value === '') return name;
  const amp = value.replace(/&/g, '&amp;');
  if (value.includes('"') && !value.includes("'")) return `${name}='${amp}'`;
  return `${name}="${amp.replace(/"/g, '&quot;')}"`;
}

/** @param {MarkupChild} child @returns {child is MarkupNode} */
const isElement = (child) => typeof child === 'object' && 'tag' in child;

/** @param {MarkupNode} node */
function oneLine(node) {
  return TEXTUAL.has(node.tag) && node.children.every((child) => typeof child === 'string' || (isElement(child) && INLINE.has(child.tag)));
}

/** @param {MarkupNode} node */
function startTag(node) {
  return `<${[node.tag, ...node.attrs.map(([name, value]) => attribute(name, value))].join(' ')}>`;
}

/** @param {MarkupChild} child @returns {string} on one line */
function inline(child) {
  if (typeof child === 'string') return escapeText(child);
  if (!isElement(child)) return `<!-- ${child.comment} -->`;
  if (VOID.has(child.tag)) return startTag(child);
  return `${startTag(child)}${child.children.map(inline).join('')}</${child.tag}>`;
}

/**
 * A node as HTML text, indented two spaces a level.
 * @param {MarkupChild} child @param {string} [indent]
 * @returns {string}
 */
export function toHtml(child, indent = '') {
  if (!isElement(child) || VOID.has(child.tag) || oneLine(child)) return indent + inline(child);
  const inner = child.children
    .filter((kid) => typeof kid !== 'string' || kid.trim() !== '')
    .map((kid) => toHtml(typeof kid === 'string' ? kid.trim() : kid, `${indent}  `));
  return inner.length === 0 ? indent + inline(child) : [indent + startTag(child), ...inner, `${indent}</${child.tag}>`].join('\n');
}

/**
 * The same node in `doc`, built as the parser would build `toHtml`'s text: a line break (and the
 * indent) between the children of a multi-line element, so the preview lays out as the pasted
 * snippet does.
 * @param {Document} doc @param {MarkupChild} child @param {string} [indent]
 * @returns {Node}
 */
export function toDom(doc, child, indent = '') {
  if (typeof child === 'string') return doc.createTextNode(child);
  if (!isElement(child)) return doc.createComment(` ${child.comment} `);
  const el = doc.createElement(child.tag);
  for (const [name, value] of child.attrs) el.setAttribute(name, value);
  if (VOID.has(child.tag)) return el;
  if (oneLine(child)) {
    for (const kid of child.children) el.append(toDom(doc, kid));
    return el;
  }
  const inner = `${indent}  `;
  for (const kid of child.children) {
    if (typeof kid === 'string' && kid.trim() === '') continue;
    el.append(doc.createTextNode(`\n${inner}`), toDom(doc, typeof kid === 'string' ? kid.trim() : kid, inner));
  }
  if (el.childNodes.length) el.append(doc.createTextNode(`\n${indent}`));
  return el;
}

/** Where the library is loaded from on this demo server; an author's page uses its CDN's URL. */
export const DEMO_LIBRARY = '/dist/';

/**
 * @typedef {object} SnippetParts
 * @property {MarkupChild[]} pageHead the head tags the element needs (meta tags, alternates)
 * @property {MarkupChild[]} body the element, with the page markup around it that it needs
 * @property {string} [library] where autoload.js and autoload.css are (default /dist/)
 */

/**
 * The snippet as copied: the head tags (the page's own, then the library's stylesheet and
 * script) and the body markup.
 * @param {SnippetParts} parts
 * @returns {{ head: string, body: string }}
 */
export function snippetText({ pageHead, body, library = DEMO_LIBRARY }) {
  const base = library.endsWith('/') ? library : `${library}/`;
  const head = [
    ...pageHead,
    comment(
      library === DEMO_LIBRARY
        ? 'vt-elements: loaded from this demo server; on your site, use the library’s URL on your CDN (e.g. https://cdn.example.com/vt-elements/autoload.js)'
        : 'vt-elements',
    ),
    h('link', { rel: 'stylesheet', href: `${base}autoload.css` }),
    h('script', { src: `${base}autoload.js`, defer: true }),
  ];
  return { head: head.map((node) => toHtml(node)).join('\n'), body: body.map((node) => toHtml(node)).join('\n') };
}
