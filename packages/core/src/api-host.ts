import { reportError } from './errors';
import { readMeta } from './meta';

/**
 * The API host (spec §7, contract "Page-level inputs"): an element's `data-api-host`, else the
 * page's `<meta name="vt-api-host">`, else the page's origin with a leading `www.` replaced by
 * `api.`. Returned without a trailing slash. An override that is not an absolute http(s) URL is
 * reported and skipped: taken as a path it would send the calls to the page's own host.
 */
export function apiHost(options: { element?: Element | null; doc?: Document; location?: { protocol: string; host: string } } = {}): string {
  const fromElement = checked(options.element?.getAttribute('data-api-host'), 'data-api-host', options.element?.localName ?? 'vt-elements');
  if (fromElement) return fromElement;
  const fromMeta = checked(readMeta('vt-api-host', options.doc ?? globalThis.document), '<meta name="vt-api-host">', options.element?.localName ?? 'vt-elements');
  if (fromMeta) return fromMeta;
  const loc = options.location ?? globalThis.location;
  return `${loc.protocol}//${loc.host.replace(/^www\./i, 'api.')}`;
}

function checked(value: string | null | undefined, where: string, source: string): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\/[^/\s]+/i.test(text)) return text.replace(/\/+$/, '');
  reportError(new Error(`${where} "${text}" is not an absolute http(s) URL; using the next API host source.`), { source });
  return null;
}
