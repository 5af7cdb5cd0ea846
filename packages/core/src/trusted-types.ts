import { allowedHostsOf, checkUrl, type UrlPolicy } from './url-policy';

/**
 * Trusted Types (issue 30): under `Content-Security-Policy: require-trusted-types-for 'script';
 * trusted-types vt-elements` a string assigned to an HTML or script-URL sink throws. The library
 * has two sinks, both by design: a lead-form panel's `data-markup` (markup the CMS authors, spec
 * §2) and the scripts it loads (`data-js`, `<vt-scheduled-callback>`'s `data-review-script`).
 * They go through one named policy, `vt-elements`:
 * - createHTML is DOMPurify's (issue 50, sanitize.ts): the policy hands it to DOMPurify as its
 *   TRUSTED_TYPES_POLICY, and gives markup as it is only to the two inert parses that ask with
 *   this module's key: DOMPurify's own parse (a DOMParser document: no script runs, nothing loads)
 *   and readMarkup's (a template, read, never inserted). Any other call throws: no string reaches
 *   a live sink but DOMPurify's output, which its RETURN_TRUSTED_TYPE signs under the same policy.
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
 * The key the policy's createHTML asks for is kept beside it, so every copy's inert parses pass.
 */
const KEY = Symbol.for('vt-elements.trusted-types');
const INERT_KEY = Symbol.for('vt-elements.trusted-types.inert');
type Registry = typeof globalThis & { [KEY]?: Policy | null; [INERT_KEY]?: object; trustedTypes?: TrustedTypeFactory };

function policy(): Policy | null {
  const global = globalThis as Registry;
  if (global[KEY] !== undefined) return global[KEY];
  const inert = (global[INERT_KEY] ??= {});
  let created: Policy | null = null;
  try {
    created =
      global.trustedTypes?.createPolicy(POLICY_NAME, {
        createHTML: (input, key) => {
          if (key !== inert) throw new TypeError('vt-elements: markup reaches an HTML sink through DOMPurify only (core/sanitize.ts).');
          return input;
        },
        createScriptURL: (input, urlPolicy) => scriptUrl(input, urlPolicy as UrlPolicy | undefined),
      }) ?? null;
  } catch {
    // The page's CSP does not list vt-elements: it has chosen what may reach its sinks.
  }
  return (global[KEY] = created);
}

/** Markup as it is, as Trusted HTML for an inert parse (DOMPurify's, readMarkup's) only. */
function inertHTML(markup: string): SafeHTML {
  return (policy()?.createHTML(markup, (globalThis as Registry)[INERT_KEY]) ?? markup) as SafeHTML;
}

/**
 * The vt-elements policy as DOMPurify's TRUSTED_TYPES_POLICY (sanitize.ts), or null without
 * Trusted Types: DOMPurify parses the markup it is given through it (inertly) and signs its
 * sanitised output with it (RETURN_TRUSTED_TYPE). Its script URLs follow the URL policy.
 */
export function sanitizerPolicy(): { createHTML(input: string): SafeHTML; createScriptURL(input: string): SafeScriptURL } | null {
  return policy() && { createHTML: inertHTML, createScriptURL: (url) => trustedScriptURL(url) };
}

/**
 * The markup parsed in an inert template (no script runs, nothing loads), to read only: how many
 * fields a panel's data-markup holds before the sanitiser has loaded. Never inserted: its type
 * has no way to. Null where the page's Trusted Types forbid our policy.
 */
export function readMarkup(markup: string): Pick<DocumentFragment, 'querySelector' | 'querySelectorAll'> | null {
  const template = document.createElement('template');
  try {
    template.innerHTML = inertHTML(markup) as string;
  } catch {
    return null;
  }
  return template.content;
}

function scriptUrl(input: string, urlPolicy: UrlPolicy = {}): string {
  const verdict = checkUrl(input, urlPolicy);
  if (!verdict.ok) throw new TypeError(`vt-elements: script URL ${JSON.stringify(input.slice(0, 200))} was refused: it ${verdict.reason}.`);
  return verdict.url.href;
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
  delete (globalThis as Registry)[INERT_KEY];
}
