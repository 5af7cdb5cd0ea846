/**
 * The live page as the checker's model (core/model.ts), the same model the command line builds
 * from a file (cli/parse-html.ts): tags and attribute names lower case, attributes as written, each
 * element's own text, a <template>'s content as its children.
 *
 * The checker must see what the author wrote, not what the elements made of it. Author mode reads
 * the page before any element changes it: the autoloader runs author mode's first read before it
 * evaluates a single element module (packages/autoload/src/autoload.ts). What is read later (a tag a
 * single-page app adds, already upgraded if its module is loaded, or a page that loads an element
 * module itself) goes through the list below: the nodes each element adds are left out, the
 * wrappers it puts around the author's nodes are read through. Attributes an element sets on the
 * author's nodes (data-ready, role, hidden, classes) and inputs the lead form adds without a mark
 * (its hidden fields, at submission) are not told apart: they exist only after upgrade.
 */
import type { AuthorNode, PageModel } from '../core/model';
import { pageMeta } from '../core/tree';

/** The class of author mode's own notices (dom/notices.ts): never part of the page read. */
export const NOTICE_CLASS = 'vt-author-notice';

/** Nodes the library adds to the page, by the mark each element gives them, with all they hold. */
export const LIBRARY_ADDED = [
  // React elements render into <span data-vt-root> (core/define-element.tsx).
  '[data-vt-root]',
  `.${NOTICE_CLASS}`,
  // <vt-scheduled-callback>'s picker; <vt-cart-badge>'s link (after the CMS's own content).
  '.vt-callback',
  'a.vt-cart-badge',
  // <vt-lead-wizard>: the progress bar, the submit error, field errors, the phone's country
  // selector, the country_code field it creates.
  '.vt-lead-wizard__progress',
  '.vt-lead-wizard__submit-error',
  '.vt-error-message',
  '[data-vt-phone-country]',
  '[data-vt-created]',
  // <vt-site-nav>'s disclosure and back buttons (and their items).
  '[data-vt-nav]',
  // The widgets' buttons (carousel, expand text, show more, FAQ, bio cards) and the carousel's parts.
  '.vt-widget__button',
  '.vt-carousel__controls',
  '.vt-carousel__picker',
  '.vt-carousel__status',
  // <vt-share>, <vt-country-picker>, the locale suggestion.
  '.vt-share',
  '.vt-country-picker',
  '.vt-locale-suggest',
].join();

/** Wrappers the library puts around the author's own nodes: their content is read as the parent's. */
export const LIBRARY_WRAPPERS = '.vt-carousel__track,.vt-carousel__slide,.vt-expand-text__content:not([data-content])';

/** The page: its meta tags and the document element's tree. */
export function readPage(doc: Document): PageModel {
  const root = readElement(doc.documentElement);
  const page: PageModel = { meta: pageMeta(root), root };
  const url = doc.location?.href;
  if (url) page.url = url;
  return page;
}

/** An element and what it holds, without the nodes the library added. */
export function readElement(el: Element): AuthorNode {
  const attributes: Record<string, string> = {};
  for (const attribute of el.attributes) attributes[attribute.name.toLowerCase()] = attribute.value;
  const node = { tag: el.localName.toLowerCase(), attributes, children: [] as AuthorNode[], text: '', ref: el };
  readContent(el, node);
  return node;
}

function readContent(parent: Element, into: { children: AuthorNode[]; text: string }): void {
  // A <template>'s content counts as its children, as on the command line (panels kept there).
  for (const child of (parent as Partial<HTMLTemplateElement>).content?.childNodes ?? parent.childNodes) {
    if (child.nodeType === 3) into.text += (child as Text).data;
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    if (el.matches(LIBRARY_ADDED)) continue;
    if (el.matches(LIBRARY_WRAPPERS)) readContent(el, into);
    else into.children.push(readElement(el));
  }
}
