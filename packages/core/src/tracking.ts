/**
 * The tracking context (spec §3 "Tracking context"): the page URL's query parameters plus a page
 * tracking object, with param_string, path, network, campaign_id, visitor_id and referer added.
 * A query parameter that cannot be read (malformed percent-encoding, `?vtsource=%E0%A4%A`) only
 * logs a warning and is left out (spec §5, §8); the others still count.
 */

export interface TrackingInputs {
  /** The page URL (absolute). */
  url: string;
  /** The page's own tracking object (e.g. `window.vtTracking`), merged under the URL's values. */
  pageTracking?: Record<string, unknown> | null | undefined;
  visitorId?: string | null | undefined;
  referer?: string | null | undefined;
  /** Told about each unreadable query parameter; default: one console warning per page for each. */
  warn?: (message: string) => void;
}

export type TrackingContext = Record<string, string> & {
  param_string: string;
  path: string;
  referer: string;
};

export interface QueryParameters {
  /** The readable parameters, decoded as URLSearchParams would (`+` is a space), in order. */
  readable: [string, string][];
  /** The query string as written, without its unreadable pairs. */
  raw: string;
  /** Each unreadable pair as written, with why. */
  unreadable: { pair: string; cause: string }[];
}

/**
 * Reads a query string strictly: URLSearchParams would turn a malformed escape into U+FFFD or
 * keep it literally, sending garbled attribution on; decodeURIComponent refuses it instead.
 */
export function readQuery(search: string): QueryParameters {
  const result: QueryParameters = { readable: [], raw: '', unreadable: [] };
  const kept: string[] = [];
  for (const pair of search.replace(/^\?/, '').split('&')) {
    kept.push(pair);
    if (!pair) continue;
    const at = pair.indexOf('=');
    const [key, value] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
      result.readable.push([decode(key), decode(value)]);
    } catch {
      kept.pop();
      result.unreadable.push({ pair, cause: 'malformed percent-encoding' });
    }
  }
  result.raw = kept.join('&');
  return result;
}

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  try {
    console.warn(message);
  } catch {
    /* a console replaced by the page may throw */
  }
}

export function trackingContext(inputs: TrackingInputs): TrackingContext {
  const url = new URL(inputs.url);
  const query = readQuery(url.search);
  for (const { pair, cause } of query.unreadable)
    (inputs.warn ?? warnOnce)(`[vt-elements] tracking: the query parameter ${JSON.stringify(pair.slice(0, 100))} is unreadable (${cause}): ignored`);
  const params = new Map<string, string>();
  // The first of a repeated parameter wins, as URLSearchParams.get gives it.
  for (const [key, value] of query.readable) if (!params.has(key)) params.set(key, value);
  const context: Record<string, string> = {};
  for (const [key, value] of Object.entries(inputs.pageTracking ?? {})) {
    if (value !== undefined && value !== null && typeof value !== 'object') context[key] = String(value);
  }
  // A repeated parameter is its first value here too, as network and campaign_id read it (spec §3).
  for (const [key, value] of params) context[key] = value;

  context.param_string = query.raw;
  context.path = url.pathname;
  const network = params.get('network');
  if (params.get('networkbing') === '1') context.network = 'bing';
  else if (network) context.network = network;
  // The misspelt `capaignid` is sent by some live ad campaigns and must keep working.
  const campaign = params.get('campaignid') ?? params.get('capaignid') ?? params.get('campaign_id');
  if (campaign) context.campaign_id = campaign;
  if (inputs.visitorId) context.visitor_id = inputs.visitorId;
  context.referer = inputs.referer ?? '';
  return context as TrackingContext;
}
