import { reportError } from './errors';

/**
 * The one URL policy for every place that navigates or loads (redirect steps, response URLs,
 * scripts, links, credentialed API hosts). Why a policy and not prefix checks: `JaVaScRiPt:`,
 * `java<TAB>script:`, a leading control character, `/\evil.example` and `{host}:@evil.example`
 * all slip past string tests, while the browser's own URL parser sees through them. So a URL is
 * parsed with `new URL` against the page, and then:
 * - only `http:` and `https:` pass (no `javascript:`, `data:`, `blob:`, `vbscript:`, `file:`…);
 * - no user info (`https://ours@evil.example`), no control characters or backslashes at all;
 * - the host must be the page's own (same port; `https:` may upgrade an `http:` page) or one the
 *   page lists in `<meta name="vt-allowed-hosts" content="a.example *.b.example">` in its
 *   `<head>` (head only: sanitised CMS content in the body must not be able to widen it). Other
 *   hosts need `https:` unless the page itself is on `http:` (a local preview).
 */

export const ALLOWED_HOSTS_META = 'vt-allowed-hosts';

export interface UrlPolicy {
  /** The page URL: relative URLs resolve against it, and its host is always allowed. */
  page?: string;
  /** Hosts allowed besides the page's own; default: the page's vt-allowed-hosts list. */
  allowedHosts?: readonly string[];
}

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

/** The page's `<meta name="vt-allowed-hosts">` list, read from `<head>` only. */
export function allowedHostsOf(doc: Document | undefined = globalThis.document): string[] {
  const meta = doc?.head?.querySelector<HTMLMetaElement>(`meta[name="${ALLOWED_HOSTS_META}"]`);
  return meta?.content.split(/[\s,]+/).filter(Boolean) ?? [];
}

function pageUrl(page: string | undefined): URL | null {
  const href = page ?? globalThis.location?.href;
  if (!href) return null;
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** `example.com.` and `example.com` are one host. */
function bare(hostname: string): string {
  return hostname.replace(/\.$/, '');
}

/** A hostname (and optional port) from an allow-list entry; `*.` stands for any subdomain. */
function hostMatches(url: URL, entry: string): boolean {
  const wildcard = entry.startsWith('*.');
  let allowed: URL;
  try {
    allowed = new URL(`https://${wildcard ? entry.slice(2) : entry}`);
  } catch {
    return false;
  }
  if (allowed.pathname !== '/' || allowed.username || allowed.search) return false;
  if (allowed.port && allowed.port !== url.port) return false;
  const host = bare(url.hostname);
  return wildcard ? host.endsWith(`.${bare(allowed.hostname)}`) : host === bare(allowed.hostname);
}

// C0 and C1 controls, DEL and backslashes: the URL parser drops or rewrites them, so they only
// ever serve to hide a scheme or a host from a reader (or a filter).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDING = /[\u0000-\u001f\u007f-\u009f\\]/;

/** Checks one URL against the policy; `ok` gives the parsed, absolute URL. */
export function checkUrl(value: unknown, policy: UrlPolicy = {}): UrlVerdict {
  if (typeof value !== 'string') return { ok: false, reason: 'is not a string' };
  const text = value.trim();
  if (!text) return { ok: false, reason: 'is empty' };
  if (HIDING.test(text)) return { ok: false, reason: 'contains a control character or a backslash' };
  const page = pageUrl(policy.page);
  let url: URL;
  try {
    url = page ? new URL(text, page) : new URL(text);
  } catch {
    return { ok: false, reason: 'is not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `uses the ${url.protocol} scheme (only http and https)` };
  if (url.username || url.password) return { ok: false, reason: 'carries user info (…@)' };
  if (
    page &&
    bare(url.hostname) === bare(page.hostname) &&
    url.port === page.port &&
    (url.protocol === page.protocol || url.protocol === 'https:')
  ) {
    return { ok: true, url };
  }
  const allowed = policy.allowedHosts ?? allowedHostsOf();
  if (allowed.some((entry) => hostMatches(url, entry.trim().toLowerCase()))) {
    if (url.protocol === 'https:' || page?.protocol === 'http:') return { ok: true, url };
    return { ok: false, reason: `uses http: for another host ${url.host}` };
  }
  return { ok: false, reason: `goes to another host (${url.host}) that <meta name="${ALLOWED_HOSTS_META}"> does not list` };
}

const refused = new Set<string>();

export interface SafeUrlOptions extends UrlPolicy {
  /** What reports it, e.g. `vt-lead-wizard`. */
  source: string;
  /** Where the URL came from, for the message, e.g. `redirect step "done" data-url`. */
  what: string;
}

/**
 * The absolute URL when the policy allows it; otherwise null, and the refusal is reported once
 * per source, place and value (a form that retries, or a list of links, does not flood the reporter).
 */
export function safeUrl(value: unknown, options: SafeUrlOptions): string | null {
  const verdict = checkUrl(value, options);
  if (verdict.ok) return verdict.url.href;
  const key = `${options.source}\u0000${options.what}\u0000${String(value)}`;
  if (!refused.has(key)) {
    refused.add(key);
    reportError(
      new Error(`<${options.source}> ${options.what} ${JSON.stringify(String(value).slice(0, 200))} was refused: it ${verdict.reason}.`),
      {
        source: options.source,
        url: String(value),
      },
    );
  }
  return null;
}

/** For tests: report refusals again. */
export function resetRefusedUrls(): void {
  refused.clear();
}
