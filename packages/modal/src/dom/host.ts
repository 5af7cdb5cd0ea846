import { parseAttribute, propName, reportError, type ElementRuntime } from '@vt-elements/core';

/**
 * What the React elements get from the core's createElementClass, for plain elements (these have
 * no view worth React: a native <dialog>, <select>, links and an input). Shared with the locale
 * elements.
 */

/** Every attribute of the runtime definition, parsed; a malformed one is reported and its default used. */
export function readAttributes(host: Element, runtime: ElementRuntime): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(runtime.attributes)) {
    const parsed = parseAttribute(spec, host.getAttribute(name));
    if (parsed.error)
      reportError(new Error(`<${host.localName}> ${name}: ${parsed.error}; using the default.`), { source: runtime.tag, attribute: name });
    values[propName(name)] = parsed.value;
  }
  return values;
}

const styled = new Set<string>();

/** Adds an element's CSS to the document once (constructable sheets need no CSP nonce). */
export function addStyles(doc: Document, tag: string, css: string): void {
  if (styled.has(tag)) return;
  styled.add(tag);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    const style = doc.createElement('style');
    style.textContent = css;
    doc.head.append(style);
  }
}

let ids = 0;
/** A document-unique id for the element's own parts (label for, aria-labelledby). */
export const uniqueId = (prefix: string): string => `${prefix}-${++ids}`;

/** `document.createElement` with a class and text: text is always text, never markup. */
export function make<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Runs `run` once the element's content is there: a tag defined before the parser reaches it is
 * connected before its children are parsed (wait for DOMContentLoaded), one inserted by a script
 * has them by the next microtask.
 */
export function whenParsed(host: Element, run: () => void): void {
  const doc = host.ownerDocument;
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else queueMicrotask(run);
}
