/**
 * The live preview and the checker (issue 41). Each update loads a fresh blank page,
 * builder/preview.html (same origin, so the demo API answers it and the checker can read it, and a
 * real address, so the elements derive their API host and links as on a site; it loads only
 * autoload.js and autoload.css), puts the snippet's head tags and body in it with DOM calls, and
 * reads it with the checker at once, before any element has upgraded and changed it. The elements
 * then upgrade as the autoloader finds them, as in an author's page.
 *
 * The checker is /dist/author.js (readPage, checkPage), loaded once; when it cannot be loaded the
 * preview still works and the findings are null.
 */
import { toDom } from './snippet.js';

/**
 * @typedef {{ readPage(doc: Document): unknown, checkPage(page: unknown): Finding[] }} Checker
 * @typedef {object} Finding
 * @property {'error' | 'warning'} severity
 * @property {string} kind
 * @property {{ tag: string, attributes: Record<string, string>, ref?: unknown }} element
 * @property {{ tag: string, attributes: Record<string, string>, ref?: unknown }} [node]
 * @property {string} [attribute]
 * @property {string} problem
 * @property {string} fallback
 * @property {string} fix
 * @typedef {object} Shown
 * @property {Document} doc the preview's document
 * @property {Element | null} element the element built
 * @property {Finding[] | null} findings null: no checker
 * @property {string} [failure] why the checker gave no findings
 */

export const PREVIEW_PAGE = '/builder/preview.html';
export const CHECKER_MODULE = '/dist/author.js';

/** @type {Promise<Checker | null> | undefined} */
let checker;

/** The checker module, once; null when it is missing or is not the checker. */
export function loadChecker() {
  checker ??= import(CHECKER_MODULE).then(
    (module) => (typeof module.readPage === 'function' && typeof module.checkPage === 'function' ? /** @type {Checker} */ (module) : null),
    (error) => {
      console.warn(`Embed builder: the checker (${CHECKER_MODULE}) did not load; the preview works without it.`, error);
      return null;
    },
  );
  return checker;
}

/**
 * The preview in `box`: show() replaces the frame with a fresh one each time (a fresh window: no
 * element is defined yet, no state is left from the last snippet). A show() started later wins.
 * @param {HTMLElement} box
 */
export function createPreview(box) {
  let generation = 0;
  return {
    /**
     * @param {string} tag the element built
     * @param {{ pageHead: import('./snippet.js').MarkupChild[], body: import('./snippet.js').MarkupChild[] }} parts
     * @returns {Promise<Shown | null>} null when a later show() replaced this one
     */
    async show(tag, parts) {
      const mine = ++generation;
      const check = await loadChecker();
      if (mine !== generation) return null;
      const frame = document.createElement('iframe');
      frame.title = `Live preview of <${tag}>`;
      frame.className = 'preview-frame';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      frame.src = PREVIEW_PAGE;
      box.replaceChildren(frame);
      await loaded;
      const doc = frame.contentDocument;
      if (mine !== generation || !doc?.body) return null;
      for (const node of parts.pageHead) doc.head.append(toDom(doc, node));
      doc.body.replaceChildren(...parts.body.flatMap((node) => [doc.createTextNode('\n'), toDom(doc, node)]));
      const element = doc.body.querySelector(tag);
      if (!check) return { doc, element, findings: null, failure: 'unavailable' };
      try {
        return { doc, element, findings: check.checkPage(check.readPage(doc)) };
      } catch (error) {
        console.error('Embed builder: the checker failed on the preview.', error);
        return { doc, element, findings: null, failure: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
