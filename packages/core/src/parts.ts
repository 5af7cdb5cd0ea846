/** Helpers of the plain elements that build their own parts (share, country picker, locale suggestion). */

let ids = 0;
/** A document-unique id for an element's own parts (label for, aria-labelledby). */
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
