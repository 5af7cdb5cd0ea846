import { reportError } from './errors';
import { readMeta } from './meta';
import { allowedHostsOf, checkUrl } from './url-policy';

/**
 * The API host (spec §7, contract "Page-level inputs"): an element's `data-api-host`, else the
 * page's `<meta name="vt-api-host">`, else the page's origin with a leading `www.` replaced by
 * `api.`. Returned without a trailing slash.
 *
 * Calls to it carry the visitor's credentials, so an override passes the URL policy
 * (url-policy.ts): an absolute http(s) URL whose host is the page's, its `api.` host, the host of
 * a `<meta name="vt-api-host">` in `<head>`, or one listed in `<meta name="vt-allowed-hosts">`.
 * Anything else is reported and skipped (taken as a path it would go to the page's own host).
 */
export interface ApiHostOptions {
  element?: Element | null;
  /** The element's data-api-host as its definition parsed it (config.apiHost): given (even null), the attribute is not read again. */
  attribute?: string | null;
  doc?: Document;
  location?: { protocol: string; host: string };
}

export function apiHost(options: ApiHostOptions = {}): string {
  const own = options.attribute !== undefined ? options.attribute : options.element?.getAttribute('data-api-host');
  const fromElement = checkApiHost(own, 'data-api-host', options);
  if (fromElement) return fromElement;
  const fromMeta = checkApiHost(readMeta('vt-api-host', options.doc ?? globalThis.document), '<meta name="vt-api-host">', options);
  if (fromMeta) return fromMeta;
  return derivedApiHost(options.location ?? globalThis.location);
}

function derivedApiHost(loc: { protocol: string; host: string }): string {
  return `${loc.protocol}//${loc.host.replace(/^www\./i, 'api.')}`;
}

/** Hosts credentialed calls may go to without being listed: the derived API host and a head meta's. */
function trustedApiHosts(options: ApiHostOptions): string[] {
  const doc = options.doc ?? globalThis.document;
  const hosts = [new URL(derivedApiHost(options.location ?? globalThis.location)).host, ...allowedHostsOf(doc)];
  const meta = doc?.head?.querySelector<HTMLMetaElement>('meta[name="vt-api-host"]')?.content.trim();
  if (meta && /^https?:\/\//i.test(meta)) {
    try {
      hosts.push(new URL(meta).host);
    } catch {
      /* reported where it is used */
    }
  }
  return hosts;
}

/**
 * An API host override (`data-api-host`, the picker's `data-domain`, the meta) checked against the
 * policy: the base URL without a trailing slash, or null (reported) when absent or refused.
 */
export function checkApiHost(value: string | null | undefined, where: string, options: ApiHostOptions = {}): string | null {
  const text = value?.trim();
  if (!text) return null;
  const source = options.element?.localName ?? 'vt-elements';
  const loc = options.location ?? globalThis.location;
  if (!/^https?:\/\/[^/\s]+/i.test(text)) {
    reportError(new Error(`${where} "${text}" is not an absolute http(s) URL; using the next API host source.`), { source });
    return null;
  }
  const verdict = checkUrl(text, { page: `${loc.protocol}//${loc.host}/`, allowedHosts: trustedApiHosts(options) });
  if (!verdict.ok) {
    reportError(new Error(`${where} "${text}" was refused: it ${verdict.reason}; using the next API host source.`), { source });
    return null;
  }
  return text.replace(/\/+$/, '');
}
