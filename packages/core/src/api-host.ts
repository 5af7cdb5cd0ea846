import { readMeta } from './meta';

/**
 * The API host (spec §7, contract "Page-level inputs"): an element's `data-api-host`, else the
 * page's `<meta name="vt-api-host">`, else the page's origin with a leading `www.` replaced by
 * `api.`. Returned without a trailing slash.
 */
export function apiHost(options: { element?: Element | null; doc?: Document; location?: { protocol: string; host: string } } = {}): string {
  const fromElement = options.element?.getAttribute('data-api-host')?.trim();
  if (fromElement) return trimSlash(fromElement);
  const fromMeta = readMeta('vt-api-host', options.doc ?? globalThis.document);
  if (fromMeta) return trimSlash(fromMeta);
  const loc = options.location ?? globalThis.location;
  return `${loc.protocol}//${loc.host.replace(/^www\./i, 'api.')}`;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
