import { allowedHostsOf, checkUrl, type UrlPolicy } from './url-policy';

/**
 * Trusted Types (issue 30): under `Content-Security-Policy: require-trusted-types-for 'script';
 * trusted-types vt-elements` a string assigned to an HTML or script-URL sink throws. The library
 * has two sinks, both by design: a lead-form panel's `data-markup` (markup the CMS authors, spec
 * §2) and the scripts it loads (`data-js`, `<vt-scheduled-callback>`'s `data-review-script`).
 * They go through one named policy, `vt-elements`:
 * - createHTML sanitises: no script-running elements (`script`, `iframe`, `object`, `embed`,
 *   `noscript`, `base`, `meta`…), no event-handler attribute (`on*`), no `javascript:` or
 *   `vbscript:` URL (nor `data:` outside an image); the CMS's form markup passes unchanged. It
 *   parses with the browser's own parser, in an inert template (no script runs, nothing loads).
 * - createScriptURL applies the URL policy (url-policy.ts): http(s), the page's host or one its
 *   `<meta name="vt-allowed-hosts">` lists (and the hosts the library itself names, for the
 *   review widget's default script).
 * The same rules apply in a browser without Trusted Types, which gets plain strings (never an error).
 */
export const POLICY_NAME = 'vt-elements';

interface Policy {
  createHTML(input: string, ...args: unknown[]): unknown;
  createScriptURL(input: string, ...args: unknown[]): unknown;
}
interface TrustedTypeFactory {
  createPolicy(
    name: string,
    rules: { createHTML(input: string, ...args: unknown[]): string; createScriptURL(input: string, ...args: unknown[]): string },
  ): Policy;
}

/** A Trusted HTML value (or, without Trusted Types, the string), for an HTML sink. */
export type SafeHTML = string & { readonly __brand?: 'TrustedHTML' };
/** A Trusted script URL (or, without Trusted Types, the string), for `script.src`. */
export type SafeScriptURL = string & { readonly __brand?: 'TrustedScriptURL' };

/**
 * The policy is kept on the window under a registry symbol: two copies of the library on one page
 * (a script loaded twice, two versions) share it, since a second `createPolicy('vt-elements')`
 * throws under the CSP above (no 'allow-duplicates'). `null`: no Trusted Types, or the page's CSP
 * does not allow the name (then plain strings; an enforcing page reports its own violation).
 */
const KEY = Symbol.for('vt-elements.trusted-types');
type Registry = typeof globalThis & { [KEY]?: Policy | null; trustedTypes?: TrustedTypeFactory };

/** Passed by this module only: createHTML returns the markup as it is, for parsing in an inert template. */
const RAW = {};

function policy(): Policy | null {
  const global = globalThis as Registry;
  if (global[KEY] !== undefined) return global[KEY];
  let created: Policy | null = null;
  try {
    created =
      global.trustedTypes?.createPolicy(POLICY_NAME, {
        createHTML: (input, raw) => (raw === RAW ? input : sanitize(input)),
        createScriptURL: (input, urlPolicy) => scriptUrl(input, urlPolicy as UrlPolicy | undefined),
      }) ?? null;
  } catch {
    // The page's CSP does not list vt-elements: it has chosen what may reach its sinks.
  }
  return (global[KEY] = created);
}

/** `markup` parsed into an inert template (scripts do not run, images do not load): the raw tree. */
function parse(markup: string): HTMLTemplateElement {
  const template = document.createElement('template');
  const raw = policy()?.createHTML(markup, RAW);
  template.innerHTML = (raw ?? markup) as string;
  return template;
}

/** Elements that run script, navigate the page or change how its URLs resolve, whatever their attributes. */
const DROP = new Set([
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'portal',
  'fencedframe',
]);
/** Attributes that hold a URL (`xlink:href` and SVG's `href` included). */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'cite',
  'background',
  'ping',
  'data',
  'codebase',
]);
// The URL parser drops whitespace and control characters inside a scheme (`java\tscript:`).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN = /[\u0000-\u0020\u007f-\u009f]/g;

function unsafeUrl(element: Element, value: string): boolean {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value.replace(HIDDEN, ''))?.[1]?.toLowerCase();
  if (scheme === 'javascript' || scheme === 'vbscript') return true;
  return scheme === 'data' && !(element.localName === 'img' || element.localName === 'source');
}

/** Removes in place what runs script; template contents (inert, but a later clone would not be) too. */
function clean(root: ParentNode): void {
  for (const element of [...root.querySelectorAll('*')]) {
    if (DROP.has(element.localName)) {
      element.remove();
      continue;
    }
    for (const { name, value } of [...element.attributes]) {
      if (
        name.toLowerCase().startsWith('on') ||
        (URL_ATTRIBUTES.has(name.toLowerCase()) && unsafeUrl(element, value)) ||
        name.toLowerCase() === 'srcdoc'
      )
        element.removeAttribute(name);
    }
    if (element instanceof HTMLTemplateElement) clean(element.content);
  }
}

/**
 * The markup without what runs script, as a fragment of the inert template's document (inserting
 * it adopts the nodes): the way to insert markup, since nodes are not parsed again (markup that
 * parses differently a second time, "mutation XSS", cannot come back to life).
 */
export function sanitizedFragment(markup: string): DocumentFragment {
  const { content } = parse(markup);
  clean(content);
  return content;
}

/**
 * The markup without what runs script, as text. Parsed again until it is stable: markup that
 * parses into a different tree once serialised is cleaned again (and `noscript`, whose content
 * parses differently where scripting runs, is dropped above).
 */
export function sanitize(markup: string): string {
  let text = markup;
  for (let pass = 0; pass < 4; pass++) {
    const template = parse(text);
    clean(template.content);
    if (template.innerHTML === text) return text;
    text = template.innerHTML;
  }
  return '';
}

function scriptUrl(input: string, urlPolicy: UrlPolicy = {}): string {
  const verdict = checkUrl(input, urlPolicy);
  if (!verdict.ok) throw new TypeError(`vt-elements: script URL ${JSON.stringify(input.slice(0, 200))} was refused: it ${verdict.reason}.`);
  return verdict.url.href;
}

/** Sanitised markup for an HTML sink: TrustedHTML where the browser has Trusted Types, else the string. */
export function trustedHTML(markup: string): SafeHTML {
  return (policy()?.createHTML(markup) ?? sanitize(markup)) as SafeHTML;
}

/**
 * A script URL the URL policy allows, for `script.src`: TrustedScriptURL where the browser has
 * Trusted Types, else the absolute URL. `extraHosts`: hosts the library itself names (a default
 * third-party script), allowed besides the page's. Throws a TypeError when the policy refuses:
 * callers check first (safeUrl, checkUrl) and report, so this never meets a refused URL.
 */
export function trustedScriptURL(url: string, extraHosts: readonly string[] = []): SafeScriptURL {
  const urlPolicy: UrlPolicy = extraHosts.length ? { allowedHosts: [...allowedHostsOf(), ...extraHosts] } : {};
  return (policy()?.createScriptURL(url, urlPolicy) ?? scriptUrl(url, urlPolicy)) as SafeScriptURL;
}

/** For tests: forget the policy (a new page). */
export function resetTrustedTypes(): void {
  delete (globalThis as Registry)[KEY];
}
