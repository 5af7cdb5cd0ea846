/**
 * `dist/author.js` (issue 41): author mode, and the checker for the embed builder. The autoloader
 * imports it only when the page asks for author mode (`<meta name="vt-author-mode" content="on">`
 * or `?vt-author` in the address) and calls startAuthorMode() before it lets any element upgrade;
 * a page without the autoloader may import it and call startAuthorMode() once parsed. Importing it
 * does nothing by itself: visitors never see a notice.
 */
import { checkPage } from './core/check';
import { watchPage } from './dom/watch-page';

export { checkPage } from './core/check';
export { readPage } from './dom/read-page';

/**
 * Reads the page, checks it and shows each element's findings in a notice next to it; checks the
 * vt- elements added later too. Returns what stops it (the notices go).
 */
export function startAuthorMode(doc: Document = document): () => void {
  return watchPage(doc, checkPage);
}
