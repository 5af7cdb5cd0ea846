/**
 * Pages for the checker's unit tests, built by hand: `h(tag, attributes, ...children)` as a
 * hyperscript (a string child is the node's own text), `page(meta, ...body)` the whole page.
 * Test-only: the real pages come from the live DOM (dom/) or an HTML file (cli/parse-html.ts).
 */
import type { AuthorNode, PageModel } from './model';

export function h(tag: string, attributes: Record<string, string> = {}, ...children: (AuthorNode | string)[]): AuthorNode {
  return {
    tag,
    attributes,
    children: children.filter((child): child is AuthorNode => typeof child !== 'string'),
    text: children.filter((child): child is string => typeof child === 'string').join(''),
  };
}

export function page(meta: Record<string, string>, ...body: AuthorNode[]): PageModel {
  const head = h('head', {}, ...Object.entries(meta).map(([name, content]) => h('meta', { name, content })));
  return { meta, root: h('html', { lang: 'en' }, head, h('body', {}, ...body)) };
}

/** A panel: `data-panel-type` and `data-id`, more attributes, and its content. */
export function panel(type: string, id: string | null, attributes: Record<string, string> = {}, ...children: (AuthorNode | string)[]) {
  return h('div', { 'data-panel-type': type, ...(id === null ? {} : { 'data-id': id }), ...attributes }, ...children);
}

/** A lead form: `<vt-lead-wizard attributes><form><input type=hidden name=leadform>…panels</form></vt-lead-wizard>`. */
export function leadForm(attributes: Record<string, string>, ...panels: AuthorNode[]): AuthorNode {
  return h('vt-lead-wizard', attributes, h('form', {}, h('input', { type: 'hidden', name: 'leadform', value: 'test-form' }), ...panels));
}

export const next = () => h('button', { type: 'button', 'data-next': '' }, 'Next');
export const back = () => h('button', { type: 'button', 'data-back': '' }, 'Back');
